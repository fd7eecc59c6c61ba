/**
 * @generated SignedSource<<1a9dbc365659df899f9b4a622f0eb3de>>
 * @relayHash f3ce5c33c4d53cef32967a9411725af9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5d808ab1f01b358603127d41e75addabeca45ffa9159520ff7a19b2e27082cc

import { ConcreteRequest } from 'relay-runtime';
export type StaffRole = "admin" | "delivery" | "kitchen" | "%future added value";
export type InviteStaffInput = {
  email: string;
  name: string;
  phone: string;
  role: StaffRole;
};
export type InviteStaffDialogMutation$variables = {
  input: InviteStaffInput;
};
export type InviteStaffDialogMutation$data = {
  readonly inviteStaff: {
    readonly id: string;
  };
};
export type InviteStaffDialogMutation = {
  response: InviteStaffDialogMutation$data;
  variables: InviteStaffDialogMutation$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "inviteStaff",
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
    "name": "InviteStaffDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InviteStaffDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c5d808ab1f01b358603127d41e75addabeca45ffa9159520ff7a19b2e27082cc",
    "metadata": {},
    "name": "InviteStaffDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2df67599062b958ce6b709707d78e52c";

export default node;
