/**
 * @generated SignedSource<<0c833a7afe3d97288ca58b3a86306820>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useStartingPriceQuery$variables = Record<PropertyKey, never>;
export type useStartingPriceQuery$data = {
  readonly startingMealPrice: number;
};
export type useStartingPriceQuery = {
  response: useStartingPriceQuery$data;
  variables: useStartingPriceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "startingMealPrice",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartingPriceQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartingPriceQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "92d43ddbc2b2e23777ee91b74d1ff0bf",
    "id": null,
    "metadata": {},
    "name": "useStartingPriceQuery",
    "operationKind": "query",
    "text": "query useStartingPriceQuery {\n  startingMealPrice\n}\n"
  }
};
})();

(node as any).hash = "a2941368539f73cdd11db1aba61f9a32";

export default node;
