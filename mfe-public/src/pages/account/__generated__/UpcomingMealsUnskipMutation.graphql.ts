/**
 * @generated SignedSource<<ea3034d42214590e7c7215b37a7f879e>>
 * @relayHash b07395d2cf976f72cf1d21e525bc9781
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0a8d8750358e23f0ee41ad999a3c59101dd19efc4b3cebdde6f9a71e94d7b95

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
    "id": "e0a8d8750358e23f0ee41ad999a3c59101dd19efc4b3cebdde6f9a71e94d7b95",
    "metadata": {},
    "name": "UpcomingMealsUnskipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eff1126bf042f6fe5c9b1b6c797e8d0e";

export default node;
