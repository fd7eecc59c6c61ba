/**
 * @generated SignedSource<<f413e42762d07352e115efacd4ca3fcc>>
 * @relayHash 15c0f870f1deabad8fafe84fe9da932d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aad7168bccac327e539abda46156f1c89632ea08f8359bf84dcc8fddd9992afa

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
    "id": "aad7168bccac327e539abda46156f1c89632ea08f8359bf84dcc8fddd9992afa",
    "metadata": {},
    "name": "ResetPasswordPageResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eb221321e46ef08a32553beb14737d6e";

export default node;
