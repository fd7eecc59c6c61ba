/**
 * @generated SignedSource<<e71b60d6f2a1d4339949cb099fa59964>>
 * @relayHash e6e96f67e708dcb49fd8df7fb2ca34c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94113e66d723526639cbe90c64f2d51f06f27cb65b5272a13542769c5cb20279

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type RoutineUpcomingMealsSkipMutation$variables = {
  date: any;
  meal: MealOfDay;
  userId: number;
};
export type RoutineUpcomingMealsSkipMutation$data = {
  readonly skipMeal: {
    readonly id: string;
  };
};
export type RoutineUpcomingMealsSkipMutation = {
  response: RoutineUpcomingMealsSkipMutation$data;
  variables: RoutineUpcomingMealsSkipMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meal"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
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
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoutineUpcomingMealsSkipMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RoutineUpcomingMealsSkipMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "94113e66d723526639cbe90c64f2d51f06f27cb65b5272a13542769c5cb20279",
    "metadata": {},
    "name": "RoutineUpcomingMealsSkipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20fde6deb456806144f94587f38321cc";

export default node;
