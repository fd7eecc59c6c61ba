/**
 * @generated SignedSource<<fefc8f463f1ed14775499816393d12ff>>
 * @relayHash e694f28dcaaf045eb081ebc36ff163c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db49740ab395f06794c0f76a25497bc9ddb07be822e115903ce78f4c012f7d1d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { outboxPageQuery } from './outboxPageQuery.graphql';

const node: PreloadableConcreteRequest<outboxPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "db49740ab395f06794c0f76a25497bc9ddb07be822e115903ce78f4c012f7d1d",
    "metadata": {},
    "name": "outboxPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
