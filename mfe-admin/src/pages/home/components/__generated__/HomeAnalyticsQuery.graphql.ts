/**
 * @generated SignedSource<<4f72111de674fffc993a2fe6dc60365f>>
 * @relayHash eefcf30909c86910cbe89d4760cfd99e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a30cbc3b5b064b238e4cfd45957ac884c5139960231cd9a55f69bcfde49d19c4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeAnalyticsQuery$variables = Record<PropertyKey, never>;
export type HomeAnalyticsQuery$data = {
  readonly analyticsReport: {
    readonly " $fragmentSpreads": FragmentRefs<"AnalyticsPanel_report">;
  };
};
export type HomeAnalyticsQuery = {
  response: HomeAnalyticsQuery$data;
  variables: HomeAnalyticsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeAnalyticsQuery",
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
    "name": "HomeAnalyticsQuery",
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
    "id": "a30cbc3b5b064b238e4cfd45957ac884c5139960231cd9a55f69bcfde49d19c4",
    "metadata": {},
    "name": "HomeAnalyticsQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "7f58f6db8809276013eb1a59ec979725";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
