/**
 * @generated SignedSource<<47881323fe197647d7d1616b75ef4f89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactEnquiryTable_query$data = {
  readonly contactEnquiries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attended: boolean;
        readonly contactId: number;
        readonly email: string;
        readonly id: string;
        readonly message: string;
        readonly name: string;
        readonly phone: string;
        readonly submittedAt: any;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ContactEnquiryTable_query";
};
export type ContactEnquiryTable_query$key = {
  readonly " $data"?: ContactEnquiryTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactEnquiryTable_query">;
};

import ContactEnquiryTableRefetchQuery_graphql from './ContactEnquiryTableRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ContactEnquiryTableRefetchQuery_graphql
    }
  },
  "name": "ContactEnquiryTable_query",
  "selections": [
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
      ],
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fc3290adcd2a1e114b71a3a70f6e4b4f";

export default node;
