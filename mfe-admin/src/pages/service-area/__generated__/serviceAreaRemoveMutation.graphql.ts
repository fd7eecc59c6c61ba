/**
 * @generated SignedSource<<c8048092637d3f9027a9eabd4c2d6933>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type serviceAreaRemoveMutation$variables = {
  pin: string;
};
export type serviceAreaRemoveMutation$data = {
  readonly removeServiceAreaPin: ReadonlyArray<{
    readonly pin: string;
  }>;
};
export type serviceAreaRemoveMutation = {
  response: serviceAreaRemoveMutation$data;
  variables: serviceAreaRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pin"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pin",
        "variableName": "pin"
      }
    ],
    "concreteType": "ServiceAreaPin",
    "kind": "LinkedField",
    "name": "removeServiceAreaPin",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pin",
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
    "name": "serviceAreaRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "serviceAreaRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f0611a52177811aaa8f71b9a16629dd9",
    "id": null,
    "metadata": {},
    "name": "serviceAreaRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation serviceAreaRemoveMutation(\n  $pin: String!\n) {\n  removeServiceAreaPin(pin: $pin) {\n    pin\n  }\n}\n"
  }
};
})();

(node as any).hash = "9a24f04a4887c28decef0cc0dc28abd7";

export default node;
