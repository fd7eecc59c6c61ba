/**
 * @generated SignedSource<<ce6aae795873734ec0542d6bcc4c03d7>>
 * @relayHash 497e2182642840a445da12a8598bbb1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbf1aba3b34a5c477ddd0f335ca97cc6d0ef5cc84c327f5e08cc6fe3eb3669ca

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "customer" | "delivery" | "kitchen" | "%future added value";
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
    "id": "cbf1aba3b34a5c477ddd0f335ca97cc6d0ef5cc84c327f5e08cc6fe3eb3669ca",
    "metadata": {},
    "name": "StaffTableRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "71eab012c47eeee81324efe18f7677c7";

export default node;
