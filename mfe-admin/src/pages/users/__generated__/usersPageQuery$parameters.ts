/**
 * @generated SignedSource<<cd2c13d3f602084e6a8e59e0f69cb062>>
 * @relayHash ba25e013c9341b769471aa32933c3cfc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e625bfdb66d0942375b00d94fe620888a87f3ff4db78ba1106e9d98be709192

import { PreloadableConcreteRequest } from 'relay-runtime';
import { usersPageQuery } from './usersPageQuery.graphql';

const node: PreloadableConcreteRequest<usersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7e625bfdb66d0942375b00d94fe620888a87f3ff4db78ba1106e9d98be709192",
    "metadata": {},
    "name": "usersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
