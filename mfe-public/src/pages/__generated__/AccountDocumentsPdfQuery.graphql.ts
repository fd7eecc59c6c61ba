/**
 * @generated SignedSource<<a6363d45f495fca099b2ae7f59bd9f16>>
 * @relayHash 570fa75f16e4222d5569fa69ff33b64f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c882a473a94957c09790244e69a7c9685d3ce517ed024113c5a1569715535737

import { ConcreteRequest } from 'relay-runtime';
export type AccountDocumentsPdfQuery$variables = {
  documentId: number;
};
export type AccountDocumentsPdfQuery$data = {
  readonly myTaxDocument: {
    readonly pdf: {
      readonly base64: string;
      readonly fileName: string;
    };
  };
};
export type AccountDocumentsPdfQuery = {
  response: AccountDocumentsPdfQuery$data;
  variables: AccountDocumentsPdfQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "documentId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "documentId",
    "variableName": "documentId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "TaxDocumentPdf",
  "kind": "LinkedField",
  "name": "pdf",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "base64",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountDocumentsPdfQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TaxDocument",
        "kind": "LinkedField",
        "name": "myTaxDocument",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountDocumentsPdfQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TaxDocument",
        "kind": "LinkedField",
        "name": "myTaxDocument",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "c882a473a94957c09790244e69a7c9685d3ce517ed024113c5a1569715535737",
    "metadata": {},
    "name": "AccountDocumentsPdfQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd8f38fe3e359e3d774b083342a9c689";

export default node;
