/**
 * @generated SignedSource<<3045101bbdca1aa4551af99030e586e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PriceKey = "chicken" | "drinks" | "egg" | "protein_portion" | "snacks" | "veg" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PricesPanel_query$data = {
  readonly prices: ReadonlyArray<{
    readonly amount: number;
    readonly key: PriceKey;
    readonly label: string;
  }>;
  readonly " $fragmentType": "PricesPanel_query";
};
export type PricesPanel_query$key = {
  readonly " $data"?: PricesPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricesPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricesPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Price",
      "kind": "LinkedField",
      "name": "prices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d08fac8a637daca37ae1b951c5065b43";

export default node;
