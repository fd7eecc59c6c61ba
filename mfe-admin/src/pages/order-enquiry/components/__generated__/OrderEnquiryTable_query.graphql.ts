/**
 * @generated SignedSource<<68cc11a12b4729080d331ccf306fd6c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type PlanType = "chickenPlan" | "eggPlan" | "vegPlan" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderEnquiryTable_query$data = {
  readonly enquiries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attended: boolean;
        readonly createdAt: any;
        readonly duration: number;
        readonly email: string;
        readonly enquiryId: number;
        readonly id: string;
        readonly mealDetails: ReadonlyArray<MealOfDay>;
        readonly mealType: PlanType;
        readonly name: string;
        readonly phone: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "OrderEnquiryTable_query";
};
export type OrderEnquiryTable_query$key = {
  readonly " $data"?: OrderEnquiryTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderEnquiryTable_query">;
};

import OrderEnquiryTableRefetchQuery_graphql from './OrderEnquiryTableRefetchQuery.graphql';

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
      "name": "mealType"
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
      "operation": OrderEnquiryTableRefetchQuery_graphql
    }
  },
  "name": "OrderEnquiryTable_query",
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
          "name": "mealType",
          "variableName": "mealType"
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
      "concreteType": "EnquiryConnection",
      "kind": "LinkedField",
      "name": "enquiries",
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
          "concreteType": "EnquiryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Enquiry",
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
                  "name": "createdAt",
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

(node as any).hash = "b89ad8f038d8332df4777cc1cdfd5b93";

export default node;
