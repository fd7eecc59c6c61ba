/**
 * @generated SignedSource<<6ad4f0fcfc88e34fc74e651b49e7ef32>>
 * @relayHash d04869f7c8046f43a72a12d169fad923
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 926730764b9c156402b1018b7c54d60b699e33983ea011cc17ce1d9befe999a4

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type RoutineUpcomingMealsUnskipMutation$variables = {
  date: any;
  meal: MealOfDay;
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
    "id": "926730764b9c156402b1018b7c54d60b699e33983ea011cc17ce1d9befe999a4",
    "metadata": {},
    "name": "RoutineUpcomingMealsUnskipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1c8b33d25581af042bdde786343fbc63";

export default node;
