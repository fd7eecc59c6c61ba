/**
 * @generated SignedSource<<f691eb70e820279d187fd4a38cde8d6a>>
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
export type DispatchTable_list$data = {
  readonly entries: ReadonlyArray<{
    readonly categoryType: CategoryType;
    readonly drinks: boolean;
    readonly email: string;
    readonly name: string;
    readonly notAffordable: boolean;
    readonly phone: string;
    readonly proteinMultiplier: number;
    readonly snacks: boolean;
    readonly userId: number;
    readonly " $fragmentSpreads": FragmentRefs<"DeductButton_entry">;
  }>;
  readonly meal: MealOfDay;
  readonly weekday: Weekday;
  readonly " $fragmentType": "DispatchTable_list";
};
export type DispatchTable_list$key = {
  readonly " $data"?: DispatchTable_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"DispatchTable_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DispatchTable_list",
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
      "concreteType": "DispatchEntry",
      "kind": "LinkedField",
      "name": "entries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
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
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
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
          "name": "drinks",
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
          "name": "proteinMultiplier",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeductButton_entry"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DispatchList",
  "abstractKey": null
};

(node as any).hash = "a49ffe9ad2a8dea78bcc8e732af09737";

export default node;
