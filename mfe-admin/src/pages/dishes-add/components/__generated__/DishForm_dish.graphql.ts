/**
 * @generated SignedSource<<89c825f87d5a75c8d5bcb89a2414558e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealCategory = "chicken" | "egg" | "veg" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DishForm_dish$data = {
  readonly calories: number;
  readonly carbs: number;
  readonly categoryId: number;
  readonly description: string;
  readonly fat: number;
  readonly id: string;
  readonly imageKey: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly name: string;
  readonly protein: number;
  readonly type: MealCategory;
  readonly " $fragmentType": "DishForm_dish";
};
export type DishForm_dish$key = {
  readonly " $data"?: DishForm_dish$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishForm_dish">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishForm_dish",
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
      "name": "categoryId",
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
      "name": "protein",
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
      "name": "imageKey",
      "storageKey": null
    }
  ],
  "type": "Dish",
  "abstractKey": null
};

(node as any).hash = "908f5a3d3904ad8fd20e6e784ebca1ac";

export default node;
