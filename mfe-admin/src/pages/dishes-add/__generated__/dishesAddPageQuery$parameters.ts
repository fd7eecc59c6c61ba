/**
 * @generated SignedSource<<1360bb40102b7db98b0dba4d8da47d0d>>
 * @relayHash d992648c64af606545f86bc4a42fdc2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c1752fb5f251d0eaba95387ad2418b58c36ab9db3431e2d1ba7bf65dce874ac

import { PreloadableConcreteRequest } from 'relay-runtime';
import { dishesAddPageQuery } from './dishesAddPageQuery.graphql';

const node: PreloadableConcreteRequest<dishesAddPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8c1752fb5f251d0eaba95387ad2418b58c36ab9db3431e2d1ba7bf65dce874ac",
    "metadata": {},
    "name": "dishesAddPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
