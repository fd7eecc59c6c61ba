/**
 * @generated SignedSource<<8cc447e26e7f8c8e76ba5897a156d73e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type DeductButtonMutation$variables = {
  meal: string;
  userId: number;
};
export type DeductButtonMutation$data = {
  readonly deductCredits: {
    readonly balance: number;
    readonly meal: MealOfDay;
    readonly success: boolean;
    readonly userId: number;
  };
};
export type DeductButtonMutation = {
  response: DeductButtonMutation$data;
  variables: DeductButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meal"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meal",
        "variableName": "meal"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "DeductCreditsPayload",
    "kind": "LinkedField",
    "name": "deductCredits",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "meal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "balance",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeductButtonMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeductButtonMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9e15e2a92e2350d61639621145311501",
    "id": null,
    "metadata": {},
    "name": "DeductButtonMutation",
    "operationKind": "mutation",
    "text": "mutation DeductButtonMutation(\n  $userId: Int!\n  $meal: String!\n) {\n  deductCredits(userId: $userId, meal: $meal) {\n    success\n    userId\n    meal\n    balance\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e4f110629e2aa181587c7c0ae34eba3";

export default node;
