/**
 * @generated SignedSource<<62fadf0ddf03f0c1bf70beebb4ade7a2>>
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
];
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
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
    "cacheID": "1be818dc9daf4d5653b2930282befcba",
    "id": null,
    "metadata": {},
    "name": "orderEnquiryDetailPageQuery",
    "operationKind": "query",
    "text": "query orderEnquiryDetailPageQuery(\n  $id: ID!\n) {\n  enquiry(id: $id) {\n    ...OrderEnquiryDetails_enquiry\n    id\n  }\n}\n\nfragment OrderEnquiryDetails_enquiry on Enquiry {\n  enquiryId\n  name\n  email\n  phone\n  mealType\n  mealDetails\n  duration\n  addons\n  createdAt\n  attended\n  ...OrderEnquiryForm_enquiry\n}\n\nfragment OrderEnquiryForm_enquiry on Enquiry {\n  id\n  attended\n  adminNotes\n}\n"
  }
};
})();

(node as any).hash = "2820d9e9c4cfb2ac255f3deb46bb20d1";

export default node;
