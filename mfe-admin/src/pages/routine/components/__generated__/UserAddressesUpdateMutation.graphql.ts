/**
 * @generated SignedSource<<040e3e3e012d85d8de9c0ba6563a626b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "439427caf72aa4338ca04279016a9ea6",
    "id": null,
    "metadata": {},
    "name": "UserAddressesUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation UserAddressesUpdateMutation(\n  $id: ID!\n  $userId: Int!\n  $input: AddressInput!\n) {\n  updateAddress(id: $id, userId: $userId, input: $input) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2dc341d670c4fa18cbf1116efa41119e";

export default node;
