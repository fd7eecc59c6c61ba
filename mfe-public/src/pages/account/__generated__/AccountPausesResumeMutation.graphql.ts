/**
 * @generated SignedSource<<026a4ceb9145334cd78263676a61a3a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "0c54c110ed6b10c2916b6a9a45cbe3cc",
    "id": null,
    "metadata": {},
    "name": "AccountPausesResumeMutation",
    "operationKind": "mutation",
    "text": "mutation AccountPausesResumeMutation(\n  $id: Int!\n) {\n  resumeDeliveries(pauseId: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc27e2072533b193da503f3a3e4f0366";

export default node;
