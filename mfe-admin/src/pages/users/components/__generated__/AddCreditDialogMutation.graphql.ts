/**
 * @generated SignedSource<<fdcff7a494f7de295a16f105f79df97d>>
 * @relayHash 776f694f7de7f522060e58af937afc20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1587ecc3e35735db87296e0e83fbca1ebd1a2a4630c86101fbdb2b3396051e05

import { ConcreteRequest } from 'relay-runtime';
export type CreditPaymentMethod = "exempted" | "offline" | "online" | "%future added value";
export type AddCreditInput = {
  amount: number;
  idempotencyKey?: string | null | undefined;
  note?: string | null | undefined;
  paymentMethod: CreditPaymentMethod;
  userId: number;
};
export type AddCreditDialogMutation$variables = {
  input: AddCreditInput;
};
export type AddCreditDialogMutation$data = {
  readonly addCredit: {
    readonly credit: number;
    readonly id: string;
  };
};
export type AddCreditDialogMutation = {
  response: AddCreditDialogMutation$data;
  variables: AddCreditDialogMutation$variables;
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
    "name": "addCredit",
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
    "name": "AddCreditDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddCreditDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1587ecc3e35735db87296e0e83fbca1ebd1a2a4630c86101fbdb2b3396051e05",
    "metadata": {},
    "name": "AddCreditDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f488635ca068076fd349f34dc1b60b5f";

export default node;
