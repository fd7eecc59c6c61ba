/**
 * @generated SignedSource<<0ce1147b717bef8ca37f9015e700c9ee>>
 * @relayHash fa47a632d387dfaa2ec0085ee3878866
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f6581c721f2a22c33e2b258c186f42ecda168f0ff124014411f74f59cc8155c

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "customer" | "delivery" | "kitchen" | "%future added value";
export type SignInWithCodeInput = {
  code: string;
  email: string;
};
export type SignInCodePageSignInMutation$variables = {
  input: SignInWithCodeInput;
};
export type SignInCodePageSignInMutation$data = {
  readonly signInWithCode: {
    readonly accessToken: string | null | undefined;
    readonly user: {
      readonly email: string;
      readonly emailVerified: boolean;
      readonly id: string;
      readonly name: string;
      readonly role: Role;
    };
  };
};
export type SignInCodePageSignInMutation = {
  response: SignInCodePageSignInMutation$data;
  variables: SignInCodePageSignInMutation$variables;
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
    "concreteType": "AuthPayload",
    "kind": "LinkedField",
    "name": "signInWithCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accessToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SessionUser",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailVerified",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
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
    "name": "SignInCodePageSignInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignInCodePageSignInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9f6581c721f2a22c33e2b258c186f42ecda168f0ff124014411f74f59cc8155c",
    "metadata": {},
    "name": "SignInCodePageSignInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cda5a7ee9644e6986a5fb83bb3bbf5ba";

export default node;
