/**
 * @generated SignedSource<<a3dd6a562951634c73a3e16e8edaa610>>
 * @relayHash 6bbd15b5f1465397d40722cc83272f9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1f3935fe7625d33a29ff526704a80e69091f277623be0d407bedcbdfa78d31c

import { ConcreteRequest } from 'relay-runtime';
export type CategorySelectCreateMutation$variables = {
  name: string;
};
export type CategorySelectCreateMutation$data = {
  readonly createDishCategory: {
    readonly categoryId: number;
    readonly id: string;
    readonly name: string;
  };
};
export type CategorySelectCreateMutation = {
  response: CategorySelectCreateMutation$data;
  variables: CategorySelectCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "DishCategory",
    "kind": "LinkedField",
    "name": "createDishCategory",
    "plural": false,
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
        "name": "categoryId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "CategorySelectCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CategorySelectCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a1f3935fe7625d33a29ff526704a80e69091f277623be0d407bedcbdfa78d31c",
    "metadata": {},
    "name": "CategorySelectCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b447bb7f1cceaeff61fe04358079e9d";

export default node;
