/**
 * @generated SignedSource<<ffd2c84f51d52e23c68807b613c2bb7d>>
 * @relayHash 0c54c110ed6b10c2916b6a9a45cbe3cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0a041a9fc7d691a6ed024f47245af4b1f376233c72f9657548a0910fdef69ef

import { ConcreteRequest } from 'relay-runtime';
export type AccountPausesResumeMutation$variables = {
  id: number;
};
export type AccountPausesResumeMutation$data = {
  readonly resumeDeliveries: {
    readonly id: string;
  } | null | undefined;
};
export type AccountPausesResumeMutation = {
  response: AccountPausesResumeMutation$data;
  variables: AccountPausesResumeMutation$variables;
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
        "name": "pauseId",
        "variableName": "id"
      }
    ],
    "concreteType": "Pause",
    "kind": "LinkedField",
    "name": "resumeDeliveries",
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
    "name": "AccountPausesResumeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountPausesResumeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b0a041a9fc7d691a6ed024f47245af4b1f376233c72f9657548a0910fdef69ef",
    "metadata": {},
    "name": "AccountPausesResumeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc27e2072533b193da503f3a3e4f0366";

export default node;
