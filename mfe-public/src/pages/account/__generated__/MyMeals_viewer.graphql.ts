/**
 * @generated SignedSource<<03f1f3b4a39888171b2d0555be28bf83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type MealState = "closed" | "delivered" | "locked" | "not_affordable" | "not_delivered" | "out_for_delivery" | "paused" | "scheduled" | "skipped" | "%future added value";
export type NotDeliveredReason = "address_not_found" | "not_at_home" | "other" | "refused" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyMeals_viewer$data = {
  readonly meals: ReadonlyArray<{
    readonly canRate: boolean;
    readonly categoryType: CategoryType;
    readonly charged: number | null | undefined;
    readonly date: string;
    readonly dishName: string | null | undefined;
    readonly drinks: boolean;
    readonly hour: number;
    readonly id: string;
    readonly meal: MealOfDay;
    readonly mealId: number;
    readonly price: number;
    readonly proteinGrams: number;
    readonly rating: number | null | undefined;
    readonly ratingComment: string | null | undefined;
    readonly reason: NotDeliveredReason | null | undefined;
    readonly snacks: boolean;
    readonly state: MealState;
  }>;
  readonly " $fragmentType": "MyMeals_viewer";
};
export type MyMeals_viewer$key = {
  readonly " $data"?: MyMeals_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyMeals_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyMeals_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Meal",
      "kind": "LinkedField",
      "name": "meals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mealId",
          "storageKey": null
        },
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
          "name": "categoryType",
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
          "name": "proteinGrams",
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
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "charged",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ratingComment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canRate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bfc9a10b8a3203cbf2b7b9f80e3ee758";

export default node;
