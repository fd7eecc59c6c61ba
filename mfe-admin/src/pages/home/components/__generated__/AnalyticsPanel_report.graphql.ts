/**
 * @generated SignedSource<<6f9893b932f138a6b96f53312f347c76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsPanel_report$data = {
  readonly orderNowClicks: ReadonlyArray<{
    readonly desktop: number;
    readonly location: string;
    readonly mobile: number;
    readonly total: number;
  }>;
  readonly quoteFunnel: {
    readonly starts: number;
    readonly submits: number;
    readonly views: number;
  };
  readonly scrollDepth: {
    readonly reached25: number;
    readonly reached50: number;
    readonly reached75: number;
    readonly reached90: number;
  };
  readonly " $fragmentType": "AnalyticsPanel_report";
};
export type AnalyticsPanel_report$key = {
  readonly " $data"?: AnalyticsPanel_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsPanel_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsPanel_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderNowClickCount",
      "kind": "LinkedField",
      "name": "orderNowClicks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "desktop",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mobile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ScrollDepthFunnel",
      "kind": "LinkedField",
      "name": "scrollDepth",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reached25",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reached50",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reached75",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reached90",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteFormFunnel",
      "kind": "LinkedField",
      "name": "quoteFunnel",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "views",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "starts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submits",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AnalyticsReport",
  "abstractKey": null
};

(node as any).hash = "c371c5a01bcc5052671ca4a37035a848";

export default node;
