/**
 * @generated SignedSource<<b56c1a209c88c4ca9cf066ae9497a17c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type Weekday = "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DayCard_day$data = {
  readonly date: string;
  readonly meals: ReadonlyArray<{
    readonly meal: MealOfDay;
    readonly " $fragmentSpreads": FragmentRefs<"MealBreakdown_meal">;
  }>;
  readonly totalMeals: number;
  readonly weekday: Weekday;
  readonly " $fragmentType": "DayCard_day";
};
export type DayCard_day$key = {
  readonly " $data"?: DayCard_day$data;
  readonly " $fragmentSpreads": FragmentRefs<"DayCard_day">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DayCard_day",
  "selections": [
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
      "name": "weekday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalMeals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MealSummary",
      "kind": "LinkedField",
      "name": "meals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meal",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MealBreakdown_meal"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DaySummary",
  "abstractKey": null
};

(node as any).hash = "f483b370e34be20f9027a6c5e9d3728b";

export default node;
