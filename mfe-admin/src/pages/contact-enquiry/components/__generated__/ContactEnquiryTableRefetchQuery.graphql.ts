/**
 * @generated SignedSource<<47ceb3e4c8b0ca346770beca0e7e6ea7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactEnquiryTableRefetchQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  from?: any | null | undefined;
  search?: string | null | undefined;
  to?: any | null | undefined;
  unattendedOnly?: boolean | null | undefined;
};
export type ContactEnquiryTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ContactEnquiryTable_query">;
};
export type ContactEnquiryTableRefetchQuery = {
  response: ContactEnquiryTableRefetchQuery$data;
  variables: ContactEnquiryTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "unattendedOnly"
  }
],
v1 = [
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
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  },
  {
    "kind": "Variable",
    "name": "unattendedOnly",
    "variableName": "unattendedOnly"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactEnquiryTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ContactEnquiryTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactEnquiryTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContactEnquiryConnection",
        "kind": "LinkedField",
        "name": "contactEnquiries",
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
            "concreteType": "ContactEnquiryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContactEnquiry",
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
                    "name": "contactId",
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
    ]
  },
  "params": {
    "cacheID": "31b507a244845d7b2f14dac53655be81",
    "id": null,
    "metadata": {},
    "name": "ContactEnquiryTableRefetchQuery",
    "operationKind": "query",
    "text": "query ContactEnquiryTableRefetchQuery(\n  $after: String\n  $first: Int = 10\n  $from: Date\n  $search: String\n  $to: Date\n  $unattendedOnly: Boolean\n) {\n  ...ContactEnquiryTable_query_2BZHc7\n}\n\nfragment ContactEnquiryTable_query_2BZHc7 on Query {\n  contactEnquiries(first: $first, after: $after, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to) {\n    totalCount\n    edges {\n      node {\n        id\n        contactId\n        name\n        email\n        phone\n        message\n        submittedAt\n        attended\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc3290adcd2a1e114b71a3a70f6e4b4f";

export default node;
