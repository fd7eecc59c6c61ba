/**
 * @generated SignedSource<<b695697dc0838984ccc27146c637b659>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealState = "closed" | "delivered" | "locked" | "not_affordable" | "not_delivered" | "out_for_delivery" | "paused" | "scheduled" | "skipped" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DispatchTable_entries$data = ReadonlyArray<{
  readonly address: string | null | undefined;
  readonly addressLabel: string | null | undefined;
  readonly categoryType: CategoryType;
  readonly deducted: boolean;
  readonly deliveryNotes: string | null | undefined;
  readonly dishName: string | null | undefined;
  readonly drinks: boolean;
  readonly email: string;
  readonly name: string;
  readonly notAffordable: boolean;
  readonly phone: string;
  readonly photoUrl: string | null | undefined;
  readonly pin: string | null | undefined;
  readonly proteinMultiplier: number;
  readonly snacks: boolean;
  readonly state: MealState;
  readonly userId: number;
  readonly " $fragmentSpreads": FragmentRefs<"DeductButton_entry" | "ReturnCreditButton_entry">;
  readonly " $fragmentType": "DispatchTable_entries";
}>;
export type DispatchTable_entries$key = ReadonlyArray<{
  readonly " $data"?: DispatchTable_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"DispatchTable_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DispatchTable_entries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userId",
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
      "name": "drinks",
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
      "name": "proteinMultiplier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notAffordable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deducted",
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
      "name": "pin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryNotes",
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
      "name": "photoUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeductButton_entry"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReturnCreditButton_entry"
    }
  ],
  "type": "DispatchEntry",
  "abstractKey": null
};

(node as any).hash = "6f9d87788912e3926eb92bd7b132ebfa";

export default node;
