/**
 * @generated SignedSource<<13f03ec53167cb9863cc6f0b67f29128>>
 * @relayHash 33b8b741fcda1976e448df45aca75801
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cf7ce12dacbf9b3ee52ce7dfd1e1affc8abbf19ba723af09718e8cf793e9ffe

import { ConcreteRequest } from 'relay-runtime';
export type DiscountType = "flat" | "percent" | "%future added value";
export type CouponInput = {
  active?: boolean | null | undefined;
  code: string;
  description?: string | null | undefined;
  discountType: DiscountType;
  maxDiscount?: number | null | undefined;
  minTopUp?: number | null | undefined;
  newCustomersOnly?: boolean | null | undefined;
  totalUses?: number | null | undefined;
  usesPerCustomer?: number | null | undefined;
  validFrom?: any | null | undefined;
  validTo?: any | null | undefined;
  value: number;
};
export type CouponDialogCreateMutation$variables = {
  input: CouponInput;
};
export type CouponDialogCreateMutation$data = {
  readonly createCoupon: {
    readonly code: string | null | undefined;
    readonly id: string;
  };
};
export type CouponDialogCreateMutation = {
  response: CouponDialogCreateMutation$data;
  variables: CouponDialogCreateMutation$variables;
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
    "concreteType": "Offer",
    "kind": "LinkedField",
    "name": "createCoupon",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
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
    "name": "CouponDialogCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CouponDialogCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5cf7ce12dacbf9b3ee52ce7dfd1e1affc8abbf19ba723af09718e8cf793e9ffe",
    "metadata": {},
    "name": "CouponDialogCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cb6cfff55bbbeb0f26e234a966095efa";

export default node;
