/**
 * @generated SignedSource<<af208783d7993ba109a05c9781b6fd1e>>
 * @relayHash 66cfd374a08b510c381376dc38b2d44b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64f6425ec99a03dec0638d8afaa2f456c0747eff495746e8fa4264aa71b204a7

import { ConcreteRequest } from 'relay-runtime';
export type ReturnCreditButtonMutation$variables = {
  id: string;
};
export type ReturnCreditButtonMutation$data = {
  readonly returnMealCredit: {
    readonly creditReturned: boolean;
    readonly mealId: number;
  };
};
export type ReturnCreditButtonMutation = {
  response: ReturnCreditButtonMutation$data;
  variables: ReturnCreditButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "creditReturned",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReturnCreditButtonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Meal",
        "kind": "LinkedField",
        "name": "returnMealCredit",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "ReturnCreditButtonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Meal",
        "kind": "LinkedField",
        "name": "returnMealCredit",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "64f6425ec99a03dec0638d8afaa2f456c0747eff495746e8fa4264aa71b204a7",
    "metadata": {},
    "name": "ReturnCreditButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b3cdd5cee44fef14407091e76d57e22d";

export default node;
