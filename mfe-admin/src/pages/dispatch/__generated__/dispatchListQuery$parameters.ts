/**
 * @generated SignedSource<<b73ee1cd03297e952d8d0c154cbede16>>
 * @relayHash eb355f34bf4c8163c35f7a207f069b9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6336cfa3691109512f3fb834b5c2033c89ca613a0ed6b7eb74a5a17661f2ccf5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { dispatchListQuery } from './dispatchListQuery.graphql';

const node: PreloadableConcreteRequest<dispatchListQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6336cfa3691109512f3fb834b5c2033c89ca613a0ed6b7eb74a5a17661f2ccf5",
    "metadata": {},
    "name": "dispatchListQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
