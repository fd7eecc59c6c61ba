/**
 * @generated SignedSource<<40ae71718cf45ac85b9fff1a00d3c738>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e84ba970b6c16459ec2479b3d1faa896",
    "id": null,
    "metadata": {},
    "name": "ApiKeysTableRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ApiKeysTableRevokeMutation(\n  $apiKeyId: Int!\n) {\n  revokeApiKey(apiKeyId: $apiKeyId) {\n    id\n    status\n    revokedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c490fc54f40dfd2d11847c1e9c7ab49";

export default node;
