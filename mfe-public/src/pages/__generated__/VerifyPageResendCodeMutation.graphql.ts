/**
 * @generated SignedSource<<f86cf5291a7b1b3390b682dc727b86cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "363a4258358d05abe35986e0ce21ea5c",
    "id": null,
    "metadata": {},
    "name": "VerifyPageResendCodeMutation",
    "operationKind": "mutation",
    "text": "mutation VerifyPageResendCodeMutation(\n  $input: ResendCodeInput!\n) {\n  resendCode(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3bf57071599f3fb3f72a0685bbd96c1";

export default node;
