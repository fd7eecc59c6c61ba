/**
 * @generated SignedSource<<9dcf3403ab1696b3cefa42d7e5e618ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DishCardDeleteMutation$variables = {
  id: string;
  removeFromMenu: boolean;
};
export type DishCardDeleteMutation$data = {
  readonly deleteDish: {
    readonly deletedId: string;
  };
};
export type DishCardDeleteMutation = {
  response: DishCardDeleteMutation$data;
  variables: DishCardDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "removeFromMenu"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "removeFromMenu",
        "variableName": "removeFromMenu"
      }
    ],
    "concreteType": "DeleteDishPayload",
    "kind": "LinkedField",
    "name": "deleteDish",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "DishCardDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DishCardDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "152c6d65162d59315de6171d6e52eeda",
    "id": null,
    "metadata": {},
    "name": "DishCardDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation DishCardDeleteMutation(\n  $id: ID!\n  $removeFromMenu: Boolean!\n) {\n  deleteDish(id: $id, removeFromMenu: $removeFromMenu) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d0591c92435d27ba4fa71dccea8c8b2";

export default node;
