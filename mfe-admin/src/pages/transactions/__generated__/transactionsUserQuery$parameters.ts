/**
 * @generated SignedSource<<e47f65dc2067db2e51d02569b573e8f0>>
 * @relayHash a6f88f43203e202d49a47edae01ef7ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d49b4c0302830dd5b1d882051c68bb0926f4a16e3c8c21b666b74c9bcc2943b9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { transactionsUserQuery } from './transactionsUserQuery.graphql';

const node: PreloadableConcreteRequest<transactionsUserQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d49b4c0302830dd5b1d882051c68bb0926f4a16e3c8c21b666b74c9bcc2943b9",
    "metadata": {},
    "name": "transactionsUserQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
