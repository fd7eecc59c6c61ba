/**
 * @generated SignedSource<<05c3febab686e920824fe60b17832866>>
 * @relayHash 01099095051be48e458bf029447cac99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 880d84b0059adbb28ab1abe7182d64b2a9c2c28a15523c80b79c62f3e566b8c3

import { ConcreteRequest } from 'relay-runtime';
export type AccountAddressesDeleteMutation$variables = {
  id: string;
};
export type AccountAddressesDeleteMutation$data = {
  readonly deleteAddress: {
    readonly id: string;
  };
};
export type AccountAddressesDeleteMutation = {
  response: AccountAddressesDeleteMutation$data;
  variables: AccountAddressesDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "deleteAddress",
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
    "name": "AccountAddressesDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountAddressesDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "880d84b0059adbb28ab1abe7182d64b2a9c2c28a15523c80b79c62f3e566b8c3",
    "metadata": {},
    "name": "AccountAddressesDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a0ed0f80aad688d8832e21f73e9ccc26";

export default node;
