/**
 * @generated SignedSource<<f40c6ffa0cb4b70e4154b1d3a57b7abf>>
 * @relayHash 731ddcffa377af74cc559644af3a0123
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9fed2f9a75607640214ae839ef5473d2f9f53ded35525a3f88e94bea97f8979

import { ConcreteRequest } from 'relay-runtime';
export type SignupInput = {
  confirmPassword: string;
  email: string;
  name: string;
  password: string;
  phone: string;
  pin?: string | null | undefined;
  plan?: QuotePlanInput | null | undefined;
  referralCode?: string | null | undefined;
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
    "id": "a9fed2f9a75607640214ae839ef5473d2f9f53ded35525a3f88e94bea97f8979",
    "metadata": {},
    "name": "SignUpPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f88947c19809d2d091d4fec430ef903b";

export default node;
