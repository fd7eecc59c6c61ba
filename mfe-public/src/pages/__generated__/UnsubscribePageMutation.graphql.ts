/**
 * @generated SignedSource<<0aaaf8b3316ef5f938711eb5c0c01d0a>>
 * @relayHash 8218dfcbfa6c74d05936fa01b3a24881
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4fe30ec40b04ab8bb014664aa58c5af97dcf6beac44e6b5f3e313a2ed3004f4

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
    "id": "a4fe30ec40b04ab8bb014664aa58c5af97dcf6beac44e6b5f3e313a2ed3004f4",
    "metadata": {},
    "name": "UnsubscribePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "af09e88814e78a053a3df03f70401d1b";

export default node;
