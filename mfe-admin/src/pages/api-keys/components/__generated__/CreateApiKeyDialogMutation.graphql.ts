/**
 * @generated SignedSource<<77dd6b0ee673d8503adb19a8059a08df>>
 * @relayHash 62806ce9e68a0aa1c40e0b81852b87a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8751fa7780be875edc79fd31b05f23f04c3e94494f8621c37b812343fb63ac14

import { ConcreteRequest } from 'relay-runtime';
export type ApiKeyRole = "admin" | "readonly" | "%future added value";
export type CreateApiKeyInput = {
  expiresOn?: any | null | undefined;
  name: string;
  role: ApiKeyRole;
};
export type CreateApiKeyDialogMutation$variables = {
  input: CreateApiKeyInput;
};
export type CreateApiKeyDialogMutation$data = {
  readonly createApiKey: {
    readonly apiKey: {
      readonly id: string;
      readonly name: string;
    };
    readonly key: string;
    readonly message: string;
  };
};
export type CreateApiKeyDialogMutation = {
  response: CreateApiKeyDialogMutation$data;
  variables: CreateApiKeyDialogMutation$variables;
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
    "concreteType": "CreateApiKeyPayload",
    "kind": "LinkedField",
    "name": "createApiKey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiKey",
        "kind": "LinkedField",
        "name": "apiKey",
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
          }
        ],
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
    "name": "CreateApiKeyDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateApiKeyDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8751fa7780be875edc79fd31b05f23f04c3e94494f8621c37b812343fb63ac14",
    "metadata": {},
    "name": "CreateApiKeyDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3077cfafc6cf0b1894a76784f5c3b950";

export default node;
