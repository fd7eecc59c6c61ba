/**
 * @generated SignedSource<<43b364053ebcc54806f3280e7c9eebd0>>
 * @relayHash eb90bf0d3162b8cb642857ec75088484
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82957528d1a6ef0666240487322b8e169917b6fba26cbb5933d3e558fb2d110f

import { ConcreteRequest } from 'relay-runtime';
export type UserDocumentsPdfQuery$variables = {
  documentId: number;
  userId: number;
};
export type UserDocumentsPdfQuery$data = {
  readonly taxDocument: {
    readonly pdf: {
      readonly base64: string;
      readonly fileName: string;
    };
  };
};
export type UserDocumentsPdfQuery = {
  response: UserDocumentsPdfQuery$data;
  variables: UserDocumentsPdfQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "documentId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "documentId",
    "variableName": "documentId"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v3 = {
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserDocumentsPdfQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TaxDocument",
        "kind": "LinkedField",
        "name": "taxDocument",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
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
    "name": "UserDocumentsPdfQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TaxDocument",
        "kind": "LinkedField",
        "name": "taxDocument",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
    "id": "82957528d1a6ef0666240487322b8e169917b6fba26cbb5933d3e558fb2d110f",
    "metadata": {},
    "name": "UserDocumentsPdfQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8dd169ea2f7f46975a5b4be6f05c22b1";

export default node;
