/**
 * @generated SignedSource<<946ff036867bcb6804aa2515d13abdc1>>
 * @relayHash 2b7b44487f250fd498bfd5abfdca3f16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d77d07e51d29285d00e425b8301098be24beff821ba4c9b137cf4884601b55c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type Weekday = "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday" | "%future added value";
export type RoutineSlotInput = {
  addressId?: number | null | undefined;
  drinks?: boolean | null | undefined;
  hour: number;
  meal: MealOfDay;
  proteinMultiplier?: number | null | undefined;
  snacks?: boolean | null | undefined;
  type: CategoryType;
  weekday: Weekday;
};
export type RoutineEditorSaveMutation$variables = {
  slots: ReadonlyArray<RoutineSlotInput>;
  userId: number;
};
export type RoutineEditorSaveMutation$data = {
  readonly setRoutine: {
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
  "name": "slots"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "slots",
    "variableName": "slots"
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meal",
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
        "name": "setRoutine",
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
        "name": "setRoutine",
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
              (v4/*:: as any*/),
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
            "concreteType": "RoutineChangeDate",
            "kind": "LinkedField",
            "name": "changesFrom",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1d77d07e51d29285d00e425b8301098be24beff821ba4c9b137cf4884601b55c",
    "metadata": {},
    "name": "RoutineEditorSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "def15e9f4c8a57601eac7b83968d98e6";

export default node;
