/**
 * @generated SignedSource<<a5cb439a4a2b795215e21913ca8f8e95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type homeAnalyticsQuery$variables = Record<PropertyKey, never>;
export type homeAnalyticsQuery$data = {
  readonly analyticsReport: {
    readonly " $fragmentSpreads": FragmentRefs<"AnalyticsPanel_report">;
  };
};
export type homeAnalyticsQuery = {
  response: homeAnalyticsQuery$data;
  variables: homeAnalyticsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "homeAnalyticsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsReport",
        "kind": "LinkedField",
        "name": "analyticsReport",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AnalyticsPanel_report"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "homeAnalyticsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsReport",
        "kind": "LinkedField",
        "name": "analyticsReport",
        "plural": false,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6fcb9c8920ea95ee7bce257ba2552c66",
    "id": null,
    "metadata": {},
    "name": "homeAnalyticsQuery",
    "operationKind": "query",
    "text": "query homeAnalyticsQuery {\n  analyticsReport {\n    ...AnalyticsPanel_report\n  }\n}\n\nfragment AnalyticsPanel_report on AnalyticsReport {\n  orderNowClicks {\n    location\n    desktop\n    mobile\n    total\n  }\n  scrollDepth {\n    reached25\n    reached50\n    reached75\n    reached90\n  }\n  quoteFunnel {\n    views\n    starts\n    submits\n  }\n}\n"
  }
};

(node as any).hash = "54f18cb8b7c3ed9fac2cdcc1e826fa47";

export default node;
