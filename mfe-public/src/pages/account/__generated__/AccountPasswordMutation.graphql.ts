/**
 * @generated SignedSource<<44d69ebeaaaca707234ef33e578525a7>>
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
    "cacheID": "4dc9931c71c759daeed41771544d3ca4",
    "id": null,
    "metadata": {},
    "name": "AccountPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation AccountPasswordMutation(\n  $input: ChangePasswordInput!\n) {\n  changePassword(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "ade37ac0a408ad9dbd5dce7a9d1b45cd";

export default node;
