/**
 * @generated SignedSource<<c95e608ca733d682833621a424c237ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailPreference = "low_credit" | "weekly_summary" | "%future added value";
export type UnsubscribePageMutation$variables = {
  token: string;
};
export type UnsubscribePageMutation$data = {
  readonly unsubscribe: {
    readonly message: string;
    readonly preference: EmailPreference;
  };
};
export type UnsubscribePageMutation = {
  response: UnsubscribePageMutation$data;
  variables: UnsubscribePageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "UnsubscribePayload",
    "kind": "LinkedField",
    "name": "unsubscribe",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "preference",
        "storageKey": null
      },
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
    "name": "UnsubscribePageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnsubscribePageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8218dfcbfa6c74d05936fa01b3a24881",
    "id": null,
    "metadata": {},
    "name": "UnsubscribePageMutation",
    "operationKind": "mutation",
    "text": "mutation UnsubscribePageMutation(\n  $token: String!\n) {\n  unsubscribe(token: $token) {\n    preference\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "af09e88814e78a053a3df03f70401d1b";

export default node;
