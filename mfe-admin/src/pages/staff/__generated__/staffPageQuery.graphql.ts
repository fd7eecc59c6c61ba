/**
 * @generated SignedSource<<34ed4116d7137991789c6d0650f3fbae>>
 * @relayHash 04e4d75c1bfb88e81474ce8b40001ff0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47fb85dd87e0cda0733d67422c6e8eb9bd172ff079f2629b7f6c958f55827d2c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type staffPageQuery$variables = Record<PropertyKey, never>;
export type staffPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StaffTable_query">;
};
export type staffPageQuery = {
  response: staffPageQuery$data;
  variables: staffPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "staffPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StaffTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "staffPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "staff",
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
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDisabled",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "47fb85dd87e0cda0733d67422c6e8eb9bd172ff079f2629b7f6c958f55827d2c",
    "metadata": {},
    "name": "staffPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "89046d848f3be6c62a6ade4983713d37";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
