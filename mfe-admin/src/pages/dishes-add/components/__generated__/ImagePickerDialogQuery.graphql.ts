/**
 * @generated SignedSource<<c4f4fb71a13e9f1facf7fedff72072f9>>
 * @relayHash 587f9dc394a79d08bacfd72e8816a48a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c60c5b8c328da150f3ea8400f14798d289fbb2841daa0d53687a5233a738c34

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
        readonly srcSet: string | null | undefined;
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "srcSet",
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
    "id": "7c60c5b8c328da150f3ea8400f14798d289fbb2841daa0d53687a5233a738c34",
    "metadata": {},
    "name": "ImagePickerDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4cd9158936b4a6efff1460132d8a38bb";

export default node;
