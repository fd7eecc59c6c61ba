/**
 * @generated SignedSource<<7121f47071e31eda701ce4443ae86db2>>
 * @relayHash 30f9b6ad7d2ef5d2eaa7e5efb51a37b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a6942f97c22c6a8da183dad02c49a70e76b5d0696aa8a63e3b154fc1797bf00

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "dead" | "failed" | "pending" | "succeeded" | "%future added value";
export type DeliveriesDrawerQuery$variables = {
  after?: string | null | undefined;
  first: number;
  id: string;
};
export type DeliveriesDrawerQuery$data = {
  readonly webhookEndpoint: {
    readonly deliveries: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly attempts: number;
          readonly createdAt: any;
          readonly durationMs: number | null | undefined;
          readonly error: string | null | undefined;
          readonly eventId: string;
          readonly eventType: string;
          readonly id: string;
          readonly lastAttemptAt: any | null | undefined;
          readonly requestBody: string;
          readonly responseBody: string | null | undefined;
          readonly responseStatus: number | null | undefined;
          readonly status: WebhookDeliveryStatus;
        };
      }>;
      readonly totalCount: number;
    };
    readonly id: string;
  } | null | undefined;
};
export type DeliveriesDrawerQuery = {
  response: DeliveriesDrawerQuery$data;
  variables: DeliveriesDrawerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "webhookEndpoint",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
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
        "concreteType": "WebhookDeliveryConnection",
        "kind": "LinkedField",
        "name": "deliveries",
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
            "concreteType": "WebhookDeliveryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WebhookDelivery",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventType",
                    "storageKey": null
                  },
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
                    "name": "attempts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "responseStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "responseBody",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "durationMs",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "error",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requestBody",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastAttemptAt",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliveriesDrawerQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeliveriesDrawerQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "8a6942f97c22c6a8da183dad02c49a70e76b5d0696aa8a63e3b154fc1797bf00",
    "metadata": {},
    "name": "DeliveriesDrawerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "784d8b71a3849ae12307ea745fa0dfd0";

export default node;
