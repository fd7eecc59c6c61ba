/**
 * @generated SignedSource<<2753a7159aadc7c8203308b1eafea7f2>>
 * @relayHash 61a1d41ff6d815546d0347928516695b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 928eae1ae0a1a6a6c7076b54a3a2b108d1805105bac8dadb9d897c5bf083fb0f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { dishesEditPageQuery } from './dishesEditPageQuery.graphql';

const node: PreloadableConcreteRequest<dishesEditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "928eae1ae0a1a6a6c7076b54a3a2b108d1805105bac8dadb9d897c5bf083fb0f",
    "metadata": {},
    "name": "dishesEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
