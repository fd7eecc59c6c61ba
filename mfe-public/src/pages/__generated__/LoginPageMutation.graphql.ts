/**
 * @generated SignedSource<<59999cdd93fbc966b2675487a3fce7f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "customer" | "kitchen" | "%future added value";
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
    "cacheID": "fbc286091cacc5a2dacc5122c954fad2",
    "id": null,
    "metadata": {},
    "name": "LoginPageMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    accessToken\n    user {\n      id\n      name\n      email\n      emailVerified\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d38bf2b771430c84cb30eeb89687f79";

export default node;
