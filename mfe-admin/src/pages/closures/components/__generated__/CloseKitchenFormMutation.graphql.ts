/**
 * @generated SignedSource<<1276a6e6c1e88aceb2a987bdd850b781>>
 * @relayHash d30f6961cfdbedb4c8b773ef9cc79968
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71316b6dac7f323772f98af122611d058ff4d87b7c3c2419503e55d8ee7e68ca

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type CloseKitchenInput = {
  date: string;
  meal?: MealOfDay | null | undefined;
  reason: string;
};
export type CloseKitchenFormMutation$variables = {
  input: CloseKitchenInput;
};
export type CloseKitchenFormMutation$data = {
  readonly closeKitchen: ReadonlyArray<{
    readonly date: string;
    readonly id: string;
    readonly meal: MealOfDay;
  }>;
};
export type CloseKitchenFormMutation = {
  response: CloseKitchenFormMutation$data;
  variables: CloseKitchenFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "KitchenClosure",
    "kind": "LinkedField",
    "name": "closeKitchen",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "meal",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CloseKitchenFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloseKitchenFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "71316b6dac7f323772f98af122611d058ff4d87b7c3c2419503e55d8ee7e68ca",
    "metadata": {},
    "name": "CloseKitchenFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ca6ccd3b41fd0d15d220eb01dbb5dc8";

export default node;
