/**
 * @generated SignedSource<<4a2eb5e0961384f1bd69366edb445953>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type UpcomingMealsSkipMutation$variables = {
  date: any;
  meal: MealOfDay;
};
export type UpcomingMealsSkipMutation$data = {
  readonly skipMeal: {
    readonly id: string;
  };
};
export type UpcomingMealsSkipMutation = {
  response: UpcomingMealsSkipMutation$data;
  variables: UpcomingMealsSkipMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meal"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "meal",
        "variableName": "meal"
      }
    ],
    "concreteType": "Skip",
    "kind": "LinkedField",
    "name": "skipMeal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "UpcomingMealsSkipMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpcomingMealsSkipMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "54cdc09727c19052364ea7f7b896abec",
    "id": null,
    "metadata": {},
    "name": "UpcomingMealsSkipMutation",
    "operationKind": "mutation",
    "text": "mutation UpcomingMealsSkipMutation(\n  $date: Date!\n  $meal: MealOfDay!\n) {\n  skipMeal(date: $date, meal: $meal) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f4250e95f02edbc5606e386130c869d";

export default node;
