/**
 * @generated SignedSource<<38bb95ff81801694051dd4ea2edaae33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealState = "closed" | "delivered" | "locked" | "not_affordable" | "not_delivered" | "out_for_delivery" | "paused" | "scheduled" | "skipped" | "%future added value";
export type NotDeliveredReason = "address_not_found" | "not_at_home" | "other" | "refused" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeliveryCard_meal$data = {
  readonly address: string | null | undefined;
  readonly addressLabel: string | null | undefined;
  readonly categoryType: CategoryType;
  readonly customerName: string;
  readonly deliveryNotes: string | null | undefined;
  readonly dishName: string | null | undefined;
  readonly drinks: boolean;
  readonly hour: number;
  readonly id: string;
  readonly note: string | null | undefined;
  readonly phone: string;
  readonly photoUrl: string | null | undefined;
  readonly proteinGrams: number;
  readonly reason: NotDeliveredReason | null | undefined;
  readonly snacks: boolean;
  readonly state: MealState;
  readonly " $fragmentType": "DeliveryCard_meal";
};
export type DeliveryCard_meal$key = {
  readonly " $data"?: DeliveryCard_meal$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryCard_meal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryCard_meal",
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
      "name": "hour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categoryType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dishName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "snacks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "drinks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "proteinGrams",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryNotes",
      "storageKey": null
    }
  ],
  "type": "Meal",
  "abstractKey": null
};

(node as any).hash = "7d366c6a20cebe5ddef16272c5428b59";

export default node;
