/**
 * @generated SignedSource<<f64d46fa6936dcdc520a251be3975cfb>>
 * @relayHash c371c4bd40b7bf94bae69ab253b20ed2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d01100dc71f17af9b5d9e1c13dff0275a1aeeae850f52897548c3d0fefed0918

import { PreloadableConcreteRequest } from 'relay-runtime';
import { serviceAreaPageQuery } from './serviceAreaPageQuery.graphql';

const node: PreloadableConcreteRequest<serviceAreaPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d01100dc71f17af9b5d9e1c13dff0275a1aeeae850f52897548c3d0fefed0918",
    "metadata": {},
    "name": "serviceAreaPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
