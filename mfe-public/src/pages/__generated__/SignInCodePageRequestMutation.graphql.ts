/**
 * @generated SignedSource<<e2af825eaab69988ee8930d65f97104a>>
 * @relayHash 522d79995c5687e36b60b5b623ddda6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 370261cd1a8f859bb128313ac3b4623772c3d08b7a40690ad97061522faeec9c

import { ConcreteRequest } from 'relay-runtime';
export type RequestSignInCodeInput = {
  email: string;
};
export type SignInCodePageRequestMutation$variables = {
  input: RequestSignInCodeInput;
};
export type SignInCodePageRequestMutation$data = {
  readonly requestSignInCode: {
    readonly message: string;
  };
};
export type SignInCodePageRequestMutation = {
  response: SignInCodePageRequestMutation$data;
  variables: SignInCodePageRequestMutation$variables;
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
    "name": "requestSignInCode",
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
    "name": "SignInCodePageRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignInCodePageRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "370261cd1a8f859bb128313ac3b4623772c3d08b7a40690ad97061522faeec9c",
    "metadata": {},
    "name": "SignInCodePageRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8f2d068776a566907a17829a3d31487";

export default node;
