/**
 * @generated SignedSource<<eabaafe48ace0fc9214a6757ca18f7ee>>
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
  readonly cutoffHours: number;
  readonly locks: ReadonlyArray<{
    readonly hours: ReadonlyArray<number>;
    readonly reason: string;
    readonly weekday: Weekday;
  }>;
  readonly slots: ReadonlyArray<{
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cutoffHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RoutineLock",
      "kind": "LinkedField",
      "name": "locks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
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

(node as any).hash = "30a8860750aca3dbd6527557c4c63be4";

export default node;
