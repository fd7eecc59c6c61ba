/**
 * @generated SignedSource<<2130f0d7e82d20a7ed8243ce15ef7af6>>
 * @relayHash 98d8719b1aca67d9384805fc781c8263
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b72e58d2dd7de9d72588bb5e93e26210ef004f48c9435860f14c828d120ac1c0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { productionSheetQuery } from './productionSheetQuery.graphql';

const node: PreloadableConcreteRequest<productionSheetQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b72e58d2dd7de9d72588bb5e93e26210ef004f48c9435860f14c828d120ac1c0",
    "metadata": {},
    "name": "productionSheetQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
