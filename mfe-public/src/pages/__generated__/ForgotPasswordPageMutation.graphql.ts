/**
 * @generated SignedSource<<92bab078bb1d482bb796c7fdeb5c1e46>>
 * @relayHash c62424bd37acf851b47d9e150d331211
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac46afd1d79c24d325cab7e3f29aab90f331892120a6987baec2b903387af5c0

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
    "id": "ac46afd1d79c24d325cab7e3f29aab90f331892120a6987baec2b903387af5c0",
    "metadata": {},
    "name": "ForgotPasswordPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b4336fa2910b50eafa7d4162033c86dd";

export default node;
