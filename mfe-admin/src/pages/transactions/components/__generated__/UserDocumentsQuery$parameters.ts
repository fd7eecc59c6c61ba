/**
 * @generated SignedSource<<cbe2cd1d231b8130cfe5c8b59559b94a>>
 * @relayHash dc74055d7c5d6c0e62980a17fd1371f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e17981bd1f7ac8bd0e6b9cf2ffd276a91a9997041fbffdd950b4c53a7768761

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserDocumentsQuery } from './UserDocumentsQuery.graphql';

const node: PreloadableConcreteRequest<UserDocumentsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0e17981bd1f7ac8bd0e6b9cf2ffd276a91a9997041fbffdd950b4c53a7768761",
    "metadata": {},
    "name": "UserDocumentsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
