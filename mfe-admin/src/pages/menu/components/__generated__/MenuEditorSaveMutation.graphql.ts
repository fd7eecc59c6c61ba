/**
 * @generated SignedSource<<942a0f7ce33c2111adb1dd68381d337c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuItemInput = {
  dishId: number;
  meal: string;
  type: string;
  weekday: string;
};
export type MenuEditorSaveMutation$variables = {
  items: ReadonlyArray<MenuItemInput>;
  weekStart: string;
};
export type MenuEditorSaveMutation$data = {
  readonly setMenuItems: {
    readonly weekStart: string;
    readonly " $fragmentSpreads": FragmentRefs<"MenuEditor_menu">;
  };
};
export type MenuEditorSaveMutation = {
  response: MenuEditorSaveMutation$data;
  variables: MenuEditorSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "items"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "weekStart"
},
v2 = [
  {
    "kind": "Variable",
    "name": "items",
    "variableName": "items"
  },
  {
    "kind": "Variable",
    "name": "weekStart",
    "variableName": "weekStart"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weekStart",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MenuEditorSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Menu",
        "kind": "LinkedField",
        "name": "setMenuItems",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MenuEditor_menu"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MenuEditorSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Menu",
        "kind": "LinkedField",
        "name": "setMenuItems",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MenuItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekday",
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
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dishId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dishName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "cacheID": "d79752f305134f8a33be5f36448bac07",
    "id": null,
    "metadata": {},
    "name": "MenuEditorSaveMutation",
    "operationKind": "mutation",
    "text": "mutation MenuEditorSaveMutation(\n  $weekStart: String!\n  $items: [MenuItemInput!]!\n) {\n  setMenuItems(weekStart: $weekStart, items: $items) {\n    weekStart\n    ...MenuEditor_menu\n  }\n}\n\nfragment MenuEditor_menu on Menu {\n  weekStart\n  items {\n    weekday\n    meal\n    type\n    dishId\n    dishName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a63d0a860cd9d72cf66a25bff4adfa8";

export default node;
