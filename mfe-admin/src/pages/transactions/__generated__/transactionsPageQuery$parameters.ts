/**
 * @generated SignedSource<<8f2a714ab903e2525c0a873faaaf7940>>
 * @relayHash 357ff14bd2295b2cfbad2ae031ffa520
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 654f24a00c8d08f2e92cbff5f441054c6580ef8296125cb77e097f99ba9a182d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { transactionsPageQuery } from './transactionsPageQuery.graphql';

const node: PreloadableConcreteRequest<transactionsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "654f24a00c8d08f2e92cbff5f441054c6580ef8296125cb77e097f99ba9a182d",
    "metadata": {},
    "name": "transactionsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
