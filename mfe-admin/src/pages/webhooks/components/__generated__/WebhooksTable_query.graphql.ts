/**
 * @generated SignedSource<<f0aebe96d0709b1d9a08e96d41e13f0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookEventType = "balance_low" | "credit_added" | "credit_debited" | "enquiry_created" | "meal_delivered" | "meal_not_delivered" | "payment_failed" | "payment_succeeded" | "routine_changed" | "user_created" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhooksTable_query$data = {
  readonly webhookEndpoints: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly active: boolean;
        readonly createdAt: any;
        readonly description: string | null | undefined;
        readonly disabledReason: string | null | undefined;
        readonly endpointId: number;
        readonly events: ReadonlyArray<WebhookEventType>;
        readonly failingSince: any | null | undefined;
        readonly id: string;
        readonly url: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "WebhooksTable_query";
};
export type WebhooksTable_query$key = {
  readonly " $data"?: WebhooksTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhooksTable_query">;
};

import WebhooksTableRefetchQuery_graphql from './WebhooksTableRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": WebhooksTableRefetchQuery_graphql
    }
  },
  "name": "WebhooksTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "after",
          "variableName": "after"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        }
      ],
      "concreteType": "WebhookEndpointConnection",
      "kind": "LinkedField",
      "name": "webhookEndpoints",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookEndpointEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookEndpoint",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "endpointId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "description",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "events",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "active",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "disabledReason",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "failingSince",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e84f59e1f5b79d8a7cfdef793a2317f8";

export default node;
