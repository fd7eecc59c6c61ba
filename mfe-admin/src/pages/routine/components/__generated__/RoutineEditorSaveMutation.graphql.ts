/**
 * @generated SignedSource<<c7027adf6689dd52ab43e806efd99f07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoutineEditorSaveMutation$variables = {
  preference: any;
  userId: number;
};
export type RoutineEditorSaveMutation$data = {
  readonly setRoutinePreference: {
    readonly " $fragmentSpreads": FragmentRefs<"RoutineEditor_routine">;
  };
};
export type RoutineEditorSaveMutation = {
  response: RoutineEditorSaveMutation$data;
  variables: RoutineEditorSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "preference"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "preference",
    "variableName": "preference"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weekday",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoutineEditorSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Routine",
        "kind": "LinkedField",
        "name": "setRoutinePreference",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RoutineEditor_routine"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RoutineEditorSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Routine",
        "kind": "LinkedField",
        "name": "setRoutinePreference",
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
              (v3/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
              (v3/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1b5a8bde59cbb9370d51e072d0aa1f7a",
    "id": null,
    "metadata": {},
    "name": "RoutineEditorSaveMutation",
    "operationKind": "mutation",
    "text": "mutation RoutineEditorSaveMutation(\n  $userId: Int!\n  $preference: RoutinePreference!\n) {\n  setRoutinePreference(userId: $userId, preference: $preference) {\n    ...RoutineEditor_routine\n  }\n}\n\nfragment RoutineEditor_routine on Routine {\n  slots {\n    weekday\n    meal\n    hour\n    type\n    snacks\n    drinks\n    proteinMultiplier\n    id\n  }\n  cutoffHours\n  locks {\n    weekday\n    hours\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b768ffe2d45478c31b83541b77af90d";

export default node;
