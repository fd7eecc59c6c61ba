/**
 * @generated SignedSource<<bf360bdb39ba52bc2bf88d5daec0e952>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type UpcomingMealsUnskipMutation$variables = {
  date: any;
  meal: MealOfDay;
};
export type UpcomingMealsUnskipMutation$data = {
  readonly unskipMeal: {
    readonly deletedId: string;
  };
};
export type UpcomingMealsUnskipMutation = {
  response: UpcomingMealsUnskipMutation$data;
  variables: UpcomingMealsUnskipMutation$variables;
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
    "concreteType": "UnskipMealPayload",
    "kind": "LinkedField",
    "name": "unskipMeal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "UpcomingMealsUnskipMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpcomingMealsUnskipMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b07395d2cf976f72cf1d21e525bc9781",
    "id": null,
    "metadata": {},
    "name": "UpcomingMealsUnskipMutation",
    "operationKind": "mutation",
    "text": "mutation UpcomingMealsUnskipMutation(\n  $date: Date!\n  $meal: MealOfDay!\n) {\n  unskipMeal(date: $date, meal: $meal) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "eff1126bf042f6fe5c9b1b6c797e8d0e";

export default node;
