/**
 * @generated SignedSource<<675584e46cecd375ff29b13cc70f3aab>>
 * @relayHash 6ae5f303b068775b4f58fcb05eaf011e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37aa6994e4e80437801d50ea5768cc0d9796bf8750700fbc1dc5817899c6af67

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
    "id": "37aa6994e4e80437801d50ea5768cc0d9796bf8750700fbc1dc5817899c6af67",
    "metadata": {},
    "name": "OutboxTableRetryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fa7f300b452f6317b12e72397afdad43";

export default node;
