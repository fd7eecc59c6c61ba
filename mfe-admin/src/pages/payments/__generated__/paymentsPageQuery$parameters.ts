/**
 * @generated SignedSource<<a93ec1855630bd595041a5c99d050e1b>>
 * @relayHash 736d2e93f2b4b53c3684b5e8deb3c0a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59249cad5009c028ae2405b3716ba458e84c80c16b807374e8e5447e3db0043b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { paymentsPageQuery } from './paymentsPageQuery.graphql';

const node: PreloadableConcreteRequest<paymentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "59249cad5009c028ae2405b3716ba458e84c80c16b807374e8e5447e3db0043b",
    "metadata": {},
    "name": "paymentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
