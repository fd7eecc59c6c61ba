/**
 * @generated SignedSource<<0197db2c21cb87917cec2e9d4d08579c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RatingSummary_dish$data = {
  readonly averageRating: number | null | undefined;
  readonly ratingCount: number;
  readonly " $fragmentType": "RatingSummary_dish";
};
export type RatingSummary_dish$key = {
  readonly " $data"?: RatingSummary_dish$data;
  readonly " $fragmentSpreads": FragmentRefs<"RatingSummary_dish">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RatingSummary_dish",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ratingCount",
      "storageKey": null
    }
  ],
  "type": "Dish",
  "abstractKey": null
};

(node as any).hash = "c04d96031bfde30d7c403bf647d491db";

export default node;
