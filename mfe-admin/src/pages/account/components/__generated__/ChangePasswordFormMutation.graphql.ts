/**
 * @generated SignedSource<<18aa393e6c75c552e898ed53ac8d184f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordInput = {
  confirmPassword: string;
  currentPassword: string;
  password: string;
};
export type ChangePasswordFormMutation$variables = {
  input: ChangePasswordInput;
};
export type ChangePasswordFormMutation$data = {
  readonly changePassword: {
    readonly message: string;
  };
};
export type ChangePasswordFormMutation = {
  response: ChangePasswordFormMutation$data;
  variables: ChangePasswordFormMutation$variables;
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
    "concreteType": "MessagePayload",
    "kind": "LinkedField",
    "name": "changePassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "ChangePasswordFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangePasswordFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "08a862ac0b08a819d0dd9e6a58a649aa",
    "id": null,
    "metadata": {},
    "name": "ChangePasswordFormMutation",
    "operationKind": "mutation",
    "text": "mutation ChangePasswordFormMutation(\n  $input: ChangePasswordInput!\n) {\n  changePassword(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "0bac763341acb325fbb64b88ac5fdb21";

export default node;
