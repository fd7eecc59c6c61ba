/**
 * @generated SignedSource<<39fc6021d3093696bb1a1ae5e65d226b>>
 * @relayHash 8e529df3f72b5f7ac282e3be4537f531
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77e1dcc44d1c1c7a8839b985096e3f2cde6a7d699b43ecceeab94ca7497e0aac

import { PreloadableConcreteRequest } from 'relay-runtime';
import { routineRoutineQuery } from './routineRoutineQuery.graphql';

const node: PreloadableConcreteRequest<routineRoutineQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "77e1dcc44d1c1c7a8839b985096e3f2cde6a7d699b43ecceeab94ca7497e0aac",
    "metadata": {},
    "name": "routineRoutineQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
