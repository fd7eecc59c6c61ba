/**
 * @generated SignedSource<<16b195b9e78038eaea36668b33907b52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type MealState = "closed" | "delivered" | "locked" | "not_affordable" | "not_delivered" | "out_for_delivery" | "paused" | "scheduled" | "skipped" | "%future added value";
export type Weekday = "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DispatchTable_list$data = {
  readonly date: string;
  readonly deductRefusal: string | null | undefined;
  readonly entries: ReadonlyArray<{
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
    readonly pin: string | null | undefined;
    readonly proteinMultiplier: number;
    readonly snacks: boolean;
    readonly state: MealState;
    readonly userId: number;
    readonly " $fragmentSpreads": FragmentRefs<"DeductButton_entry" | "ReturnCreditButton_entry">;
  }>;
  readonly meal: MealOfDay;
  readonly production: ReadonlyArray<{
    readonly categoryType: CategoryType;
    readonly dishName: string | null | undefined;
    readonly drinks: number;
    readonly meals: number;
    readonly proteinPortions: number;
    readonly snacks: number;
  }>;
  readonly weekday: Weekday;
  readonly " $fragmentType": "DispatchTable_list";
};
export type DispatchTable_list$key = {
  readonly " $data"?: DispatchTable_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"DispatchTable_list">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryType",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dishName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "snacks",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "drinks",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DispatchTable_list",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "meal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deductRefusal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DispatchProductionLine",
      "kind": "LinkedField",
      "name": "production",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meals",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proteinPortions",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DispatchEntry",
      "kind": "LinkedField",
      "name": "entries",
      "plural": true,
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        (v2/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "DispatchList",
  "abstractKey": null
};
})();

(node as any).hash = "b3003158dfb428ea5c75227d19358fe8";

export default node;
