/**
 * @generated SignedSource<<cf25d554d62c884be7f7fce91f277b56>>
 * @relayHash d62d8fdb4ce62c7890ec0b002e0ec155
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ee183468ebc56e088e3195f6d71b3b2e6ebe9acbc367f22ab3075f1128606b2

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryOrderCardSaveMutation$variables = {
  pins: ReadonlyArray<string>;
};
export type DeliveryOrderCardSaveMutation$data = {
  readonly setRunOrder: ReadonlyArray<{
    readonly pin: string;
    readonly runOrder: number | null | undefined;
  }>;
};
export type DeliveryOrderCardSaveMutation = {
  response: DeliveryOrderCardSaveMutation$data;
  variables: DeliveryOrderCardSaveMutation$variables;
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
    "name": "setRunOrder",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "runOrder",
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
    "name": "DeliveryOrderCardSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveryOrderCardSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7ee183468ebc56e088e3195f6d71b3b2e6ebe9acbc367f22ab3075f1128606b2",
    "metadata": {},
    "name": "DeliveryOrderCardSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c209f9f35938fc3df86872522c3f7e90";

export default node;
