/**
 * @generated SignedSource<<f5d2a572d3dce81efc8f46e1648a5f61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClosuresTable_query$data = {
  readonly kitchenClosures: ReadonlyArray<{
    readonly date: string;
    readonly id: string;
    readonly meal: MealOfDay;
    readonly reason: string;
  }>;
  readonly " $fragmentType": "ClosuresTable_query";
};
export type ClosuresTable_query$key = {
  readonly " $data"?: ClosuresTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClosuresTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClosuresTable_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "KitchenClosure",
      "kind": "LinkedField",
      "name": "kitchenClosures",
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
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4ab570d8914177d034dd4f1ca5b4e497";

export default node;
