/**
 * @generated SignedSource<<1eb27830dac21a9341d9451f4487e7c8>>
 * @relayHash 303eac6df8f37acc69ca781efaab45c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df49f712f505c893f4c25d2d46e3e7ef7bda4365c6fd1cef351433ecffbaf44e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { dispatchListQuery } from './dispatchListQuery.graphql';

const node: PreloadableConcreteRequest<dispatchListQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df49f712f505c893f4c25d2d46e3e7ef7bda4365c6fd1cef351433ecffbaf44e",
    "metadata": {},
    "name": "dispatchListQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
