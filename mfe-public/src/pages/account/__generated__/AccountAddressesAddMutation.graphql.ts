/**
 * @generated SignedSource<<000297b50629e8bc1b153b76d6ce9418>>
 * @relayHash 678db25cc254725f3ce0aa4bc097015a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d071b8b377b9ec90313c38e875a552037400789afa708e9f75e12260164953f7

import { ConcreteRequest } from 'relay-runtime';
export type AddressInput = {
  city: string;
  isDefault?: boolean | null | undefined;
  label: string;
  landmark?: string | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  notes?: string | null | undefined;
  pin: string;
};
export type AccountAddressesAddMutation$variables = {
  input: AddressInput;
};
export type AccountAddressesAddMutation$data = {
  readonly addAddress: {
    readonly id: string;
  };
};
export type AccountAddressesAddMutation = {
  response: AccountAddressesAddMutation$data;
  variables: AccountAddressesAddMutation$variables;
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
    "concreteType": "Address",
    "kind": "LinkedField",
    "name": "addAddress",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountAddressesAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountAddressesAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d071b8b377b9ec90313c38e875a552037400789afa708e9f75e12260164953f7",
    "metadata": {},
    "name": "AccountAddressesAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2f5cab23b9d0a42a5d23d9a32432e83";

export default node;
