/**
 * @generated SignedSource<<8c5f8c7fc3e9d39f48f9be6982c43446>>
 * @relayHash dacf7f030bcb8238467cf5768b8836ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e64277effa8a79d22416e5c6de277798bfc13a9437a1d1d6812dc065445fb324

import { PreloadableConcreteRequest } from 'relay-runtime';
import { dispatchListQuery } from './dispatchListQuery.graphql';

const node: PreloadableConcreteRequest<dispatchListQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e64277effa8a79d22416e5c6de277798bfc13a9437a1d1d6812dc065445fb324",
    "metadata": {},
    "name": "dispatchListQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
