/**
 * @generated SignedSource<<061dab673bdfc87148305e786ea13113>>
 * @relayHash 8ec9816cd8cf7a180ad498264aef299e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5e7d8902eb945fba19c05802fa6a317fcf194fdfa5bf3eb3739449122674d8d

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEventType = "balance_low" | "credit_added" | "credit_debited" | "enquiry_created" | "meal_delivered" | "meal_not_delivered" | "payment_failed" | "payment_succeeded" | "routine_changed" | "user_created" | "%future added value";
export type WebhookEndpointInput = {
  description?: string | null | undefined;
  events: ReadonlyArray<WebhookEventType>;
  url: string;
};
export type WebhooksTableToggleMutation$variables = {
  active: boolean;
  id: string;
  input: WebhookEndpointInput;
};
export type WebhooksTableToggleMutation$data = {
  readonly updateWebhookEndpoint: {
    readonly active: boolean;
    readonly disabledReason: string | null | undefined;
    readonly failingSince: any | null | undefined;
    readonly id: string;
  };
};
export type WebhooksTableToggleMutation = {
  response: WebhooksTableToggleMutation$data;
  variables: WebhooksTableToggleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "active"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "active",
        "variableName": "active"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "updateWebhookEndpoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "active",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failingSince",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksTableToggleMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WebhooksTableToggleMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "c5e7d8902eb945fba19c05802fa6a317fcf194fdfa5bf3eb3739449122674d8d",
    "metadata": {},
    "name": "WebhooksTableToggleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32e2e11dbb810cf14f46ff146c11204d";

export default node;
