/**
 * @generated SignedSource<<a75d95687b1a3ef076ca6e7e6a0614f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
export type AccountRoutineSaveMutation$variables = {
  slots: ReadonlyArray<RoutineSlotInput>;
};
export type AccountRoutineSaveMutation$data = {
  readonly setRoutine: {
    readonly userId: number;
  };
};
export type AccountRoutineSaveMutation = {
  response: AccountRoutineSaveMutation$data;
  variables: AccountRoutineSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slots"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slots",
        "variableName": "slots"
      }
    ],
    "concreteType": "Routine",
    "kind": "LinkedField",
    "name": "setRoutine",
    "plural": false,
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountRoutineSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountRoutineSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6c7e4a018442e6304846103318a194bc",
    "id": null,
    "metadata": {},
    "name": "AccountRoutineSaveMutation",
    "operationKind": "mutation",
    "text": "mutation AccountRoutineSaveMutation(\n  $slots: [RoutineSlotInput!]!\n) {\n  setRoutine(slots: $slots) {\n    userId\n  }\n}\n"
  }
};
})();

(node as any).hash = "2161f860118ad6717fa17cd1de56de7a";

export default node;
