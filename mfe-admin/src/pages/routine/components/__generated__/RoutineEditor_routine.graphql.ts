/**
 * @generated SignedSource<<2a7126ed8ca3c31e1478372aea3f287f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type Weekday = "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RoutineEditor_routine$data = {
  readonly changesFrom: ReadonlyArray<{
    readonly label: string;
    readonly meal: MealOfDay;
    readonly weekday: Weekday;
  }>;
  readonly slots: ReadonlyArray<{
    readonly addressId: number | null | undefined;
    readonly drinks: boolean;
    readonly hour: number;
    readonly meal: MealOfDay;
    readonly proteinMultiplier: number;
    readonly snacks: boolean;
    readonly type: CategoryType;
    readonly weekday: Weekday;
  }>;
  readonly " $fragmentType": "RoutineEditor_routine";
};
export type RoutineEditor_routine$key = {
  readonly " $data"?: RoutineEditor_routine$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoutineEditor_routine">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weekday",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meal",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoutineEditor_routine",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RoutineSlot",
      "kind": "LinkedField",
      "name": "slots",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
          "name": "type",
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
          "name": "proteinMultiplier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addressId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RoutineChangeDate",
      "kind": "LinkedField",
      "name": "changesFrom",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Routine",
  "abstractKey": null
};
})();

(node as any).hash = "b0d7a398e44ccf7e1a7297e504b4a233";

export default node;
