/**
 * @generated SignedSource<<f3c96fc8297b96037ff20c332339fd83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RoutineUpcomingMealsUnskipMutation$variables = {
  date: string;
  meal: string;
  userId: number;
};
export type RoutineUpcomingMealsUnskipMutation$data = {
  readonly unskipMeal: {
    readonly deletedId: string;
  };
};
export type RoutineUpcomingMealsUnskipMutation = {
  response: RoutineUpcomingMealsUnskipMutation$data;
  variables: RoutineUpcomingMealsUnskipMutation$variables;
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoutineUpcomingMealsUnskipMutation",
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
    "name": "RoutineUpcomingMealsUnskipMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "dfe74e231e1c7e66e93dafeb784683a6",
    "id": null,
    "metadata": {},
    "name": "RoutineUpcomingMealsUnskipMutation",
    "operationKind": "mutation",
    "text": "mutation RoutineUpcomingMealsUnskipMutation(\n  $userId: Int!\n  $date: String!\n  $meal: String!\n) {\n  unskipMeal(userId: $userId, date: $date, meal: $meal) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "63871d0622b26ca578ff5f08b58d4b90";

export default node;
