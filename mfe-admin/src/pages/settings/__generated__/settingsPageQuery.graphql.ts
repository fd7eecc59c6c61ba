/**
 * @generated SignedSource<<e2f0627e2a35ee16c4efdc6b862275ab>>
 * @relayHash 3bdd0573f225c479d2d9bb52e25f6e4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecf7b0091d1402157b1d3d2881e0644539f12f695a40e4721051bcde646cc7ce

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type settingsPageQuery$variables = Record<PropertyKey, never>;
export type settingsPageQuery$data = {
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"CutoffForm_settings" | "MealCutoffsForm_settings">;
  };
};
export type settingsPageQuery = {
  response: settingsPageQuery$data;
  variables: settingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "time",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dayBefore",
    "storageKey": null
  }
];
return {
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MealCutoffsForm_settings"
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MealCutoffs",
            "kind": "LinkedField",
            "name": "mealCutoffs",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MealCutoff",
                "kind": "LinkedField",
                "name": "breakfast",
                "plural": false,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MealCutoff",
                "kind": "LinkedField",
                "name": "lunch",
                "plural": false,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MealCutoff",
                "kind": "LinkedField",
                "name": "dinner",
                "plural": false,
                "selections": (v0/*:: as any*/),
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
    "id": "ecf7b0091d1402157b1d3d2881e0644539f12f695a40e4721051bcde646cc7ce",
    "metadata": {},
    "name": "settingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "167cd326841c03efde63457ad9a0ee86";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
