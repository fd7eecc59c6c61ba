/**
 * @generated SignedSource<<2aefd2f3b8b134262697642cf6c314ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpcomingMealsSkipMutation$variables = {
  date: string;
  meal: string;
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
    "cacheID": "97d94a890826719a7de4b308cb55464e",
    "id": null,
    "metadata": {},
    "name": "UpcomingMealsSkipMutation",
    "operationKind": "mutation",
    "text": "mutation UpcomingMealsSkipMutation(\n  $date: String!\n  $meal: String!\n) {\n  skipMeal(date: $date, meal: $meal) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c94e92694584e18f75dfdbd98067950";

export default node;
