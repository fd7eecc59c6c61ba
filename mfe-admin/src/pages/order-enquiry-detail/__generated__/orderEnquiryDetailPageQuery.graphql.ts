/**
 * @generated SignedSource<<6e99031492f0e9d025d0e11ee912db26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orderEnquiryDetailPageQuery$variables = {
  id: string;
};
export type orderEnquiryDetailPageQuery$data = {
  readonly enquiry: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderEnquiryDetails_enquiry">;
  };
};
export type orderEnquiryDetailPageQuery = {
  response: orderEnquiryDetailPageQuery$data;
  variables: orderEnquiryDetailPageQuery$variables;
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "orderEnquiryDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Enquiry",
        "kind": "LinkedField",
        "name": "enquiry",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderEnquiryDetails_enquiry"
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
    "name": "orderEnquiryDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Enquiry",
        "kind": "LinkedField",
        "name": "enquiry",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enquiryId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
            "name": "mealType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mealDetails",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "duration",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "addons",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "adminNotes",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "15f42bbfa8454c6a2ae9e2d8c7fd32c3",
    "id": null,
    "metadata": {},
    "name": "orderEnquiryDetailPageQuery",
    "operationKind": "query",
    "text": "query orderEnquiryDetailPageQuery(\n  $id: ID!\n) {\n  enquiry(id: $id) {\n    ...OrderEnquiryDetails_enquiry\n    id\n  }\n}\n\nfragment OrderEnquiryDetails_enquiry on Enquiry {\n  enquiryId\n  name\n  email\n  phone\n  mealType\n  mealDetails\n  duration\n  addons\n  createdAt\n  attended\n  account {\n    email\n    role\n    id\n  }\n  ...OrderEnquiryForm_enquiry\n}\n\nfragment OrderEnquiryForm_enquiry on Enquiry {\n  id\n  attended\n  adminNotes\n}\n"
  }
};
})();

(node as any).hash = "2820d9e9c4cfb2ac255f3deb46bb20d1";

export default node;
