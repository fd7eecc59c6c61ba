/**
 * @generated SignedSource<<8aa1824784792fa70ec0fe2d45b08c71>>
 * @relayHash e84ba970b6c16459ec2479b3d1faa896
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 748191e83e1899bb522da31c0ba22a28db0304ef4a010d6fc2b37f2371e5da09

import { ConcreteRequest } from 'relay-runtime';
export type ApiKeysTableRevokeMutation$variables = {
  apiKeyId: number;
};
export type ApiKeysTableRevokeMutation$data = {
  readonly revokeApiKey: {
    readonly id: string;
    readonly revokedAt: any | null | undefined;
    readonly status: string;
  };
};
export type ApiKeysTableRevokeMutation = {
  response: ApiKeysTableRevokeMutation$data;
  variables: ApiKeysTableRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "apiKeyId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "apiKeyId",
        "variableName": "apiKeyId"
      }
    ],
    "concreteType": "ApiKey",
    "kind": "LinkedField",
    "name": "revokeApiKey",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedAt",
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
    "name": "ApiKeysTableRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysTableRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "748191e83e1899bb522da31c0ba22a28db0304ef4a010d6fc2b37f2371e5da09",
    "metadata": {},
    "name": "ApiKeysTableRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c490fc54f40dfd2d11847c1e9c7ab49";

export default node;
