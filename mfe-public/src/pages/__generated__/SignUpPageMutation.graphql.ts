/**
 * @generated SignedSource<<c40184efa85597fb0f8094372b43c5f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignupInput = {
  confirmPassword: string;
  email: string;
  name: string;
  password: string;
  phone: string;
  pin?: string | null | undefined;
  plan?: QuotePlanInput | null | undefined;
};
export type QuotePlanInput = {
  addons?: ReadonlyArray<string> | null | undefined;
  duration: number;
  meals: ReadonlyArray<string>;
  plan: string;
};
export type SignUpPageMutation$variables = {
  input: SignupInput;
};
export type SignUpPageMutation$data = {
  readonly signup: {
    readonly message: string;
  };
};
export type SignUpPageMutation = {
  response: SignUpPageMutation$data;
  variables: SignUpPageMutation$variables;
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
    "concreteType": "MessagePayload",
    "kind": "LinkedField",
    "name": "signup",
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
    "name": "SignUpPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignUpPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "731ddcffa377af74cc559644af3a0123",
    "id": null,
    "metadata": {},
    "name": "SignUpPageMutation",
    "operationKind": "mutation",
    "text": "mutation SignUpPageMutation(\n  $input: SignupInput!\n) {\n  signup(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "f88947c19809d2d091d4fec430ef903b";

export default node;
