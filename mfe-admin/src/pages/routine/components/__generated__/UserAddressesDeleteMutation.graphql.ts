/**
 * @generated SignedSource<<162d4b2fdfd040cb6420a45719854c60>>
 * @relayHash cfbfb7d52cce8d1865798c8d6f4252c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac90fd4c9fcfb337ac7bc9d99498da5c36520bcfbeae36d0d0bf80a3846f4454

import { ConcreteRequest } from 'relay-runtime';
export type UserAddressesDeleteMutation$variables = {
  id: string;
  userId: number;
};
export type UserAddressesDeleteMutation$data = {
  readonly deleteAddress: {
    readonly id: string;
  };
};
export type UserAddressesDeleteMutation = {
  response: UserAddressesDeleteMutation$data;
  variables: UserAddressesDeleteMutation$variables;
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
    "name": "userId"
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
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "deleteAddress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "UserAddressesDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserAddressesDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ac90fd4c9fcfb337ac7bc9d99498da5c36520bcfbeae36d0d0bf80a3846f4454",
    "metadata": {},
    "name": "UserAddressesDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6c0eaeedff4a614746c67e086cc73a66";

export default node;
