/**
 * @generated SignedSource<<b7bb5a725112a61e4738c66e78252d09>>
 * @relayHash 33e685b526d96d3822649d6e726f9103
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2196343ff7679fb803eb31f206ccf98a9587924a1ae9b2d5e3bf11eb2a8a2314

import { ConcreteRequest } from 'relay-runtime';
export type ClosuresTableReopenMutation$variables = {
  id: string;
};
export type ClosuresTableReopenMutation$data = {
  readonly reopenKitchen: boolean;
};
export type ClosuresTableReopenMutation = {
  response: ClosuresTableReopenMutation$data;
  variables: ClosuresTableReopenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "kind": "ScalarField",
    "name": "reopenKitchen",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClosuresTableReopenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClosuresTableReopenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2196343ff7679fb803eb31f206ccf98a9587924a1ae9b2d5e3bf11eb2a8a2314",
    "metadata": {},
    "name": "ClosuresTableReopenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "64ac20b65f766c46fec35c27dac40326";

export default node;
