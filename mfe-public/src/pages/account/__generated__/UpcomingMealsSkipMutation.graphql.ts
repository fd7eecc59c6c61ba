/**
 * @generated SignedSource<<89ff39a560a05c124728acad8c084407>>
 * @relayHash 54cdc09727c19052364ea7f7b896abec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62aabc09134aeb463ad535be3cfc0d42139b9d69298cee569e353a8b5a10bd36

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
    "id": "62aabc09134aeb463ad535be3cfc0d42139b9d69298cee569e353a8b5a10bd36",
    "metadata": {},
    "name": "UpcomingMealsSkipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2f4250e95f02edbc5606e386130c869d";

export default node;
