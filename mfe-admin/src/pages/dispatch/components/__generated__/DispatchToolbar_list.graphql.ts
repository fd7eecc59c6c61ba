/**
 * @generated SignedSource<<106ca5e4811c75ec1af0de0b28a935fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DispatchToolbar_list$data = {
  readonly date: string;
  readonly entries: ReadonlyArray<{
    readonly categoryType: CategoryType;
    readonly deducted: boolean;
    readonly dishName: string | null | undefined;
    readonly drinks: boolean;
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly notAffordable: boolean;
    readonly phone: string;
    readonly proteinMultiplier: number;
    readonly snacks: boolean;
    readonly userId: number;
  }>;
  readonly meal: MealOfDay;
  readonly " $fragmentType": "DispatchToolbar_list";
};
export type DispatchToolbar_list$key = {
  readonly " $data"?: DispatchToolbar_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"DispatchToolbar_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DispatchToolbar_list",
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
      "concreteType": "DispatchEntry",
      "kind": "LinkedField",
      "name": "entries",
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
          "name": "dishName",
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
          "name": "deducted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notAffordable",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DispatchList",
  "abstractKey": null
};

(node as any).hash = "b7c4a4fe7d2b393d681c94389ceac883";

export default node;
