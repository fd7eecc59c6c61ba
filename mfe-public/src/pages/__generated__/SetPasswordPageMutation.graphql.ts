/**
 * @generated SignedSource<<70a0c86a8172ca3b82ea842d516c3647>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetPasswordInput = {
  confirmPassword: string;
  password: string;
  token: string;
};
export type SetPasswordPageMutation$variables = {
  input: SetPasswordInput;
};
export type SetPasswordPageMutation$data = {
  readonly setPassword: {
    readonly message: string;
  };
};
export type SetPasswordPageMutation = {
  response: SetPasswordPageMutation$data;
  variables: SetPasswordPageMutation$variables;
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
    "concreteType": "SetPasswordPayload",
    "kind": "LinkedField",
    "name": "setPassword",
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
    "name": "SetPasswordPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetPasswordPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7c8421c7a2d65c396a4c41a9594ea0cd",
    "id": null,
    "metadata": {},
    "name": "SetPasswordPageMutation",
    "operationKind": "mutation",
    "text": "mutation SetPasswordPageMutation(\n  $input: SetPasswordInput!\n) {\n  setPassword(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "70250aeb985b2d6ef7482d461acd7773";

export default node;
