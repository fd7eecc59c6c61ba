/**
 * @generated SignedSource<<022e4082bdeb7db6d81fd075fd1f8a4e>>
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
  readonly myRoutine: {
    readonly oneDayChanges: ReadonlyArray<{
      readonly categoryType: CategoryType;
      readonly date: string;
      readonly drinks: boolean;
      readonly hour: number;
      readonly meal: MealOfDay;
      readonly proteinMultiplier: number;
      readonly snacks: boolean;
    }>;
  };
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
    readonly addressId: number | null | undefined;
    readonly canChange: boolean;
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
    readonly oneDayChange: boolean;
    readonly paused: boolean;
    readonly price: number;
    readonly proteinMultiplier: number;
    readonly skipDeadline: any;
    readonly skipped: boolean;
    readonly snacks: boolean;
    readonly type: CategoryType;
    readonly weekday: Weekday;
  }>;
  readonly viewer: {
    readonly addresses: ReadonlyArray<{
      readonly addressId: number;
      readonly city: string;
      readonly isDefault: boolean;
      readonly label: string;
      readonly landmark: string | null | undefined;
      readonly line1: string;
      readonly line2: string | null | undefined;
      readonly pin: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "UpcomingMeals_query";
};
export type UpcomingMeals_query$key = {
  readonly " $data"?: UpcomingMeals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingMeals_query">;
};

import UpcomingMealsRefetchQuery_graphql from './UpcomingMealsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meal",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hour",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "snacks",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "drinks",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proteinMultiplier",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/)
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekday",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "oneDayChange",
          "storageKey": null
        },
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canChange",
          "storageKey": null
        }
      ],
      "storageKey": "upcomingMeals(days:7)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Routine",
      "kind": "LinkedField",
      "name": "myRoutine",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OneDayChange",
          "kind": "LinkedField",
          "name": "oneDayChanges",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "categoryType",
              "storageKey": null
            },
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Address",
          "kind": "LinkedField",
          "name": "addresses",
          "plural": true,
          "selections": [
            (v6/*:: as any*/),
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "line1",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "line2",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "landmark",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "city",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isDefault",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
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
              "selections": (v8/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "MealCutoff",
              "kind": "LinkedField",
              "name": "lunch",
              "plural": false,
              "selections": (v8/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "MealCutoff",
              "kind": "LinkedField",
              "name": "dinner",
              "plural": false,
              "selections": (v8/*:: as any*/),
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

(node as any).hash = "48b986e14aeeb6348d8096a7d31fa13a";

export default node;
