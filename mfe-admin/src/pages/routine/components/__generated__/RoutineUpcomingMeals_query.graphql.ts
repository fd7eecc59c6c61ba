/**
 * @generated SignedSource<<6a7ba841ffc2765085d0f7df832f4864>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RoutineUpcomingMeals_query$data = {
  readonly upcomingMeals: ReadonlyArray<{
    readonly canSkip: boolean;
    readonly canUnskip: boolean;
    readonly date: string;
    readonly deducted: boolean;
    readonly drinks: boolean;
    readonly hour: number;
    readonly meal: MealOfDay;
    readonly price?: number;
    readonly proteinMultiplier: number;
    readonly skipped: boolean;
    readonly snacks: boolean;
    readonly type: CategoryType;
  }>;
  readonly " $fragmentType": "RoutineUpcomingMeals_query";
};
export type RoutineUpcomingMeals_query$key = {
  readonly " $data"?: RoutineUpcomingMeals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoutineUpcomingMeals_query">;
};

import RoutineUpcomingMealsRefetchQuery_graphql from './RoutineUpcomingMealsRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": RoutineUpcomingMealsRefetchQuery_graphql
    }
  },
  "name": "RoutineUpcomingMeals_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 7
        },
        {
          "kind": "Variable",
          "name": "userId",
          "variableName": "userId"
        }
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0cf129efeecd2a31eee3fe94eb23f80a";

export default node;
