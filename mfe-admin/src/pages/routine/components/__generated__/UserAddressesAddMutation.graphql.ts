/**
 * @generated SignedSource<<44724df56055b7a630bd41b6f3e6df44>>
 * @relayHash 290ba52bcdbc0a90687202ba1c290a43
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9de696d475b02a726719b4c0972f3b38f699d7170ac681225e7c2ca6c85fbe88

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
export type UserAddressesAddMutation$variables = {
  input: AddressInput;
  userId: number;
};
export type UserAddressesAddMutation$data = {
  readonly addAddress: {
    readonly id: string;
  };
};
export type UserAddressesAddMutation = {
  response: UserAddressesAddMutation$data;
  variables: UserAddressesAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserAddressesAddMutation",
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
    "name": "UserAddressesAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9de696d475b02a726719b4c0972f3b38f699d7170ac681225e7c2ca6c85fbe88",
    "metadata": {},
    "name": "UserAddressesAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f5d2cbfecdbf6ab0b9ebdfc4254cfb0e";

export default node;
