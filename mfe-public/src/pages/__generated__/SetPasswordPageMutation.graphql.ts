/**
 * @generated SignedSource<<ee656640dbf3ab8fd5c3d9ddce0b3d5f>>
 * @relayHash 7c8421c7a2d65c396a4c41a9594ea0cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57ed7e85dad3f2a23e0720eac7fd35c9412733d77573b6be0ee7edf1b9b93ec2

import { ConcreteRequest } from 'relay-runtime';
export type SetPasswordInput = {
  confirmPassword: string;
  password: string;
  token: string;
};
export type SetPasswordPageMutation$variables = {
  input: SetPasswordInput;
};
export type SetPasswordPageMutation$data = {
  readonly setPassword: {
    readonly message: string;
  };
};
export type SetPasswordPageMutation = {
  response: SetPasswordPageMutation$data;
  variables: SetPasswordPageMutation$variables;
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
    "concreteType": "SetPasswordPayload",
    "kind": "LinkedField",
    "name": "setPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "SetPasswordPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetPasswordPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "57ed7e85dad3f2a23e0720eac7fd35c9412733d77573b6be0ee7edf1b9b93ec2",
    "metadata": {},
    "name": "SetPasswordPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "70250aeb985b2d6ef7482d461acd7773";

export default node;
