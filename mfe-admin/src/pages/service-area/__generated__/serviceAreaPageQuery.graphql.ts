/**
 * @generated SignedSource<<f08cb8ce1378e18cbe3f18febfd485ca>>
 * @relayHash 7ac642fa386c5ece039bd8c5c603dbad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48d8b2c0a4a0850154fe1b6e10394859caf6c25de2cde08f3728fbc3c12e54b3

import { ConcreteRequest } from 'relay-runtime';
export type serviceAreaPageQuery$variables = Record<PropertyKey, never>;
export type serviceAreaPageQuery$data = {
  readonly serviceArea: ReadonlyArray<{
    readonly pin: string;
  }>;
};
export type serviceAreaPageQuery = {
  response: serviceAreaPageQuery$data;
  variables: serviceAreaPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceAreaPin",
    "kind": "LinkedField",
    "name": "serviceArea",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pin",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "serviceAreaPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "serviceAreaPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "48d8b2c0a4a0850154fe1b6e10394859caf6c25de2cde08f3728fbc3c12e54b3",
    "metadata": {},
    "name": "serviceAreaPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fe46cdd4a3be336f836a09bea42c4f57";

export default node;
