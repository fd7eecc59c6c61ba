/**
 * @generated SignedSource<<4b599016480874cf546b5378a67c9e6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DishCardDeleteMutation$variables = {
  id: string;
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
    "cacheID": "e6cafdbf3e79c6a2472007e704a03cc8",
    "id": null,
    "metadata": {},
    "name": "DishCardDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation DishCardDeleteMutation(\n  $id: ID!\n) {\n  deleteDish(id: $id) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "907f32e39e41a0f31a91c56ae6452c8b";

export default node;
