/**
 * @generated SignedSource<<326a8a46a76458d345c1e10b80b1f078>>
 * @relayHash 3bdd0573f225c479d2d9bb52e25f6e4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecf7b0091d1402157b1d3d2881e0644539f12f695a40e4721051bcde646cc7ce

import { PreloadableConcreteRequest } from 'relay-runtime';
import { settingsPageQuery } from './settingsPageQuery.graphql';

const node: PreloadableConcreteRequest<settingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ecf7b0091d1402157b1d3d2881e0644539f12f695a40e4721051bcde646cc7ce",
    "metadata": {},
    "name": "settingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
