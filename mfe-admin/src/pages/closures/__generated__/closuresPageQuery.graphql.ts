/**
 * @generated SignedSource<<1a7bf5cfea0f134a560c17d5b2c89317>>
 * @relayHash f7a649ec47e5e14124c0c25423e7d9eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5584600a2ab997356e20af0013005265885426f6e3818d5db5e373b03e3e09a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type closuresPageQuery$variables = Record<PropertyKey, never>;
export type closuresPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ClosuresTable_query">;
};
export type closuresPageQuery = {
  response: closuresPageQuery$data;
  variables: closuresPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "closuresPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ClosuresTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "closuresPageQuery",
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
    ]
  },
  "params": {
    "id": "c5584600a2ab997356e20af0013005265885426f6e3818d5db5e373b03e3e09a",
    "metadata": {},
    "name": "closuresPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "f4476940b94c2bc0ce1e5066aa7245bd";

export default node;
