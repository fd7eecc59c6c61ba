/**
 * @generated SignedSource<<f564556e77b2b3ac436761c6b95675df>>
 * @relayHash aac9d088c29ebc2a0eca054e4ec13b85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ea85c4d2a1ee0e298c194b5871ed1e8a93e5383e61073c563c8e1f1cd384707

import { ConcreteRequest } from 'relay-runtime';
export type PauseInput = {
  from: string;
  to: string;
};
export type AccountPausesPauseMutation$variables = {
  input: PauseInput;
};
export type AccountPausesPauseMutation$data = {
  readonly pauseDeliveries: {
    readonly id: string;
  };
};
export type AccountPausesPauseMutation = {
  response: AccountPausesPauseMutation$data;
  variables: AccountPausesPauseMutation$variables;
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
    "concreteType": "Pause",
    "kind": "LinkedField",
    "name": "pauseDeliveries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "AccountPausesPauseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountPausesPauseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1ea85c4d2a1ee0e298c194b5871ed1e8a93e5383e61073c563c8e1f1cd384707",
    "metadata": {},
    "name": "AccountPausesPauseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "59f8122ba74c19e112bdddb0c693654a";

export default node;
