/**
 * @generated SignedSource<<fa4670af8e6163bd241622f4f0c3d88f>>
 * @relayHash ea3cb9959ffcecd9bd9a9d28a2079dc4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 203bc4f1c645db8e68473417c6f7c1fc32ad6c925de1fcb44a49c88ec0b26893

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type menuPageQuery$variables = {
  weekStart?: any | null | undefined;
  withMoney: boolean;
};
export type menuPageQuery$data = {
  readonly menu: {
    readonly weekStart: string;
    readonly " $fragmentSpreads": FragmentRefs<"MenuEditor_menu">;
  };
  readonly pricesPanel?: {
    readonly " $fragmentSpreads": FragmentRefs<"PricesPanel_query">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MenuEditor_dishes">;
};
export type menuPageQuery = {
  response: menuPageQuery$data;
  variables: menuPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "weekStart"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withMoney"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "weekStart",
    "variableName": "weekStart"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weekStart",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dishId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DishEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Dish",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "menuPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Menu",
        "kind": "LinkedField",
        "name": "menu",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MenuEditor_menu"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MenuEditor_dishes"
      },
      {
        "condition": "withMoney",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PricesPanel_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "pricesPanel"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "menuPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Menu",
        "kind": "LinkedField",
        "name": "menu",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dishName",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "veg",
        "args": [
          (v5/*:: as any*/),
          {
            "kind": "Literal",
            "name": "types",
            "value": [
              "veg"
            ]
          }
        ],
        "concreteType": "DishConnection",
        "kind": "LinkedField",
        "name": "dishes",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "dishes(first:100,types:[\"veg\"])"
      },
      {
        "alias": "egg",
        "args": [
          (v5/*:: as any*/),
          {
            "kind": "Literal",
            "name": "types",
            "value": [
              "egg"
            ]
          }
        ],
        "concreteType": "DishConnection",
        "kind": "LinkedField",
        "name": "dishes",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "dishes(first:100,types:[\"egg\"])"
      },
      {
        "alias": "chicken",
        "args": [
          (v5/*:: as any*/),
          {
            "kind": "Literal",
            "name": "types",
            "value": [
              "chicken"
            ]
          }
        ],
        "concreteType": "DishConnection",
        "kind": "LinkedField",
        "name": "dishes",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "dishes(first:100,types:[\"chicken\"])"
      },
      {
        "condition": "withMoney",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Price",
            "kind": "LinkedField",
            "name": "prices",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "203bc4f1c645db8e68473417c6f7c1fc32ad6c925de1fcb44a49c88ec0b26893",
    "metadata": {},
    "name": "menuPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "afc0e27563e653969480e96627741066";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
