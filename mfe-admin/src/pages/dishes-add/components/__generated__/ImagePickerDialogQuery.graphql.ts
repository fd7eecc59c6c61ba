/**
 * @generated SignedSource<<e18cdd8682043194c9f8bb1234a27c0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImagePickerDialogQuery$variables = {
  after?: string | null | undefined;
  first: number;
};
export type ImagePickerDialogQuery$data = {
  readonly dishImages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly key: string;
        readonly url: string;
      };
    }>;
    readonly totalCount: number;
  };
};
export type ImagePickerDialogQuery = {
  response: ImagePickerDialogQuery$data;
  variables: ImagePickerDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "DishImageConnection",
    "kind": "LinkedField",
    "name": "dishImages",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DishImageEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DishImage",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImagePickerDialogQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ImagePickerDialogQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4187bf65528686b835bc0b00ea180009",
    "id": null,
    "metadata": {},
    "name": "ImagePickerDialogQuery",
    "operationKind": "query",
    "text": "query ImagePickerDialogQuery(\n  $first: Int!\n  $after: String\n) {\n  dishImages(first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        id\n        key\n        url\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c6e08e084f1199a0ea29908186ffe8d";

export default node;
