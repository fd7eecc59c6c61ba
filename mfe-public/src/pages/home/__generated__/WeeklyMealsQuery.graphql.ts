/**
 * @generated SignedSource<<e2ebe45825f96a75d30356cc04bb67e5>>
 * @relayHash 65c94e10674ad3c6bddfcc6670b7f1e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31521d8683945273718eb604aaf67573663c861862159e2958b8d10d6db3303b

import { ConcreteRequest } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type WeeklyMealsQuery$variables = Record<PropertyKey, never>;
export type WeeklyMealsQuery$data = {
  readonly publicMenu: {
    readonly items: ReadonlyArray<{
      readonly description: string;
      readonly imageSrcSet: string | null | undefined;
      readonly imageUrl: string | null | undefined;
      readonly name: string;
      readonly type: CategoryType;
    }>;
    readonly weekStart: string;
  };
};
export type WeeklyMealsQuery = {
  response: WeeklyMealsQuery$data;
  variables: WeeklyMealsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PublicMenu",
    "kind": "LinkedField",
    "name": "publicMenu",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "weekStart",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PublicMenuItem",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
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
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageSrcSet",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
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
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WeeklyMealsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WeeklyMealsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "31521d8683945273718eb604aaf67573663c861862159e2958b8d10d6db3303b",
    "metadata": {},
    "name": "WeeklyMealsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9609d6392685977f3bf08a6511baf677";

export default node;
