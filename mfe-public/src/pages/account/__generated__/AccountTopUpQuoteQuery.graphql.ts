/**
 * @generated SignedSource<<18f1ff7b9a458409664921f28cf88178>>
 * @relayHash d589e76b70e4b258cfdc686703fcf7a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9a1fb2a828feb64c2c2fa062475d8b51544b516ef8e12d4ae7fc6cd6cf08bf5

import { ConcreteRequest } from 'relay-runtime';
export type TopUpPack = "days_14" | "days_28" | "days_7" | "%future added value";
export type StartTopUpInput = {
  amount: number;
  pack?: never;
} | {
  amount?: never;
  pack: TopUpPack;
};
export type AccountTopUpQuoteQuery$variables = {
  couponCode?: string | null | undefined;
  input: StartTopUpInput;
};
export type AccountTopUpQuoteQuery$data = {
  readonly topUpQuote: {
    readonly couponApplied: boolean;
    readonly credit: number;
    readonly discount: number;
    readonly discountName: string | null | undefined;
    readonly price: number;
  };
};
export type AccountTopUpQuoteQuery = {
  response: AccountTopUpQuoteQuery$data;
  variables: AccountTopUpQuoteQuery$variables;
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
    "concreteType": "TopUpQuote",
    "kind": "LinkedField",
    "name": "topUpQuote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "credit",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "discount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "price",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "discountName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "couponApplied",
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
    "name": "AccountTopUpQuoteQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AccountTopUpQuoteQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d9a1fb2a828feb64c2c2fa062475d8b51544b516ef8e12d4ae7fc6cd6cf08bf5",
    "metadata": {},
    "name": "AccountTopUpQuoteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2fa631bad85a04ee3294cd71cfd0fd1b";

export default node;
