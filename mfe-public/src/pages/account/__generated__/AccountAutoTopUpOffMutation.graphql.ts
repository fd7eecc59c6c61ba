/**
 * @generated SignedSource<<e6c97a5e6de167f1d45bdc6f4aad6c64>>
 * @relayHash 5e964a1f5e9843f7ad186938dbf19fb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01a32e75571e7949cce824bd0337012d7f8c45ae04cdf76bf638ad3a7a55019e

import { ConcreteRequest } from 'relay-runtime';
export type AutoTopUpStatus = "active" | "off" | "pending" | "%future added value";
export type AccountAutoTopUpOffMutation$variables = Record<PropertyKey, never>;
export type AccountAutoTopUpOffMutation$data = {
  readonly turnOffAutoTopUp: {
    readonly status: AutoTopUpStatus;
  };
};
export type AccountAutoTopUpOffMutation = {
  response: AccountAutoTopUpOffMutation$data;
  variables: AccountAutoTopUpOffMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AutoTopUp",
    "kind": "LinkedField",
    "name": "turnOffAutoTopUp",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountAutoTopUpOffMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountAutoTopUpOffMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "01a32e75571e7949cce824bd0337012d7f8c45ae04cdf76bf638ad3a7a55019e",
    "metadata": {},
    "name": "AccountAutoTopUpOffMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e622cef1043700427a9efc3fbd967d75";

export default node;
