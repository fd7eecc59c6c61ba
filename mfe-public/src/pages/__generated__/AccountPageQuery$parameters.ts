/**
 * @generated SignedSource<<1d582f7a134869239a7a76c5a38018de>>
 * @relayHash b423ec3927470449e828d3967d2a02a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce3cef48a458d1686fd4053cec8080570132f9328de90123d443a5905c0f1745

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccountPageQuery } from './AccountPageQuery.graphql';

const node: PreloadableConcreteRequest<AccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ce3cef48a458d1686fd4053cec8080570132f9328de90123d443a5905c0f1745",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
