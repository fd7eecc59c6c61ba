/**
 * @generated SignedSource<<fc3431bbc9d2915b1bfc4e26bea760ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "04e4d75c1bfb88e81474ce8b40001ff0",
    "id": null,
    "metadata": {},
    "name": "staffPageQuery",
    "operationKind": "query",
    "text": "query staffPageQuery {\n  ...StaffTable_query\n}\n\nfragment StaffTable_query on Query {\n  staff {\n    id\n    userId\n    name\n    email\n    role\n    isDisabled\n  }\n}\n"
  }
};

(node as any).hash = "bd58712bd423701fd759f15d9d71901f";

export default node;
