/**
 * @generated SignedSource<<4b2cb139d67f288cd0a9a2aca427fd87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProposedPlan_query$data = {
  readonly myRoutine: {
    readonly slots: ReadonlyArray<{
      readonly id: string;
    }>;
  };
  readonly viewer: {
    readonly proposedPlan: {
      readonly addonResults: ReadonlyArray<{
        readonly addon: string;
        readonly applied: boolean;
        readonly note: string;
      }>;
      readonly duration: number;
      readonly durationPrice: number;
      readonly meals: ReadonlyArray<string>;
      readonly slots: ReadonlyArray<{
        readonly hour: number;
        readonly meal: MealOfDay;
        readonly proteinMultiplier: number;
        readonly type: CategoryType;
      }>;
      readonly summary: string;
      readonly weekPrice: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ProposedPlan_query";
};
export type ProposedPlan_query$key = {
  readonly " $data"?: ProposedPlan_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProposedPlan_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProposedPlan_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProposedPlan",
          "kind": "LinkedField",
          "name": "proposedPlan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "summary",
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
              "name": "meals",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weekPrice",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "durationPrice",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ProposedAddon",
              "kind": "LinkedField",
              "name": "addonResults",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "addon",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "applied",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "note",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ProposedSlot",
              "kind": "LinkedField",
              "name": "slots",
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
                  "name": "proteinMultiplier",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Routine",
      "kind": "LinkedField",
      "name": "myRoutine",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RoutineSlot",
          "kind": "LinkedField",
          "name": "slots",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ed4701a10c50c34832e9743b66371661";

export default node;
