/**
 * @generated SignedSource<<f722a987c73a88c0ec553d1877beb757>>
 * @relayHash ef28e4ac0afb57e5c309d9f7adbf6e35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ac0b9e1aecde391e46a998d0d0ebd18d49c83156f7ba4b97a8d391527f18c34

import { PreloadableConcreteRequest } from 'relay-runtime';
import { homeSummaryQuery } from './homeSummaryQuery.graphql';

const node: PreloadableConcreteRequest<homeSummaryQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8ac0b9e1aecde391e46a998d0d0ebd18d49c83156f7ba4b97a8d391527f18c34",
    "metadata": {},
    "name": "homeSummaryQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
