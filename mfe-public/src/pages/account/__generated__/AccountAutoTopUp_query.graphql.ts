/**
 * @generated SignedSource<<10ba978b18b5bf3c2ebcb8268c4ebed3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AutoTopUpStatus = "active" | "off" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountAutoTopUp_query$data = {
  readonly myAutoTopUp: {
    readonly amount: number;
    readonly days: number;
    readonly failures: number;
    readonly offReason: string | null | undefined;
    readonly rule: string;
    readonly status: AutoTopUpStatus;
  } | null | undefined;
  readonly topUpOptions: {
    readonly available: boolean;
  };
  readonly " $fragmentType": "AccountAutoTopUp_query";
};
export type AccountAutoTopUp_query$key = {
  readonly " $data"?: AccountAutoTopUp_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountAutoTopUp_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountAutoTopUp_query",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AutoTopUp",
      "kind": "LinkedField",
      "name": "myAutoTopUp",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rule",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failures",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offReason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2652716557e10234769e463957d66793";

export default node;
