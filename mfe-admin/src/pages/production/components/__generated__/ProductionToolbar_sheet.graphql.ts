/**
 * @generated SignedSource<<787a15ad50aa55cc6076b5acf82048af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductionToolbar_sheet$data = {
  readonly date: string;
  readonly lines: ReadonlyArray<{
    readonly categoryType: CategoryType;
    readonly dishName: string | null | undefined;
    readonly drinks: number;
    readonly meals: number;
    readonly proteinPortions: number;
    readonly snacks: number;
  }>;
  readonly meal: MealOfDay;
  readonly " $fragmentType": "ProductionToolbar_sheet";
};
export type ProductionToolbar_sheet$key = {
  readonly " $data"?: ProductionToolbar_sheet$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductionToolbar_sheet">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductionToolbar_sheet",
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
      "concreteType": "DispatchProductionLine",
      "kind": "LinkedField",
      "name": "lines",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meals",
          "storageKey": null
        },
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
  "type": "ProductionSheet",
  "abstractKey": null
};

(node as any).hash = "79fbfc430ff220835952a6b4f6969be8";

export default node;
