/**
 * @generated SignedSource<<cba0761a02d1b1a3de4e62332856cd2f>>
 * @relayHash bf9397e41333539d9fc46d3a2131cc9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc209c4729786deba9c77b66a7ff03aa016a42db0a96af8c06599707cdd4fd8f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { apiKeysPageQuery } from './apiKeysPageQuery.graphql';

const node: PreloadableConcreteRequest<apiKeysPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dc209c4729786deba9c77b66a7ff03aa016a42db0a96af8c06599707cdd4fd8f",
    "metadata": {},
    "name": "apiKeysPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
