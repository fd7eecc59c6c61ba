/**
 * @generated SignedSource<<3325338ccd5c3964326ade91f79433eb>>
 * @relayHash 439427caf72aa4338ca04279016a9ea6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7574495ce71385e0ac28ff3f1b723cdbc2d26464ffb8c05fdda67a1e7b4bab40

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
export type UserAddressesUpdateMutation$variables = {
  id: string;
  input: AddressInput;
  userId: number;
};
export type UserAddressesUpdateMutation$data = {
  readonly updateAddress: {
    readonly id: string;
  };
};
export type UserAddressesUpdateMutation = {
  response: UserAddressesUpdateMutation$data;
  variables: UserAddressesUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "Address",
    "kind": "LinkedField",
    "name": "updateAddress",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserAddressesUpdateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UserAddressesUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "7574495ce71385e0ac28ff3f1b723cdbc2d26464ffb8c05fdda67a1e7b4bab40",
    "metadata": {},
    "name": "UserAddressesUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2dc341d670c4fa18cbf1116efa41119e";

export default node;
