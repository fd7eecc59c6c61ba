/**
 * @generated SignedSource<<85c9215d04b0c4fd71e568afed92799d>>
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

(node as any).hash = "c5da05294f446e5f447e5af5ae559121";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
