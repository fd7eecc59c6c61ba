/**
 * @generated SignedSource<<f6383cad1c63a1a8765750c46f73d56c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "2c22b577afb6f1f703b41f34cc70b133",
    "id": null,
    "metadata": {},
    "name": "DebitDialogMutation",
    "operationKind": "mutation",
    "text": "mutation DebitDialogMutation(\n  $input: DebitCreditInput!\n) {\n  debitCredit(input: $input) {\n    id\n    credit\n  }\n}\n"
  }
};
})();

(node as any).hash = "18f3b7a38fe391defed31080d07725f8";

export default node;
