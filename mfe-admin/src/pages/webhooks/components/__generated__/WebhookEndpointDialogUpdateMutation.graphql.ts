/**
 * @generated SignedSource<<bed03ea0f23d24d2d8ae6f66efed5695>>
 * @relayHash 16714e84c2b0b5ce610af81719df058a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53cc5cb1e0790d25f85f65989945c056d0c932d50b353259199cae40bda435d2

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEventType = "balance_low" | "credit_added" | "credit_debited" | "enquiry_created" | "meal_delivered" | "meal_not_delivered" | "payment_failed" | "payment_succeeded" | "routine_changed" | "user_created" | "%future added value";
export type WebhookEndpointInput = {
  description?: string | null | undefined;
  events: ReadonlyArray<WebhookEventType>;
  url: string;
};
export type WebhookEndpointDialogUpdateMutation$variables = {
  active: boolean;
  id: string;
  input: WebhookEndpointInput;
};
export type WebhookEndpointDialogUpdateMutation$data = {
  readonly updateWebhookEndpoint: {
    readonly active: boolean;
    readonly description: string | null | undefined;
    readonly disabledReason: string | null | undefined;
    readonly events: ReadonlyArray<WebhookEventType>;
    readonly failingSince: any | null | undefined;
    readonly id: string;
    readonly url: string;
  };
};
export type WebhookEndpointDialogUpdateMutation = {
  response: WebhookEndpointDialogUpdateMutation$data;
  variables: WebhookEndpointDialogUpdateMutation$variables;
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
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "events",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
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
    "name": "WebhookEndpointDialogUpdateMutation",
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
    "name": "WebhookEndpointDialogUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "53cc5cb1e0790d25f85f65989945c056d0c932d50b353259199cae40bda435d2",
    "metadata": {},
    "name": "WebhookEndpointDialogUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "10b13197eddd3208660b9e49f448007c";

export default node;
