/**
 * @generated SignedSource<<b18a289114f5cf68e90fcf1508a51052>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpcomingMealsUnskipMutation$variables = {
  date: string;
  meal: string;
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
    "cacheID": "56db947a7747b47abcb2676f5b9ae47a",
    "id": null,
    "metadata": {},
    "name": "UpcomingMealsUnskipMutation",
    "operationKind": "mutation",
    "text": "mutation UpcomingMealsUnskipMutation(\n  $date: String!\n  $meal: String!\n) {\n  unskipMeal(date: $date, meal: $meal) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "f72fc36997db4790c02f39bba1a2067a";

export default node;
