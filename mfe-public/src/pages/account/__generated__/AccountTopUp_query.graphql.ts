/**
 * @generated SignedSource<<e9724b449d5fc8114943552968d2ff4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TopUpPack = "days_14" | "days_28" | "days_7" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountTopUp_query$data = {
  readonly topUpOptions: {
    readonly available: boolean;
    readonly minAmount: number;
    readonly packs: ReadonlyArray<{
      readonly amount: number;
      readonly days: number;
      readonly pack: TopUpPack;
    }>;
  };
  readonly " $fragmentType": "AccountTopUp_query";
};
export type AccountTopUp_query$key = {
  readonly " $data"?: AccountTopUp_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountTopUp_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountTopUp_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TopUpOptions",
      "kind": "LinkedField",
      "name": "topUpOptions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "available",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TopUpPackOffer",
          "kind": "LinkedField",
          "name": "packs",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pack",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "days",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minAmount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ff4a2876d2a65cc0782785c3c9dc4fc6";

export default node;
