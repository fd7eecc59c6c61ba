/**
 * @generated SignedSource<<d045e77df4e5df91f94cb6a327440be7>>
 * @relayHash 0091bb57f91b7f72670791c3c4a93ef1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f637971c1d3da098027dcd66e3c06df543a9ffb2212b5cf547568053b3922f54

import { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailInput = {
  code: string;
  confirmPassword?: string | null | undefined;
  email: string;
  password?: string | null | undefined;
};
export type VerifyPageVerifyEmailMutation$variables = {
  input: VerifyEmailInput;
};
export type VerifyPageVerifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly message: string;
  };
};
export type VerifyPageVerifyEmailMutation = {
  response: VerifyPageVerifyEmailMutation$data;
  variables: VerifyPageVerifyEmailMutation$variables;
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
    "name": "verifyEmail",
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
    "name": "VerifyPageVerifyEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VerifyPageVerifyEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f637971c1d3da098027dcd66e3c06df543a9ffb2212b5cf547568053b3922f54",
    "metadata": {},
    "name": "VerifyPageVerifyEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4a94f2deb935540259fe2721d6d447f4";

export default node;
