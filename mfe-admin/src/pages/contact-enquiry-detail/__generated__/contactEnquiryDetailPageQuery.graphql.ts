/**
 * @generated SignedSource<<17ff796d0577bdfe1e3cea3b01c23c2a>>
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

(node as any).hash = "e61a5c745f8dc3a000bbc1d30bb61794";

export default node;
