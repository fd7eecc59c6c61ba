/**
 * @generated SignedSource<<b7aa621572e7363e09a7680bf525cf02>>
 * @relayHash a770d6c69eb81213dae414ccabad9063
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3abade6c8cebd65f1aaae78ce02736330dd178e1faf5fea0be89f5defc937eaa

import { ConcreteRequest } from 'relay-runtime';
export type WebhooksTableTestMutation$variables = {
  id: string;
};
export type WebhooksTableTestMutation$data = {
  readonly sendTestWebhookEvent: {
    readonly eventType: string;
    readonly id: string;
  };
};
export type WebhooksTableTestMutation = {
  response: WebhooksTableTestMutation$data;
  variables: WebhooksTableTestMutation$variables;
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
    "name": "sendTestWebhookEvent",
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
        "name": "eventType",
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
    "name": "WebhooksTableTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksTableTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3abade6c8cebd65f1aaae78ce02736330dd178e1faf5fea0be89f5defc937eaa",
    "metadata": {},
    "name": "WebhooksTableTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b207a1b5cff611e74434536e1c9b0b17";

export default node;
