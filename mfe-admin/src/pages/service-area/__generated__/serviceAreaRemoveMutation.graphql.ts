/**
 * @generated SignedSource<<27eb0ad178f21a8efb5bb01b64cb165a>>
 * @relayHash f0611a52177811aaa8f71b9a16629dd9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb72a1f83796309630542afca4acbc6c6ef57569c4509ab6dd67268302894563

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
    "id": "bb72a1f83796309630542afca4acbc6c6ef57569c4509ab6dd67268302894563",
    "metadata": {},
    "name": "serviceAreaRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9a24f04a4887c28decef0cc0dc28abd7";

export default node;
