/**
 * @generated SignedSource<<9da43a84415122423c8e2f1286eaf9ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuEditor_dishes$data = {
  readonly chicken: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dishId: number;
        readonly name: string;
      };
    }>;
  };
  readonly egg: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dishId: number;
        readonly name: string;
      };
    }>;
  };
  readonly veg: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dishId: number;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "MenuEditor_dishes";
};
export type MenuEditor_dishes$key = {
  readonly " $data"?: MenuEditor_dishes$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuEditor_dishes">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v1 = [
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
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuEditor_dishes",
  "selections": [
    {
      "alias": "veg",
      "args": [
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": "dishes(first:100,types:[\"veg\"])"
    },
    {
      "alias": "egg",
      "args": [
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": "dishes(first:100,types:[\"egg\"])"
    },
    {
      "alias": "chicken",
      "args": [
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": "dishes(first:100,types:[\"chicken\"])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "4d6dad3d926413949d8f9da77f9ce110";

export default node;
