/**
 * @generated SignedSource<<f68321cfc1ded147ae293fc18a91e838>>
 * @relayHash dfb8c7d3dbc62e21a197a95593f7ca95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da4e230d715afc3fbed9ad471fe970244d00c1b0eb47ce595b09d57970441529

import { ConcreteRequest } from 'relay-runtime';
export type serviceAreaAddMutation$variables = {
  pins: ReadonlyArray<string>;
};
export type serviceAreaAddMutation$data = {
  readonly addServiceAreaPins: ReadonlyArray<{
    readonly pin: string;
  }>;
};
export type serviceAreaAddMutation = {
  response: serviceAreaAddMutation$data;
  variables: serviceAreaAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pins"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pins",
        "variableName": "pins"
      }
    ],
    "concreteType": "ServiceAreaPin",
    "kind": "LinkedField",
    "name": "addServiceAreaPins",
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
    "name": "serviceAreaAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "serviceAreaAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "da4e230d715afc3fbed9ad471fe970244d00c1b0eb47ce595b09d57970441529",
    "metadata": {},
    "name": "serviceAreaAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f1e22b958475ea19f37f1a107046c687";

export default node;
