/**
 * @generated SignedSource<<04f655d432dd5cc3d83a40f416285b5f>>
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

(node as any).hash = "23d4153c7a8bc0befb8364804e3328fc";

export default node;
