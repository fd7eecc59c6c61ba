/**
 * @generated SignedSource<<069f2e04b20d933c49713ad901b3015e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type DeductButtonMutation$variables = {
  meal: MealOfDay;
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
    "cacheID": "436cf509fe710c7f07bdcc28b9991dfa",
    "id": null,
    "metadata": {},
    "name": "DeductButtonMutation",
    "operationKind": "mutation",
    "text": "mutation DeductButtonMutation(\n  $userId: Int!\n  $meal: MealOfDay!\n) {\n  deductCredits(userId: $userId, meal: $meal) {\n    success\n    userId\n    meal\n    balance\n  }\n}\n"
  }
};
})();

(node as any).hash = "048453a889531b53ad7a6e61976aef01";

export default node;
