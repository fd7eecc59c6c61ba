/**
 * @generated SignedSource<<8d3bfe2a341d320f67438fc033d09bbb>>
 * @relayHash 0a81611ce59f69680eb70e030559f593
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b348be10aae8d75777e5b009ab1142740d5bbaccf46702f77d1d46117405be1d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { offersPageQuery } from './offersPageQuery.graphql';

const node: PreloadableConcreteRequest<offersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b348be10aae8d75777e5b009ab1142740d5bbaccf46702f77d1d46117405be1d",
    "metadata": {},
    "name": "offersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
