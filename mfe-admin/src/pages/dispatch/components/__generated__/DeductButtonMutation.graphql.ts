/**
 * @generated SignedSource<<0b66a14c2d4c5880a0d3e9fcbda5c4a3>>
 * @relayHash 2ed464e98416e48e7a4041c72d8a7728
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b4843c6deec79643e5ab0b7368ce468c204e6fe983231d4666940b79be7ae93

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type DeductButtonMutation$variables = {
  date?: any | null | undefined;
  meal: MealOfDay;
  userId: number;
};
export type DeductButtonMutation$data = {
  readonly deductCredits: {
    readonly balance: number;
    readonly meal: MealOfDay;
    readonly success: boolean;
    readonly userId: number;
  };
};
export type DeductButtonMutation = {
  response: DeductButtonMutation$data;
  variables: DeductButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meal"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
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
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "DeductCreditsPayload",
    "kind": "LinkedField",
    "name": "deductCredits",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
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
        "name": "balance",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeductButtonMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeductButtonMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "1b4843c6deec79643e5ab0b7368ce468c204e6fe983231d4666940b79be7ae93",
    "metadata": {},
    "name": "DeductButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "414a7001900d37c597013e90ab9e6d22";

export default node;
