/**
 * @generated SignedSource<<cbc16ac52f1ddc51d35d7fae313f9560>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "customer" | "kitchen" | "%future added value";
export type StaffTableRoleMutation$variables = {
  role: Role;
  userId: number;
};
export type StaffTableRoleMutation$data = {
  readonly setUserRole: {
    readonly id: string;
    readonly role: Role;
  };
};
export type StaffTableRoleMutation = {
  response: StaffTableRoleMutation$data;
  variables: StaffTableRoleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "role"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "role",
        "variableName": "role"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setUserRole",
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
        "name": "role",
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
    "name": "StaffTableRoleMutation",
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
    "name": "StaffTableRoleMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "497e2182642840a445da12a8598bbb1e",
    "id": null,
    "metadata": {},
    "name": "StaffTableRoleMutation",
    "operationKind": "mutation",
    "text": "mutation StaffTableRoleMutation(\n  $userId: Int!\n  $role: Role!\n) {\n  setUserRole(userId: $userId, role: $role) {\n    id\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "71eab012c47eeee81324efe18f7677c7";

export default node;
