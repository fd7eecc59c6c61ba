/**
 * @generated SignedSource<<47417ca85da9d4bad320a0af9a0a2431>>
 * @relayHash fbc286091cacc5a2dacc5122c954fad2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6f0e3c9b91a086821e46f8f9e137e10f0f2b16c18ef9d76ae294eb17be81028

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "customer" | "delivery" | "kitchen" | "%future added value";
export type LoginInput = {
  email: string;
  password: string;
};
export type LoginPageMutation$variables = {
  input: LoginInput;
};
export type LoginPageMutation$data = {
  readonly login: {
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
export type LoginPageMutation = {
  response: LoginPageMutation$data;
  variables: LoginPageMutation$variables;
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
    "name": "login",
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
    "name": "LoginPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b6f0e3c9b91a086821e46f8f9e137e10f0f2b16c18ef9d76ae294eb17be81028",
    "metadata": {},
    "name": "LoginPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3d38bf2b771430c84cb30eeb89687f79";

export default node;
