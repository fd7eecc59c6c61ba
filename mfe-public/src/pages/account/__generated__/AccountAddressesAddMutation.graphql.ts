/**
 * @generated SignedSource<<891e7b50a0cda8795ece7ea3e71bc095>>
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
    "cacheID": "678db25cc254725f3ce0aa4bc097015a",
    "id": null,
    "metadata": {},
    "name": "AccountAddressesAddMutation",
    "operationKind": "mutation",
    "text": "mutation AccountAddressesAddMutation(\n  $input: AddressInput!\n) {\n  addAddress(input: $input) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2f5cab23b9d0a42a5d23d9a32432e83";

export default node;
