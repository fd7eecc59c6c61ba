/**
 * @generated SignedSource<<ec4e828d5816404f5eaa9745a288db01>>
 * @relayHash 3e812d3c8970390dca16d2210b7fca80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb0fb920c3932b2a4c1837e89a6fc1da8d6769838d2142105f89dfda896c2ac4

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
  couponCode?: string | null | undefined;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "couponCode"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "couponCode",
        "variableName": "couponCode"
      },
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountTopUpStartMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "AccountTopUpStartMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "fb0fb920c3932b2a4c1837e89a6fc1da8d6769838d2142105f89dfda896c2ac4",
    "metadata": {},
    "name": "AccountTopUpStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d10a2c128ecec16a14e858bfe69b8a46";

export default node;
