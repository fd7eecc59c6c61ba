/**
 * @generated SignedSource<<b82ef7128295cce48f8d64a077068a2a>>
 * @relayHash 363a4258358d05abe35986e0ce21ea5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9900d14a782dbef0f6f5961f1c06c826c622a569974748e73c7f0e28b7b3566d

import { ConcreteRequest } from 'relay-runtime';
export type ResendCodeInput = {
  email: string;
};
export type VerifyPageResendCodeMutation$variables = {
  input: ResendCodeInput;
};
export type VerifyPageResendCodeMutation$data = {
  readonly resendCode: {
    readonly message: string;
  };
};
export type VerifyPageResendCodeMutation = {
  response: VerifyPageResendCodeMutation$data;
  variables: VerifyPageResendCodeMutation$variables;
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
    "name": "resendCode",
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
    "name": "VerifyPageResendCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VerifyPageResendCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9900d14a782dbef0f6f5961f1c06c826c622a569974748e73c7f0e28b7b3566d",
    "metadata": {},
    "name": "VerifyPageResendCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d3bf57071599f3fb3f72a0685bbd96c1";

export default node;
