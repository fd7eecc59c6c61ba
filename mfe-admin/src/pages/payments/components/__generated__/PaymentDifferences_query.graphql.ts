/**
 * @generated SignedSource<<8693f838f67499d765e7b28de4c83adc>>
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
        readonly differenceId: number;
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
        readonly resolvedAt: any | null | undefined;
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
                  "name": "differenceId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "resolvedAt",
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

(node as any).hash = "c7b684b514545c6f4fad9b6ba17dca2f";

export default node;
