/**
 * @generated SignedSource<<3e254588d913e7d7d9207c07f485ac74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DispatchToolbar_list$data = {
  readonly date: string;
  readonly deductRefusal: string | null | undefined;
  readonly meal: MealOfDay;
  readonly skipped: ReadonlyArray<{
    readonly userId: number;
  }>;
  readonly toDeduct: {
    readonly meals: number;
    readonly short: number;
    readonly total?: number;
  };
  readonly total: number;
  readonly " $fragmentType": "DispatchToolbar_list";
};
export type DispatchToolbar_list$key = {
  readonly " $data"?: DispatchToolbar_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"DispatchToolbar_list">;
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
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withMoney"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DispatchToolbar_list",
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
      "name": "meal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deductRefusal",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DispatchToDeduct",
      "kind": "LinkedField",
      "name": "toDeduct",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meals",
          "storageKey": null
        },
        {
          "condition": "withMoney",
          "kind": "Condition",
          "passingValue": true,
          "selections": [
            (v0/*:: as any*/)
          ]
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "short",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DispatchSkip",
      "kind": "LinkedField",
      "name": "skipped",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DispatchList",
  "abstractKey": null
};
})();

(node as any).hash = "0cf6961db0cbb9061f308a00af0a870b";

export default node;
