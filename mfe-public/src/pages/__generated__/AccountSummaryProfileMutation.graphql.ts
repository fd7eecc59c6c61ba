/**
 * @generated SignedSource<<390d5596c31a9e468c9339c603509aa6>>
 * @relayHash 12448300b213ba282fdc48e9719d2caf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0aecfa38699449e73f876eb127ff2949db1e4eb83d7cd1706a4a9d5533e90110

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
    "id": "0aecfa38699449e73f876eb127ff2949db1e4eb83d7cd1706a4a9d5533e90110",
    "metadata": {},
    "name": "AccountSummaryProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ea2e206f22cb8add2e5bd6a9ca5b5025";

export default node;
