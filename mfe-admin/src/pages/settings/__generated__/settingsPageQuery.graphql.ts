/**
 * @generated SignedSource<<8417bec7fd657e992dcc056a14eed8de>>
 * @relayHash 0bc5d5924efbfea3d0da8e3af6f51e26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b15d2d06cacbb0a923457f08774bd91415650c1ec969e48c1dc24d6084565b4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type settingsPageQuery$variables = Record<PropertyKey, never>;
export type settingsPageQuery$data = {
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"CutoffForm_settings">;
  };
};
export type settingsPageQuery = {
  response: settingsPageQuery$data;
  variables: settingsPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "settingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CutoffForm_settings"
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
    "name": "settingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "routineCutoffHours",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6b15d2d06cacbb0a923457f08774bd91415650c1ec969e48c1dc24d6084565b4",
    "metadata": {},
    "name": "settingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "6ee6f3eb694b5e5220ca3a9e0e600e40";

export default node;
