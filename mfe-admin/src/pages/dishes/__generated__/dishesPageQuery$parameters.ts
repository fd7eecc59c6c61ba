/**
 * @generated SignedSource<<23d640e05f38ce74d5582b6bec031097>>
 * @relayHash 9d0c8fe91a01c8464a3bc8e71d9412e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ca95bd3d4b0bbff9840b4b9d37587b3b845e80fda2184448028d4eac004e9c6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { dishesPageQuery } from './dishesPageQuery.graphql';

const node: PreloadableConcreteRequest<dishesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6ca95bd3d4b0bbff9840b4b9d37587b3b845e80fda2184448028d4eac004e9c6",
    "metadata": {},
    "name": "dishesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
