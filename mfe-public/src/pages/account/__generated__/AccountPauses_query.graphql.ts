/**
 * @generated SignedSource<<3474e8b9f3cf1fde15bb45988962a584>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountPauses_query$data = {
  readonly pauses: ReadonlyArray<{
    readonly days: number;
    readonly from: string;
    readonly id: string;
    readonly pauseId: number;
    readonly to: string;
  }>;
  readonly " $fragmentType": "AccountPauses_query";
};
export type AccountPauses_query$key = {
  readonly " $data"?: AccountPauses_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPauses_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountPauses_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Pause",
      "kind": "LinkedField",
      "name": "pauses",
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
          "name": "pauseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a2e3978ed6e7d264cc9fc6af5a12c85e";

export default node;
