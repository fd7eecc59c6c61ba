/**
 * @generated SignedSource<<b26224773d4a96672f6735d91e94b2b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealCutoffsForm_settings$data = {
  readonly mealCutoffs: {
    readonly breakfast: {
      readonly dayBefore: boolean;
      readonly time: string;
    };
    readonly dinner: {
      readonly dayBefore: boolean;
      readonly time: string;
    };
    readonly lunch: {
      readonly dayBefore: boolean;
      readonly time: string;
    };
  };
  readonly " $fragmentType": "MealCutoffsForm_settings";
};
export type MealCutoffsForm_settings$key = {
  readonly " $data"?: MealCutoffsForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealCutoffsForm_settings">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "time",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dayBefore",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealCutoffsForm_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MealCutoffs",
      "kind": "LinkedField",
      "name": "mealCutoffs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MealCutoff",
          "kind": "LinkedField",
          "name": "breakfast",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MealCutoff",
          "kind": "LinkedField",
          "name": "lunch",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MealCutoff",
          "kind": "LinkedField",
          "name": "dinner",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};
})();

(node as any).hash = "a33156e182cc01b96fb5e92874d3432d";

export default node;
