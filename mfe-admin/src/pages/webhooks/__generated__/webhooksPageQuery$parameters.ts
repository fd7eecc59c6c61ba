/**
 * @generated SignedSource<<7e162baf47d3188c2c70b55be7335635>>
 * @relayHash 80da83cc0d97ad6c3a12ed8d3398b246
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9ea5f9719dd4b4d5d2f31bd3fc6e844f06ff9923530560d875d559835087416

import { PreloadableConcreteRequest } from 'relay-runtime';
import { webhooksPageQuery } from './webhooksPageQuery.graphql';

const node: PreloadableConcreteRequest<webhooksPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e9ea5f9719dd4b4d5d2f31bd3fc6e844f06ff9923530560d875d559835087416",
    "metadata": {},
    "name": "webhooksPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
