/**
 * @generated SignedSource<<4672faee9d608dc124e6e03d730a5f35>>
 * @relayHash 08a862ac0b08a819d0dd9e6a58a649aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a44e10e954f53f8b590620ab46e40e8474213905b93d08e860d39572f29fb329

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
    "id": "a44e10e954f53f8b590620ab46e40e8474213905b93d08e860d39572f29fb329",
    "metadata": {},
    "name": "ChangePasswordFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0bac763341acb325fbb64b88ac5fdb21";

export default node;
