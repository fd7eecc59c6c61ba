/**
 * @generated SignedSource<<f9bd5a583545c1a19876ab5b90461204>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealState = "closed" | "delivered" | "locked" | "not_affordable" | "not_delivered" | "out_for_delivery" | "paused" | "scheduled" | "skipped" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReturnCreditButton_entry$data = {
  readonly creditReturned: boolean;
  readonly deducted: boolean;
  readonly id: string;
  readonly mealId: number | null | undefined;
  readonly name: string;
  readonly state: MealState;
  readonly " $fragmentType": "ReturnCreditButton_entry";
};
export type ReturnCreditButton_entry$key = {
  readonly " $data"?: ReturnCreditButton_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnCreditButton_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReturnCreditButton_entry",
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
      "name": "mealId",
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
      "name": "state",
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
      "name": "creditReturned",
      "storageKey": null
    }
  ],
  "type": "DispatchEntry",
  "abstractKey": null
};

(node as any).hash = "cda1ed70a1d148022eab6a381129bef0";

export default node;
