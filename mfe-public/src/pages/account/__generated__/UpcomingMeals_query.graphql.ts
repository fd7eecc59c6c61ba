/**
 * @generated SignedSource<<9b90df0697d6b098634755b138149933>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type Weekday = "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UpcomingMeals_query$data = {
  readonly settings: {
    readonly mealCutoffs: {
      readonly breakfast: {
        readonly label: string;
      };
      readonly dinner: {
        readonly label: string;
      };
      readonly lunch: {
        readonly label: string;
      };
    };
  };
  readonly upcomingMeals: ReadonlyArray<{
    readonly canSkip: boolean;
    readonly canUnskip: boolean;
    readonly closedReason: string | null | undefined;
    readonly date: string;
    readonly deducted: boolean;
    readonly dishName: string | null | undefined;
    readonly drinks: boolean;
    readonly hour: number;
    readonly meal: MealOfDay;
    readonly notAffordable: boolean;
    readonly paused: boolean;
    readonly price: number;
    readonly proteinMultiplier: number;
    readonly skipDeadline: any;
    readonly skipped: boolean;
    readonly snacks: boolean;
    readonly type: CategoryType;
    readonly weekday: Weekday;
  }>;
  readonly " $fragmentType": "UpcomingMeals_query";
};
export type UpcomingMeals_query$key = {
  readonly " $data"?: UpcomingMeals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingMeals_query">;
};

import UpcomingMealsRefetchQuery_graphql from './UpcomingMealsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": UpcomingMealsRefetchQuery_graphql
    }
  },
  "name": "UpcomingMeals_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 7
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
          "name": "weekday",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dishName",
          "storageKey": null
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
          "name": "paused",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skipDeadline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notAffordable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closedReason",
          "storageKey": null
        }
      ],
      "storageKey": "upcomingMeals(days:7)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MealCutoffs",
          "kind": "LinkedField",
          "name": "mealCutoffs",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MealCutoff",
              "kind": "LinkedField",
              "name": "breakfast",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "MealCutoff",
              "kind": "LinkedField",
              "name": "lunch",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "MealCutoff",
              "kind": "LinkedField",
              "name": "dinner",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "e410ddfdb30d620784864f26b659271b";

export default node;
