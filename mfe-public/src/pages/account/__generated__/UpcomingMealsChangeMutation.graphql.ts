/**
 * @generated SignedSource<<d5c2d46e01d4bafecb2e65eda1528359>>
 * @relayHash f43c6b401b73707fd89b9468e8c0d794
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fdd25791b07425e59a4b2d9e9b33a941d13382fa147cdbec7de12495ff763b0

import { ConcreteRequest } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type MealChangeInput = {
  addressId?: number | null | undefined;
  date: string;
  drinks?: boolean | null | undefined;
  hour: number;
  meal: MealOfDay;
  proteinMultiplier?: number | null | undefined;
  snacks?: boolean | null | undefined;
  type: CategoryType;
};
export type UpcomingMealsChangeMutation$variables = {
  input: MealChangeInput;
};
export type UpcomingMealsChangeMutation$data = {
  readonly changeMealForDay: {
    readonly date: string;
    readonly meal: MealOfDay;
  };
};
export type UpcomingMealsChangeMutation = {
  response: UpcomingMealsChangeMutation$data;
  variables: UpcomingMealsChangeMutation$variables;
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
    "concreteType": "OneDayChange",
    "kind": "LinkedField",
    "name": "changeMealForDay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "meal",
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
    "name": "UpcomingMealsChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpcomingMealsChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1fdd25791b07425e59a4b2d9e9b33a941d13382fa147cdbec7de12495ff763b0",
    "metadata": {},
    "name": "UpcomingMealsChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1f1f68a5fe46b232285dd7c90f46b8fd";

export default node;
