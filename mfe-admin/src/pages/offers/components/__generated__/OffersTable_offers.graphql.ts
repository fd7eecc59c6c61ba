/**
 * @generated SignedSource<<28862ea78b40532de55e2f05c381cb3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DiscountType = "flat" | "percent" | "%future added value";
export type OfferKind = "coupon" | "first_month" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OffersTable_offers$data = ReadonlyArray<{
  readonly active: boolean;
  readonly badge: string;
  readonly code: string | null | undefined;
  readonly description: string;
  readonly discountGiven: number;
  readonly discountType: DiscountType;
  readonly id: string;
  readonly kind: OfferKind;
  readonly maxDiscount: number | null | undefined;
  readonly minTopUp: number;
  readonly newCustomersOnly: boolean;
  readonly offerId: number;
  readonly title: string;
  readonly totalUses: number | null | undefined;
  readonly uses: number;
  readonly usesPerCustomer: number | null | undefined;
  readonly validFrom: any | null | undefined;
  readonly validTo: any | null | undefined;
  readonly value: number;
  readonly " $fragmentType": "OffersTable_offers";
}>;
export type OffersTable_offers$key = ReadonlyArray<{
  readonly " $data"?: OffersTable_offers$data;
  readonly " $fragmentSpreads": FragmentRefs<"OffersTable_offers">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OffersTable_offers",
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
      "name": "offerId",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "badge",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxDiscount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minTopUp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalUses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usesPerCustomer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newCustomersOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountGiven",
      "storageKey": null
    }
  ],
  "type": "Offer",
  "abstractKey": null
};

(node as any).hash = "ce3655cf0c1937ac9679dd1642c49d60";

export default node;
