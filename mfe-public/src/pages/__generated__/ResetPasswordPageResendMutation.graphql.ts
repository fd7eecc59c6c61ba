/**
 * @generated SignedSource<<d04938a3a59f828af44b5bb2cc0e94d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type ResetPasswordPageResendMutation$variables = {
  input: RequestPasswordResetInput;
};
export type ResetPasswordPageResendMutation$data = {
  readonly requestPasswordReset: {
    readonly message: string;
  };
};
export type ResetPasswordPageResendMutation = {
  response: ResetPasswordPageResendMutation$data;
  variables: ResetPasswordPageResendMutation$variables;
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
    "name": "requestPasswordReset",
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
    "name": "ResetPasswordPageResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordPageResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "15c0f870f1deabad8fafe84fe9da932d",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordPageResendMutation",
    "operationKind": "mutation",
    "text": "mutation ResetPasswordPageResendMutation(\n  $input: RequestPasswordResetInput!\n) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb221321e46ef08a32553beb14737d6e";

export default node;
