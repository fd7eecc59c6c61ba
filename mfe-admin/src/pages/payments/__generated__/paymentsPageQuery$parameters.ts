/**
 * @generated SignedSource<<7b8b26ed13ef3038e682c103ceb7a634>>
 * @relayHash bd5be4f01e4374ebd576ca787442830a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffab857f6149b9075db0d9896a64fe9db4a03285ada33ae98fc860700e176153

import { PreloadableConcreteRequest } from 'relay-runtime';
import { paymentsPageQuery } from './paymentsPageQuery.graphql';

const node: PreloadableConcreteRequest<paymentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ffab857f6149b9075db0d9896a64fe9db4a03285ada33ae98fc860700e176153",
    "metadata": {},
    "name": "paymentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
