/**
 * @generated SignedSource<<b19e81931b96235c946549d69f75221f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "eeb58119094d0bd1a8ec1db38749f595",
    "id": null,
    "metadata": {},
    "name": "WebhooksTableDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksTableDeleteMutation(\n  $id: ID!\n) {\n  deleteWebhookEndpoint(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "28b0ae7fc8a58ea771a3b0e5e68f21aa";

export default node;
