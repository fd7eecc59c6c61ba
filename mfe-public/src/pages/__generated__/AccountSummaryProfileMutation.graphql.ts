/**
 * @generated SignedSource<<81305a9e5093ff426ad5d1248df46866>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfileInput = {
  name: string;
  phone: string;
};
export type AccountSummaryProfileMutation$variables = {
  input: ProfileInput;
};
export type AccountSummaryProfileMutation$data = {
  readonly updateProfile: {
    readonly id: string;
    readonly name: string;
    readonly phone: string;
  };
};
export type AccountSummaryProfileMutation = {
  response: AccountSummaryProfileMutation$data;
  variables: AccountSummaryProfileMutation$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateProfile",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
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
    "name": "AccountSummaryProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountSummaryProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "12448300b213ba282fdc48e9719d2caf",
    "id": null,
    "metadata": {},
    "name": "AccountSummaryProfileMutation",
    "operationKind": "mutation",
    "text": "mutation AccountSummaryProfileMutation(\n  $input: ProfileInput!\n) {\n  updateProfile(input: $input) {\n    id\n    name\n    phone\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea2e206f22cb8add2e5bd6a9ca5b5025";

export default node;
