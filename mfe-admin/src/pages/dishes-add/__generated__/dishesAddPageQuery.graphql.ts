/**
 * @generated SignedSource<<2fe6212c15daf1ea1d150ff19d384b91>>
 * @relayHash d992648c64af606545f86bc4a42fdc2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c1752fb5f251d0eaba95387ad2418b58c36ab9db3431e2d1ba7bf65dce874ac

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
    "id": "8c1752fb5f251d0eaba95387ad2418b58c36ab9db3431e2d1ba7bf65dce874ac",
    "metadata": {},
    "name": "dishesAddPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "80441cd30548dadd29c6620ea6373e0f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
