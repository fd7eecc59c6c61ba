/**
 * @generated SignedSource<<f2ec5211446797766a9beea267c20e5a>>
 * @relayHash 2a4a01c20b1753a529954b444721253f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1af0602a39a1f776b4b338e9c2cff2da9b1428a6213923422f15f1c9e54cf91a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { deliveriesPageQuery } from './deliveriesPageQuery.graphql';

const node: PreloadableConcreteRequest<deliveriesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1af0602a39a1f776b4b338e9c2cff2da9b1428a6213923422f15f1c9e54cf91a",
    "metadata": {},
    "name": "deliveriesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
