/**
 * @generated SignedSource<<d212f4a68ae9d163bce28d039d93b853>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MealBreakdown_meal$data = {
  readonly meal: MealOfDay;
  readonly notAffordable: number;
  readonly notAffordableUsers: ReadonlyArray<{
    readonly email: string;
    readonly name: string;
    readonly phone: string;
    readonly userId: number;
  }>;
  readonly paused: number;
  readonly skipped: number;
  readonly total: number;
  readonly types: ReadonlyArray<{
    readonly drinks: number;
    readonly extraProtein: number;
    readonly snacks: number;
    readonly total: number;
    readonly type: CategoryType;
  }>;
  readonly " $fragmentType": "MealBreakdown_meal";
};
export type MealBreakdown_meal$key = {
  readonly " $data"?: MealBreakdown_meal$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealBreakdown_meal">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealBreakdown_meal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "meal",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skipped",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paused",
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
      "concreteType": "NotAffordableUser",
      "kind": "LinkedField",
      "name": "notAffordableUsers",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TypeSummary",
      "kind": "LinkedField",
      "name": "types",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "extraProtein",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MealSummary",
  "abstractKey": null
};
})();

(node as any).hash = "f91ab52a74ae50f6483a491334f6f579";

export default node;
