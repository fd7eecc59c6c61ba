/**
 * @generated SignedSource<<6064a5227c7bb066ae76f162273b722b>>
 * @relayHash c371c4bd40b7bf94bae69ab253b20ed2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d01100dc71f17af9b5d9e1c13dff0275a1aeeae850f52897548c3d0fefed0918

import { ConcreteRequest } from 'relay-runtime';
export type serviceAreaPageQuery$variables = Record<PropertyKey, never>;
export type serviceAreaPageQuery$data = {
  readonly serviceArea: ReadonlyArray<{
    readonly pin: string;
    readonly runOrder: number | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "runOrder",
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
    "id": "d01100dc71f17af9b5d9e1c13dff0275a1aeeae850f52897548c3d0fefed0918",
    "metadata": {},
    "name": "serviceAreaPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "27b03c4abcd56c811a6235bd5e1858c9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
