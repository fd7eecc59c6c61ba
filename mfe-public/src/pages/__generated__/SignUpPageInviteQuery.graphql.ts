/**
 * @generated SignedSource<<7927f89d47ef521688232a777cee2229>>
 * @relayHash 36212a5d48e22d327aacd0a63157e072
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdf87a46ed34d1c110828cc6d47bf7cfa30e8fb8c939d33b6d3e811b7532c035

import { ConcreteRequest } from 'relay-runtime';
export type SignUpPageInviteQuery$variables = {
  code: string;
};
export type SignUpPageInviteQuery$data = {
  readonly referralInvite: {
    readonly code: string;
    readonly credit: number;
  } | null | undefined;
};
export type SignUpPageInviteQuery = {
  response: SignUpPageInviteQuery$data;
  variables: SignUpPageInviteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "ReferralInvite",
    "kind": "LinkedField",
    "name": "referralInvite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "credit",
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
    "name": "SignUpPageInviteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignUpPageInviteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cdf87a46ed34d1c110828cc6d47bf7cfa30e8fb8c939d33b6d3e811b7532c035",
    "metadata": {},
    "name": "SignUpPageInviteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9494efd3fb2fcb67fd073796d9907a93";

export default node;
