/**
 * @generated SignedSource<<4958e03a75b1fc2a8d6042346923ff2d>>
 * @relayHash c580edf460e2db894d69c565e6ce899c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 012920dbbb3ac96acd5158bffe022a89e53d4920cd2b937ef0b74bc96b0304cb

import { ConcreteRequest } from 'relay-runtime';
export type AutoTopUpInput = {
  amount: number;
  days: number;
};
export type AccountAutoTopUpStartMutation$variables = {
  input: AutoTopUpInput;
};
export type AccountAutoTopUpStartMutation$data = {
  readonly startAutoTopUp: {
    readonly checkoutUrl: string;
  };
};
export type AccountAutoTopUpStartMutation = {
  response: AccountAutoTopUpStartMutation$data;
  variables: AccountAutoTopUpStartMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "TopUpCheckout",
    "kind": "LinkedField",
    "name": "startAutoTopUp",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checkoutUrl",
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
    "name": "AccountAutoTopUpStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountAutoTopUpStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "012920dbbb3ac96acd5158bffe022a89e53d4920cd2b937ef0b74bc96b0304cb",
    "metadata": {},
    "name": "AccountAutoTopUpStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "792290f0aba6490e9f0b98bcf991ad95";

export default node;
