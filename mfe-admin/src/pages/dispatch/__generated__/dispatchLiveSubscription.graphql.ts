/**
 * @generated SignedSource<<6a99d50250e105b4b50e44444006d8a1>>
 * @relayHash 5ecb1ab9b70afbd0cc1b87e7b542afbd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02877ccb74596c544b28df4e14f4391520a76fe38939fec24572681b6dcad333

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type dispatchLiveSubscription$variables = {
  date: any;
  meal: MealOfDay;
};
export type dispatchLiveSubscription$data = {
  readonly dispatchListChanged: {
    readonly date: string;
    readonly meal: MealOfDay;
  };
};
export type dispatchLiveSubscription = {
  response: dispatchLiveSubscription$data;
  variables: dispatchLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meal"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "meal",
        "variableName": "meal"
      }
    ],
    "concreteType": "DispatchChange",
    "kind": "LinkedField",
    "name": "dispatchListChanged",
    "plural": false,
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
    "name": "dispatchLiveSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "dispatchLiveSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "02877ccb74596c544b28df4e14f4391520a76fe38939fec24572681b6dcad333",
    "metadata": {},
    "name": "dispatchLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "416f0b21275b269d7690734a28016637";

export default node;
