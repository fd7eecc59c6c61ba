/**
 * @generated SignedSource<<6290f3f7ba347befb39553fa407dfb0a>>
 * @relayHash 92d43ddbc2b2e23777ee91b74d1ff0bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9faf910a9b99720d620e7923f5b667bde574152aba5edda7fc150876c1da7e6b

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
    "id": "9faf910a9b99720d620e7923f5b667bde574152aba5edda7fc150876c1da7e6b",
    "metadata": {},
    "name": "useStartingPriceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a2941368539f73cdd11db1aba61f9a32";

export default node;
