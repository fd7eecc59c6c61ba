/**
 * @generated SignedSource<<8e066676284195d5f71b718d3779f6c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountPauses_query$data = {
  readonly myRoutine: {
    readonly cutoffHours: number;
  };
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
      "concreteType": "Routine",
      "kind": "LinkedField",
      "name": "myRoutine",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cutoffHours",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "29c55bd2a4151c7b713032c2f8c50fab";

export default node;
