/**
 * @generated SignedSource<<a8db46165b0bba700b2d11a36873f66a>>
 * @relayHash 8fb5219247ac0af76c53438831ae3962
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 163595da930e4064caa99b79ce0ba664a839b9c69ce39c45715698a338a7c445

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
export type RoutineUpcomingMealsChangeMutation$variables = {
  input: MealChangeInput;
  userId: number;
};
export type RoutineUpcomingMealsChangeMutation$data = {
  readonly changeMealForDay: {
    readonly date: string;
    readonly meal: MealOfDay;
  };
};
export type RoutineUpcomingMealsChangeMutation = {
  response: RoutineUpcomingMealsChangeMutation$data;
  variables: RoutineUpcomingMealsChangeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
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
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoutineUpcomingMealsChangeMutation",
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
    "name": "RoutineUpcomingMealsChangeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "163595da930e4064caa99b79ce0ba664a839b9c69ce39c45715698a338a7c445",
    "metadata": {},
    "name": "RoutineUpcomingMealsChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "36326cfd8ed5636fafb6f2e6f6237db7";

export default node;
