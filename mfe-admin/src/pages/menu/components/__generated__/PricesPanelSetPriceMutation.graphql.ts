/**
 * @generated SignedSource<<11845189079a8615185485cec126f1fc>>
 * @relayHash d25e49df2bd9262605c53c477e9a2fec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b68a6e2db98e10cc6533d7d05f891316565a0e06f0850eab42ca317554654cc1

import { ConcreteRequest } from 'relay-runtime';
export type PriceKey = "chicken" | "drinks" | "egg" | "protein_portion" | "snacks" | "veg" | "%future added value";
export type PricesPanelSetPriceMutation$variables = {
  amount: number;
  key: string;
};
export type PricesPanelSetPriceMutation$data = {
  readonly setPrice: {
    readonly amount: number;
    readonly key: PriceKey;
  };
};
export type PricesPanelSetPriceMutation = {
  response: PricesPanelSetPriceMutation$data;
  variables: PricesPanelSetPriceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "amount"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "amount",
        "variableName": "amount"
      },
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      }
    ],
    "concreteType": "Price",
    "kind": "LinkedField",
    "name": "setPrice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PricesPanelSetPriceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PricesPanelSetPriceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b68a6e2db98e10cc6533d7d05f891316565a0e06f0850eab42ca317554654cc1",
    "metadata": {},
    "name": "PricesPanelSetPriceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c2e4749b6db5277f49f85506d7c68c2b";

export default node;
