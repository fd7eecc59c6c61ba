/**
 * @generated SignedSource<<89b4b555e4831642117c6e19913e5b34>>
 * @relayHash 8c65749f5f938d72feb31e526ed883ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d4bde7071b8b45e8d5f0e86fa6edf94858e728dffbdde320d6c3b4bcda9ad58

import { ConcreteRequest } from 'relay-runtime';
export type UserActionsSetDisabledMutation$variables = {
  disabled: boolean;
  userId: number;
};
export type UserActionsSetDisabledMutation$data = {
  readonly setUserDisabled: {
    readonly id: string;
    readonly isDisabled: boolean;
  };
};
export type UserActionsSetDisabledMutation = {
  response: UserActionsSetDisabledMutation$data;
  variables: UserActionsSetDisabledMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "disabled"
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
        "name": "disabled",
        "variableName": "disabled"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setUserDisabled",
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
        "name": "isDisabled",
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
    "name": "UserActionsSetDisabledMutation",
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
    "name": "UserActionsSetDisabledMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2d4bde7071b8b45e8d5f0e86fa6edf94858e728dffbdde320d6c3b4bcda9ad58",
    "metadata": {},
    "name": "UserActionsSetDisabledMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "84db3b625000170b2a248ce12d4a9702";

export default node;
