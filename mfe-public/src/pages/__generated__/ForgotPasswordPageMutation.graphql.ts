/**
 * @generated SignedSource<<a1bcc6d5770f4fba83cc6184887c837a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type ForgotPasswordPageMutation$variables = {
  input: RequestPasswordResetInput;
};
export type ForgotPasswordPageMutation$data = {
  readonly requestPasswordReset: {
    readonly message: string;
  };
};
export type ForgotPasswordPageMutation = {
  response: ForgotPasswordPageMutation$data;
  variables: ForgotPasswordPageMutation$variables;
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
    "name": "ForgotPasswordPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c62424bd37acf851b47d9e150d331211",
    "id": null,
    "metadata": {},
    "name": "ForgotPasswordPageMutation",
    "operationKind": "mutation",
    "text": "mutation ForgotPasswordPageMutation(\n  $input: RequestPasswordResetInput!\n) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4336fa2910b50eafa7d4162033c86dd";

export default node;
