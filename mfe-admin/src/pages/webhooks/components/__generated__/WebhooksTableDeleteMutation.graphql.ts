/**
 * @generated SignedSource<<26b3864ebedc83c8e8b5e79be2864901>>
 * @relayHash eeb58119094d0bd1a8ec1db38749f595
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0f4d09d9fe1fa9424676b170175d8788b0f00bffc81488d9e251644bedaf71f

import { ConcreteRequest } from 'relay-runtime';
export type WebhooksTableDeleteMutation$variables = {
  id: string;
};
export type WebhooksTableDeleteMutation$data = {
  readonly deleteWebhookEndpoint: boolean;
};
export type WebhooksTableDeleteMutation = {
  response: WebhooksTableDeleteMutation$data;
  variables: WebhooksTableDeleteMutation$variables;
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
    "kind": "ScalarField",
    "name": "deleteWebhookEndpoint",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksTableDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksTableDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d0f4d09d9fe1fa9424676b170175d8788b0f00bffc81488d9e251644bedaf71f",
    "metadata": {},
    "name": "WebhooksTableDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "28b0ae7fc8a58ea771a3b0e5e68f21aa";

export default node;
