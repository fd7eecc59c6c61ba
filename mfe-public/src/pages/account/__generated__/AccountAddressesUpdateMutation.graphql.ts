/**
 * @generated SignedSource<<1b35f51a847855cfa7e09ca434dcbe6c>>
 * @relayHash 4c18e818ae9d6446ab914df4a9fb887b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID feda8e49796dced70b5680889ce04ce6723aa9fe83af0b76168df24e01caf7dd

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
export type AccountAddressesUpdateMutation$variables = {
  id: string;
  input: AddressInput;
};
export type AccountAddressesUpdateMutation$data = {
  readonly updateAddress: {
    readonly id: string;
  };
};
export type AccountAddressesUpdateMutation = {
  response: AccountAddressesUpdateMutation$data;
  variables: AccountAddressesUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountAddressesUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountAddressesUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "feda8e49796dced70b5680889ce04ce6723aa9fe83af0b76168df24e01caf7dd",
    "metadata": {},
    "name": "AccountAddressesUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8fc26182974bd768729e9d3ee1725c8";

export default node;
