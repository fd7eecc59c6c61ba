/**
 * @generated SignedSource<<1ea1a04e7d610a0522c9d344f6224424>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "b8603cb1d7e3d88aac5de70a72f06bcc",
    "id": null,
    "metadata": {},
    "name": "DeliveriesDrawerRedeliverMutation",
    "operationKind": "mutation",
    "text": "mutation DeliveriesDrawerRedeliverMutation(\n  $id: ID!\n) {\n  redeliverWebhook(id: $id) {\n    id\n    status\n    attempts\n  }\n}\n"
  }
};
})();

(node as any).hash = "63250930b8e36a279b35c1776a84fa3f";

export default node;
