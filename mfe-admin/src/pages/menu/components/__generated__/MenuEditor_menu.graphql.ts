/**
 * @generated SignedSource<<c4533e2c761878fbb05f44938c0e3e49>>
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
export type MenuEditor_menu$data = {
  readonly items: ReadonlyArray<{
    readonly dishId: number;
    readonly dishName: string;
    readonly meal: MealOfDay;
    readonly type: CategoryType;
    readonly weekday: Weekday;
  }>;
  readonly weekStart: string;
  readonly " $fragmentType": "MenuEditor_menu";
};
export type MenuEditor_menu$key = {
  readonly " $data"?: MenuEditor_menu$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuEditor_menu">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuEditor_menu",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
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
          "name": "meal",
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
          "name": "dishId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dishName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Menu",
  "abstractKey": null
};

(node as any).hash = "8abf3850a45c9c935ad6166f23555e72";

export default node;
