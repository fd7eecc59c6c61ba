/**
 * @generated SignedSource<<58c42c683d8960c323f08ad33713d443>>
 * @relayHash 5fbd95437176d0c6664b4440bdb92262
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb12db837dd73f78c6f0ec8b3012ea4922fe7453d21e844529fa2311038a92f3

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
    "id": "eb12db837dd73f78c6f0ec8b3012ea4922fe7453d21e844529fa2311038a92f3",
    "metadata": {},
    "name": "MenuEditorSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f88c4c47f83226e7c8585b858f10ee7c";

export default node;
