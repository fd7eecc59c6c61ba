/**
 * @generated SignedSource<<8a08793c4f8211c08806fd7832d14817>>
 * @relayHash 8126a6421efca450b62909dbb22a9f52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78b5b8cb86ea207270949f21dd41914677ed27e984599e2571ddf3245f2543e9

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordInput = {
  code: string;
  confirmPassword: string;
  email: string;
  password: string;
};
export type ResetPasswordPageMutation$variables = {
  input: ResetPasswordInput;
};
export type ResetPasswordPageMutation$data = {
  readonly resetPassword: {
    readonly message: string;
  };
};
export type ResetPasswordPageMutation = {
  response: ResetPasswordPageMutation$data;
  variables: ResetPasswordPageMutation$variables;
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
    "name": "resetPassword",
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
    "name": "ResetPasswordPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "78b5b8cb86ea207270949f21dd41914677ed27e984599e2571ddf3245f2543e9",
    "metadata": {},
    "name": "ResetPasswordPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3218fb6ea136c162bf2399e2ccd37ce9";

export default node;
