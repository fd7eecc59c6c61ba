/**
 * @generated SignedSource<<0ef297679c363b94b519bbc0a1d079f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "7ac642fa386c5ece039bd8c5c603dbad",
    "id": null,
    "metadata": {},
    "name": "serviceAreaPageQuery",
    "operationKind": "query",
    "text": "query serviceAreaPageQuery {\n  serviceArea {\n    pin\n  }\n}\n"
  }
};
})();

(node as any).hash = "fe46cdd4a3be336f836a09bea42c4f57";

export default node;
