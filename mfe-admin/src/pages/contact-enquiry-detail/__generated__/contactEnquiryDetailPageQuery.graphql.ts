/**
 * @generated SignedSource<<e3beb96b040d0d6052489b12d76975d2>>
 * @relayHash 4d2fc7a1c40239f3faf0df163916f512
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d38312e906e7979b92a55e8259df7c51b15b99d53b83fc3ac54e876a2354082

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type contactEnquiryDetailPageQuery$variables = {
  id: string;
};
export type contactEnquiryDetailPageQuery$data = {
  readonly contactEnquiry: {
    readonly " $fragmentSpreads": FragmentRefs<"ContactEnquiryDetails_contact">;
  };
};
export type contactEnquiryDetailPageQuery = {
  response: contactEnquiryDetailPageQuery$data;
  variables: contactEnquiryDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "contactEnquiryDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContactEnquiry",
        "kind": "LinkedField",
        "name": "contactEnquiry",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContactEnquiryDetails_contact"
          }
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
    "name": "contactEnquiryDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContactEnquiry",
        "kind": "LinkedField",
        "name": "contactEnquiry",
        "plural": false,
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "submittedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attended",
            "storageKey": null
          },
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
            "name": "sessionNotes",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3d38312e906e7979b92a55e8259df7c51b15b99d53b83fc3ac54e876a2354082",
    "metadata": {},
    "name": "contactEnquiryDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ed162c646a6fda23a56d91476dda1167";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
