/**
 * @generated SignedSource<<46f184652745900bbf655fe110887f45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e686a98843bed619382bee31ae2655a4",
    "id": null,
    "metadata": {},
    "name": "RoutineUpcomingMealsRefetchQuery",
    "operationKind": "query",
    "text": "query RoutineUpcomingMealsRefetchQuery(\n  $userId: Int!\n  $withMoney: Boolean = false\n) {\n  ...RoutineUpcomingMeals_query_zmAdU\n}\n\nfragment RoutineUpcomingMeals_query_zmAdU on Query {\n  upcomingMeals(userId: $userId, days: 7) {\n    date\n    meal\n    hour\n    type\n    snacks\n    drinks\n    proteinMultiplier\n    price @include(if: $withMoney)\n    skipped\n    deducted\n    canSkip\n    canUnskip\n  }\n}\n"
  }
};
})();

(node as any).hash = "0cf129efeecd2a31eee3fe94eb23f80a";

export default node;
