/**
 * @generated SignedSource<<5722e64415d2bb01d09e3b62f36b950b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type dishesAddPageQuery$variables = Record<PropertyKey, never>;
export type dishesAddPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CategorySelect_query">;
};
export type dishesAddPageQuery = {
  response: dishesAddPageQuery$data;
  variables: dishesAddPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "dishesAddPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CategorySelect_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "dishesAddPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DishCategory",
        "kind": "LinkedField",
        "name": "dishCategories",
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
            "name": "categoryId",
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
    ]
  },
  "params": {
    "cacheID": "d992648c64af606545f86bc4a42fdc2b",
    "id": null,
    "metadata": {},
    "name": "dishesAddPageQuery",
    "operationKind": "query",
    "text": "query dishesAddPageQuery {\n  ...CategorySelect_query\n}\n\nfragment CategorySelect_query on Query {\n  dishCategories {\n    id\n    categoryId\n    name\n  }\n}\n"
  }
};

(node as any).hash = "69f8d88018daaf9f68755750c09c8645";

export default node;
