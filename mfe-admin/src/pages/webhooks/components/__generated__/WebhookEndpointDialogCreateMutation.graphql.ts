/**
 * @generated SignedSource<<083f0daa5eabccb3ea2734d5f71dd650>>
 * @relayHash d645e04633f31817eae42613d2cfc3f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74690fffbb33c19e2e1edab6d64572bd7b40c53277998b23d03dda70979f2b1c

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEventType = "balance_low" | "credit_added" | "credit_debited" | "enquiry_created" | "meal_delivered" | "meal_not_delivered" | "payment_failed" | "payment_succeeded" | "routine_changed" | "user_created" | "%future added value";
export type WebhookEndpointInput = {
  description?: string | null | undefined;
  events: ReadonlyArray<WebhookEventType>;
  url: string;
};
export type WebhookEndpointDialogCreateMutation$variables = {
  input: WebhookEndpointInput;
};
export type WebhookEndpointDialogCreateMutation$data = {
  readonly createWebhookEndpoint: {
    readonly endpoint: {
      readonly id: string;
    };
    readonly message: string;
    readonly secret: string;
  };
};
export type WebhookEndpointDialogCreateMutation = {
  response: WebhookEndpointDialogCreateMutation$data;
  variables: WebhookEndpointDialogCreateMutation$variables;
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
    "concreteType": "CreateWebhookEndpointPayload",
    "kind": "LinkedField",
    "name": "createWebhookEndpoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "endpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
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
    "name": "WebhookEndpointDialogCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointDialogCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "74690fffbb33c19e2e1edab6d64572bd7b40c53277998b23d03dda70979f2b1c",
    "metadata": {},
    "name": "WebhookEndpointDialogCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "984aeb10a4b5b9dd417a713c5144886c";

export default node;
