/**
 * @generated SignedSource<<55ecdb9a1b75f98131c9bfe07dbc142d>>
 * @relayHash b8603cb1d7e3d88aac5de70a72f06bcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46047a401c5e0a31ff28b3a3311a2154ebafcfff8cfd458499ea5d8db1a2d81e

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "dead" | "failed" | "pending" | "succeeded" | "%future added value";
export type DeliveriesDrawerRedeliverMutation$variables = {
  id: string;
};
export type DeliveriesDrawerRedeliverMutation$data = {
  readonly redeliverWebhook: {
    readonly attempts: number;
    readonly id: string;
    readonly status: WebhookDeliveryStatus;
  };
};
export type DeliveriesDrawerRedeliverMutation = {
  response: DeliveriesDrawerRedeliverMutation$data;
  variables: DeliveriesDrawerRedeliverMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "WebhookDelivery",
    "kind": "LinkedField",
    "name": "redeliverWebhook",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "attempts",
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
    "name": "DeliveriesDrawerRedeliverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveriesDrawerRedeliverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "46047a401c5e0a31ff28b3a3311a2154ebafcfff8cfd458499ea5d8db1a2d81e",
    "metadata": {},
    "name": "DeliveriesDrawerRedeliverMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "63250930b8e36a279b35c1776a84fa3f";

export default node;
