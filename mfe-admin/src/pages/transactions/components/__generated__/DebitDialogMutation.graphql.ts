/**
 * @generated SignedSource<<8e8c3db1ecce2333051b4f91dabfbd65>>
 * @relayHash 2c22b577afb6f1f703b41f34cc70b133
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a81593d84fd72b5aeb82f6f9ae3b127bc3f4abccdfbb1096860a5234d6e1b15a

import { ConcreteRequest } from 'relay-runtime';
export type DebitReason = "correction" | "other" | "refund" | "%future added value";
export type DebitCreditInput = {
  amount: number;
  idempotencyKey?: string | null | undefined;
  note?: string | null | undefined;
  reason: DebitReason;
  userId: number;
};
export type DebitDialogMutation$variables = {
  input: DebitCreditInput;
};
export type DebitDialogMutation$data = {
  readonly debitCredit: {
    readonly credit: number;
    readonly id: string;
  };
};
export type DebitDialogMutation = {
  response: DebitDialogMutation$data;
  variables: DebitDialogMutation$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "debitCredit",
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
        "name": "credit",
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
    "name": "DebitDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DebitDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a81593d84fd72b5aeb82f6f9ae3b127bc3f4abccdfbb1096860a5234d6e1b15a",
    "metadata": {},
    "name": "DebitDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "18f3b7a38fe391defed31080d07725f8";

export default node;
