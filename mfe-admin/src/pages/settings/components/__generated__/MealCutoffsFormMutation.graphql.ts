/**
 * @generated SignedSource<<c50f603c83922040d98b8455f520421b>>
 * @relayHash dd9468df6d89a9659db3756b23b5a4e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d537e93d61b6a7c03b093919e76dd02f406f0806537db65bdcb85bdce1d36ec9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealCutoffsInput = {
  breakfast: MealCutoffInput;
  dinner: MealCutoffInput;
  lunch: MealCutoffInput;
};
export type MealCutoffInput = {
  dayBefore: boolean;
  time: string;
};
export type MealCutoffsFormMutation$variables = {
  input: MealCutoffsInput;
};
export type MealCutoffsFormMutation$data = {
  readonly updateMealCutoffs: {
    readonly " $fragmentSpreads": FragmentRefs<"MealCutoffsForm_settings">;
  };
};
export type MealCutoffsFormMutation = {
  response: MealCutoffsFormMutation$data;
  variables: MealCutoffsFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MealCutoffsFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "updateMealCutoffs",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MealCutoffsForm_settings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealCutoffsFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "updateMealCutoffs",
        "plural": false,
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
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MealCutoff",
                "kind": "LinkedField",
                "name": "lunch",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MealCutoff",
                "kind": "LinkedField",
                "name": "dinner",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d537e93d61b6a7c03b093919e76dd02f406f0806537db65bdcb85bdce1d36ec9",
    "metadata": {},
    "name": "MealCutoffsFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9982dd33c5d32438d7ae7850b9712866";

export default node;
