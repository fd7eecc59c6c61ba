/**
 * @generated SignedSource<<0cbae9ce9d4684834a74729b3c712b70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OutboxStatus = "dead" | "failed" | "local" | "pending" | "sent" | "%future added value";
export type OutboxTableRetryMutation$variables = {
  id: string;
};
export type OutboxTableRetryMutation$data = {
  readonly retryEmail: {
    readonly attempts: number;
    readonly canRetry: boolean;
    readonly error: string | null | undefined;
    readonly id: string;
    readonly status: OutboxStatus;
  };
};
export type OutboxTableRetryMutation = {
  response: OutboxTableRetryMutation$data;
  variables: OutboxTableRetryMutation$variables;
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
    "concreteType": "OutboxEmail",
    "kind": "LinkedField",
    "name": "retryEmail",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canRetry",
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
    "name": "OutboxTableRetryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OutboxTableRetryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6ae5f303b068775b4f58fcb05eaf011e",
    "id": null,
    "metadata": {},
    "name": "OutboxTableRetryMutation",
    "operationKind": "mutation",
    "text": "mutation OutboxTableRetryMutation(\n  $id: ID!\n) {\n  retryEmail(id: $id) {\n    id\n    status\n    attempts\n    error\n    canRetry\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa7f300b452f6317b12e72397afdad43";

export default node;
