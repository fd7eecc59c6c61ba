/**
 * @generated SignedSource<<4d7fc3924263b99fbea45a686f46c3d8>>
 * @relayHash 04e4d75c1bfb88e81474ce8b40001ff0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47fb85dd87e0cda0733d67422c6e8eb9bd172ff079f2629b7f6c958f55827d2c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { staffPageQuery } from './staffPageQuery.graphql';

const node: PreloadableConcreteRequest<staffPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "47fb85dd87e0cda0733d67422c6e8eb9bd172ff079f2629b7f6c958f55827d2c",
    "metadata": {},
    "name": "staffPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
