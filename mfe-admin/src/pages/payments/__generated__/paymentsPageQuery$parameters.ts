/**
 * @generated SignedSource<<132105f1b6a1ad88653ba10e51399327>>
 * @relayHash 0f8c6fda04e1e4933f8b2ffa6faf4a51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc974a074b4cd13df43f1acca2240003d2c262b0b1a1119a2629d279cda0434a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { paymentsPageQuery } from './paymentsPageQuery.graphql';

const node: PreloadableConcreteRequest<paymentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bc974a074b4cd13df43f1acca2240003d2c262b0b1a1119a2629d279cda0434a",
    "metadata": {},
    "name": "paymentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
