/**
 * @generated SignedSource<<9c39b85eb6200f4a17342287760e021c>>
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
  readonly date: string;
  readonly deductRefusal: string | null | undefined;
  readonly meal: MealOfDay;
  readonly pins: ReadonlyArray<{
    readonly meals: number;
    readonly pin: string | null | undefined;
  }>;
  readonly production: ReadonlyArray<{
    readonly categoryType: CategoryType;
    readonly dishName: string | null | undefined;
    readonly drinks: number;
    readonly meals: number;
    readonly proteinPortions: number;
    readonly snacks: number;
  }>;
  readonly weekday: Weekday;
  readonly " $fragmentType": "DispatchTable_list";
};
export type DispatchTable_list$key = {
  readonly " $data"?: DispatchTable_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"DispatchTable_list">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meals",
  "storageKey": null
};
return {
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
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deductRefusal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DispatchPin",
      "kind": "LinkedField",
      "name": "pins",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pin",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DispatchProductionLine",
      "kind": "LinkedField",
      "name": "production",
      "plural": true,
      "selections": [
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proteinPortions",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DispatchList",
  "abstractKey": null
};
})();

(node as any).hash = "858afed204174635ac8aa890c5859758";

export default node;
