/**
 * @generated SignedSource<<19516ff6acb0ccadf2266abfa0f3a21c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategorySelect_query$data = {
  readonly dishCategories: ReadonlyArray<{
    readonly categoryId: number;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "CategorySelect_query";
};
export type CategorySelect_query$key = {
  readonly " $data"?: CategorySelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategorySelect_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategorySelect_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DishCategory",
      "kind": "LinkedField",
      "name": "dishCategories",
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
          "name": "categoryId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3f9c969672f129677e73f34c4dc5e0dc";

export default node;
