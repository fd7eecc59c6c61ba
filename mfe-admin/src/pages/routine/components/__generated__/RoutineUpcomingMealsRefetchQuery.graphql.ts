/**
 * @generated SignedSource<<924f1a3993de23c5d4cfcb01d9cde843>>
 * @relayHash e686a98843bed619382bee31ae2655a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90ca3805160989b3c4187704f56d811924833c774a468bfea7328e8b85b30d98

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoutineUpcomingMealsRefetchQuery$variables = {
  userId: number;
  withMoney?: boolean | null | undefined;
};
export type RoutineUpcomingMealsRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RoutineUpcomingMeals_query">;
};
export type RoutineUpcomingMealsRefetchQuery = {
  response: RoutineUpcomingMealsRefetchQuery$data;
  variables: RoutineUpcomingMealsRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "withMoney"
  }
],
v1 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RoutineUpcomingMealsRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withMoney",
            "variableName": "withMoney"
          }
        ],
        "kind": "FragmentSpread",
        "name": "RoutineUpcomingMeals_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoutineUpcomingMealsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "days",
            "value": 7
          },
          (v1/*:: as any*/)
        ],
        "concreteType": "UpcomingMeal",
        "kind": "LinkedField",
        "name": "upcomingMeals",
        "plural": true,
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hour",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "snacks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drinks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "proteinMultiplier",
            "storageKey": null
          },
          {
            "condition": "withMoney",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "price",
                "storageKey": null
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "skipped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deducted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canSkip",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canUnskip",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "90ca3805160989b3c4187704f56d811924833c774a468bfea7328e8b85b30d98",
    "metadata": {},
    "name": "RoutineUpcomingMealsRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0cf129efeecd2a31eee3fe94eb23f80a";

export default node;
