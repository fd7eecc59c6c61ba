/**
 * @generated SignedSource<<6b7e400fd4a9fac2143da7043c88d06d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DishRatings_dish$data = {
  readonly ratingCount: number;
  readonly ratings: ReadonlyArray<{
    readonly comment: string | null | undefined;
    readonly date: string;
    readonly stars: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"RatingSummary_dish">;
  readonly " $fragmentType": "DishRatings_dish";
};
export type DishRatings_dish$key = {
  readonly " $data"?: DishRatings_dish$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishRatings_dish">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishRatings_dish",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ratingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DishRating",
      "kind": "LinkedField",
      "name": "ratings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stars",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        }
      ],
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

(node as any).hash = "8e9fcb6d219093c3500727309f5168f6";

export default node;
