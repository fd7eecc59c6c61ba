/**
 * @generated SignedSource<<90e182da4a3a328ed8a73730cc9bfe93>>
 * @relayHash 5b36c8a8dcd4da3597952ca35c5b0e7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d3c4d63d83477e6d42ceecfcd0a983c022b6ace2480b768030a74b6807be349

import { ConcreteRequest } from 'relay-runtime';
export type RegisterUserInput = {
  address?: AddressInput | null | undefined;
  email: string;
  fromEnquiryId?: number | null | undefined;
  idempotencyKey?: string | null | undefined;
  name: string;
  phone: string;
};
export type AddressInput = {
  city: string;
  isDefault?: boolean | null | undefined;
  label: string;
  landmark?: string | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  notes?: string | null | undefined;
  pin: string;
};
export type AddUserDialogMutation$variables = {
  input: RegisterUserInput;
};
export type AddUserDialogMutation$data = {
  readonly registerUser: {
    readonly id: string;
  };
};
export type AddUserDialogMutation = {
  response: AddUserDialogMutation$data;
  variables: AddUserDialogMutation$variables;
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
    "name": "registerUser",
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
    "name": "AddUserDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddUserDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6d3c4d63d83477e6d42ceecfcd0a983c022b6ace2480b768030a74b6807be349",
    "metadata": {},
    "name": "AddUserDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a284d9bad04f3fd414a829e3ab0f6320";

export default node;
