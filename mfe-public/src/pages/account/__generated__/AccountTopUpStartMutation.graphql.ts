/**
 * @generated SignedSource<<5af36a6a43fba9298dc928e3bcd3912a>>
 * @relayHash 02110b6d295f9002e6705c74c173afbb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 050dc5413e42e32a7ce0274735037146db2cc59634350d6c0f20796f785a3bf6

import { ConcreteRequest } from 'relay-runtime';
export type TopUpPack = "days_14" | "days_28" | "days_7" | "%future added value";
export type StartTopUpInput = {
  amount: number;
  pack?: never;
} | {
  amount?: never;
  pack: TopUpPack;
};
export type AccountTopUpStartMutation$variables = {
  input: StartTopUpInput;
};
export type AccountTopUpStartMutation$data = {
  readonly startTopUp: {
    readonly checkoutUrl: string;
  };
};
export type AccountTopUpStartMutation = {
  response: AccountTopUpStartMutation$data;
  variables: AccountTopUpStartMutation$variables;
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
    "name": "startTopUp",
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
    "name": "AccountTopUpStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountTopUpStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "050dc5413e42e32a7ce0274735037146db2cc59634350d6c0f20796f785a3bf6",
    "metadata": {},
    "name": "AccountTopUpStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "41dda247d21b8ecb2e27b46c4409346b";

export default node;
