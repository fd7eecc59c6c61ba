/**
 * @generated SignedSource<<3ccd00917387731dd4773c27ef5bf963>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentDifferenceKind = "amount_mismatch" | "captured_twice" | "paid_after_abandoned" | "paid_after_failed" | "payment_reused" | "unknown_order" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentDifferences_query$data = {
  readonly paymentDifferences: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly detail: string;
        readonly foundAt: any;
        readonly id: string;
        readonly kind: PaymentDifferenceKind;
        readonly payment: {
          readonly orderId: string;
          readonly user: {
            readonly email: string;
            readonly name: string;
          };
        };
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PaymentDifferences_query";
};
export type PaymentDifferences_query$key = {
  readonly " $data"?: PaymentDifferences_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDifferences_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentDifferences_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        },
        {
          "kind": "Literal",
          "name": "resolved",
          "value": false
        }
      ],
      "concreteType": "QueryPaymentDifferencesConnection",
      "kind": "LinkedField",
      "name": "paymentDifferences",
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
          "concreteType": "QueryPaymentDifferencesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PaymentDifference",
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
                  "name": "kind",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "detail",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "foundAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Payment",
                  "kind": "LinkedField",
                  "name": "payment",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "orderId",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "User",
                      "kind": "LinkedField",
                      "name": "user",
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
          "storageKey": null
        }
      ],
      "storageKey": "paymentDifferences(first:20,resolved:false)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5b040674382fb9f334b9fab10f95ed8e";

export default node;
