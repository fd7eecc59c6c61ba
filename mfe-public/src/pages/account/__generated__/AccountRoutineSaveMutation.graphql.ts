/**
 * @generated SignedSource<<c79614c0371ee56bf47fe22d82aa16f9>>
 * @relayHash 6c7e4a018442e6304846103318a194bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f983e16da7f35bc80700de3bd85dbc8ce1a74474c968ac770f6ffa803be34b2

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
    "id": "3f983e16da7f35bc80700de3bd85dbc8ce1a74474c968ac770f6ffa803be34b2",
    "metadata": {},
    "name": "AccountRoutineSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2161f860118ad6717fa17cd1de56de7a";

export default node;
