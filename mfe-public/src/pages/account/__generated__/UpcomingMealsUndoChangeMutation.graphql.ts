/**
 * @generated SignedSource<<067e2052afe467793fa1f317f34a1bbf>>
 * @relayHash d151769595843497a158e627c4835ba3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ebbe7f402e87b9efe878fed10d393f7d291b2dba7ba420804f5407beb5d3711

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type UpcomingMealsUndoChangeMutation$variables = {
  date: string;
  meal: MealOfDay;
};
export type UpcomingMealsUndoChangeMutation$data = {
  readonly undoMealChange: {
    readonly date: string;
    readonly meal: MealOfDay;
  };
};
export type UpcomingMealsUndoChangeMutation = {
  response: UpcomingMealsUndoChangeMutation$data;
  variables: UpcomingMealsUndoChangeMutation$variables;
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpcomingMealsUndoChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpcomingMealsUndoChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3ebbe7f402e87b9efe878fed10d393f7d291b2dba7ba420804f5407beb5d3711",
    "metadata": {},
    "name": "UpcomingMealsUndoChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "582419893a9b403130fb51dd2417265f";

export default node;
