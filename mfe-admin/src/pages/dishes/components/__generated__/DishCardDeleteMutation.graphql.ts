/**
 * @generated SignedSource<<f3c69d5e6c5f1b2416d2ce0f97f95298>>
 * @relayHash 152c6d65162d59315de6171d6e52eeda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edd418a8ca77f6772891e1a1692db7f5704a1f62c14fc4500be90f3e028bd925

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
    "id": "edd418a8ca77f6772891e1a1692db7f5704a1f62c14fc4500be90f3e028bd925",
    "metadata": {},
    "name": "DishCardDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9d0591c92435d27ba4fa71dccea8c8b2";

export default node;
