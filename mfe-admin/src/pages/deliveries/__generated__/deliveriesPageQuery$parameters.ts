/**
 * @generated SignedSource<<254a66977d0add7e6c270b1a1628334b>>
 * @relayHash 32ecc470dcaa4d2ae148bed1c72d4ff3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f137975fa8d9b3e4eee3209b94ca6505ff127cbc13921a5204366bca0d345089

import { PreloadableConcreteRequest } from 'relay-runtime';
import { deliveriesPageQuery } from './deliveriesPageQuery.graphql';

const node: PreloadableConcreteRequest<deliveriesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f137975fa8d9b3e4eee3209b94ca6505ff127cbc13921a5204366bca0d345089",
    "metadata": {},
    "name": "deliveriesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
