/**
 * @generated SignedSource<<8343066287a57931be8ebcd0159f3d1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Addon = "Chicken" | "Egg" | "Paneer" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type PlanType = "chickenPlan" | "eggPlan" | "vegPlan" | "%future added value";
export type Role = "admin" | "customer" | "delivery" | "kitchen" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderEnquiryDetails_enquiry$data = {
  readonly account: {
    readonly email: string;
    readonly role: Role;
  } | null | undefined;
  readonly addons: ReadonlyArray<Addon>;
  readonly attended: boolean;
  readonly createdAt: any;
  readonly duration: number;
  readonly email: string;
  readonly enquiryId: number;
  readonly mealDetails: ReadonlyArray<MealOfDay>;
  readonly mealType: PlanType;
  readonly name: string;
  readonly phone: string;
  readonly " $fragmentSpreads": FragmentRefs<"OrderEnquiryForm_enquiry">;
  readonly " $fragmentType": "OrderEnquiryDetails_enquiry";
};
export type OrderEnquiryDetails_enquiry$key = {
  readonly " $data"?: OrderEnquiryDetails_enquiry$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderEnquiryDetails_enquiry">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderEnquiryDetails_enquiry",
  "selections": [
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
    (v0/*:: as any*/),
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
      "name": "addons",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "account",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderEnquiryForm_enquiry"
    }
  ],
  "type": "Enquiry",
  "abstractKey": null
};
})();

(node as any).hash = "51a253931772262760eeb5f1526d43f9";

export default node;
