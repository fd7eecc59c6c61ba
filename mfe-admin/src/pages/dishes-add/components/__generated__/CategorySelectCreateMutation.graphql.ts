/**
 * @generated SignedSource<<93c089bbaa85454f11f64c6df24f92f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6bbd15b5f1465397d40722cc83272f9a",
    "id": null,
    "metadata": {},
    "name": "CategorySelectCreateMutation",
    "operationKind": "mutation",
    "text": "mutation CategorySelectCreateMutation(\n  $name: String!\n) {\n  createDishCategory(name: $name) {\n    id\n    categoryId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b447bb7f1cceaeff61fe04358079e9d";

export default node;
