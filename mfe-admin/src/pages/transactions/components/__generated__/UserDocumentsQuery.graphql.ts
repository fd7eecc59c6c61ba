/**
 * @generated SignedSource<<e7b4a9570bfb30829f5f71e70b55bdb6>>
 * @relayHash dc74055d7c5d6c0e62980a17fd1371f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e17981bd1f7ac8bd0e6b9cf2ffd276a91a9997041fbffdd950b4c53a7768761

import { ConcreteRequest } from 'relay-runtime';
export type UserDocumentsQuery$variables = {
  after?: string | null | undefined;
  first: number;
  userId: number;
};
export type UserDocumentsQuery$data = {
  readonly userTaxDocuments: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly cgst: number;
        readonly documentId: number;
        readonly id: string;
        readonly igst: number;
        readonly issuedAt: any;
        readonly month: string | null | undefined;
        readonly number: string;
        readonly sgst: number;
        readonly taxable: number;
        readonly title: string;
        readonly total: number;
      };
    }>;
    readonly totalCount: number;
  };
};
export type UserDocumentsQuery = {
  response: UserDocumentsQuery$data;
  variables: UserDocumentsQuery$variables;
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
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
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
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "TaxDocumentConnection",
    "kind": "LinkedField",
    "name": "userTaxDocuments",
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
        "concreteType": "TaxDocumentEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TaxDocument",
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
                "name": "documentId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "issuedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "month",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taxable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cgst",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sgst",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "igst",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserDocumentsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UserDocumentsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "0e17981bd1f7ac8bd0e6b9cf2ffd276a91a9997041fbffdd950b4c53a7768761",
    "metadata": {},
    "name": "UserDocumentsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c042a5be2b24c5696e3ac0e84ed5d205";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
