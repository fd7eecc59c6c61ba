/**
 * @generated SignedSource<<874204328e663539bb0daa0f6a79a0f0>>
 * @relayHash 4dc9931c71c759daeed41771544d3ca4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebc9f88c6d9294dfa6033b9fb984772f5c7ccee20b1e296d0e0a178c1c26e5d1

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordInput = {
  confirmPassword: string;
  currentPassword: string;
  password: string;
};
export type AccountPasswordMutation$variables = {
  input: ChangePasswordInput;
};
export type AccountPasswordMutation$data = {
  readonly changePassword: {
    readonly message: string;
  };
};
export type AccountPasswordMutation = {
  response: AccountPasswordMutation$data;
  variables: AccountPasswordMutation$variables;
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
    "name": "AccountPasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountPasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ebc9f88c6d9294dfa6033b9fb984772f5c7ccee20b1e296d0e0a178c1c26e5d1",
    "metadata": {},
    "name": "AccountPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ade37ac0a408ad9dbd5dce7a9d1b45cd";

export default node;
