/**
 * @generated SignedSource<<7d1b15f56c4eac617337a260a0db625b>>
 * @relayHash 24a60e36e91f9102ff376c32a2c07b60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a45271c91829e2aa1a4b42b62d7ff057c92d213dcc5a184bd6eef484245d395

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type RoutineUpcomingMealsUndoChangeMutation$variables = {
  date: string;
  meal: MealOfDay;
  userId: number;
};
export type RoutineUpcomingMealsUndoChangeMutation$data = {
  readonly undoMealChange: {
    readonly date: string;
    readonly meal: MealOfDay;
  };
};
export type RoutineUpcomingMealsUndoChangeMutation = {
  response: RoutineUpcomingMealsUndoChangeMutation$data;
  variables: RoutineUpcomingMealsUndoChangeMutation$variables;
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
    "concreteType": "OneDayChange",
    "kind": "LinkedField",
    "name": "undoMealChange",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoutineUpcomingMealsUndoChangeMutation",
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
    "name": "RoutineUpcomingMealsUndoChangeMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "6a45271c91829e2aa1a4b42b62d7ff057c92d213dcc5a184bd6eef484245d395",
    "metadata": {},
    "name": "RoutineUpcomingMealsUndoChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "43db0abc3eed8e5831d8507a7778e61b";

export default node;
