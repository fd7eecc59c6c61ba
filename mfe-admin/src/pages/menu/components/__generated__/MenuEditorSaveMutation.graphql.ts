/**
 * @generated SignedSource<<52af84002fd8848c0791710b3bc90d7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type Weekday = "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday" | "%future added value";
export type MenuItemInput = {
  dishId: number;
  meal: MealOfDay;
  type: CategoryType;
  weekday: Weekday;
};
export type MenuEditorSaveMutation$variables = {
  items: ReadonlyArray<MenuItemInput>;
  weekStart: any;
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
    "cacheID": "5fbd95437176d0c6664b4440bdb92262",
    "id": null,
    "metadata": {},
    "name": "MenuEditorSaveMutation",
    "operationKind": "mutation",
    "text": "mutation MenuEditorSaveMutation(\n  $weekStart: Date!\n  $items: [MenuItemInput!]!\n) {\n  setMenuItems(weekStart: $weekStart, items: $items) {\n    weekStart\n    ...MenuEditor_menu\n  }\n}\n\nfragment MenuEditor_menu on Menu {\n  weekStart\n  items {\n    weekday\n    meal\n    type\n    dishId\n    dishName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f88c4c47f83226e7c8585b858f10ee7c";

export default node;
