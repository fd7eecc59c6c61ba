/**
 * @generated SignedSource<<3da63e0c755f8cb9889c9bfb108fd5c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealCategory = "chicken" | "egg" | "veg" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DishCard_dish$data = {
  readonly calories: number;
  readonly carbs: number;
  readonly description: string;
  readonly dishCategoryName: string;
  readonly dishId: number;
  readonly fat: number;
  readonly id: string;
  readonly imageSrcSet: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly name: string;
  readonly protein: number;
  readonly type: MealCategory;
  readonly " $fragmentSpreads": FragmentRefs<"RatingSummary_dish">;
  readonly " $fragmentType": "DishCard_dish";
};
export type DishCard_dish$key = {
  readonly " $data"?: DishCard_dish$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishCard_dish">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishCard_dish",
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
      "name": "dishId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
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
      "name": "dishCategoryName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "calories",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "protein",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carbs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageSrcSet",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RatingSummary_dish"
    }
  ],
  "type": "Dish",
  "abstractKey": null
};

(node as any).hash = "813931f7bb62f4cf827cedfc100b7cab";

export default node;
