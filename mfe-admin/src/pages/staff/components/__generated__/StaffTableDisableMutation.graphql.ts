/**
 * @generated SignedSource<<8924c3d1ade5e563c5fc2aab2c1282be>>
 * @relayHash 5e26d4a161494ed70d8bc83db4695803
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b158ec2eeb2d886983edc0c59a7745aa58f0b709aea48b3f323fce48af40c70d

import { ConcreteRequest } from 'relay-runtime';
export type StaffTableDisableMutation$variables = {
  disabled: boolean;
  userId: number;
};
export type StaffTableDisableMutation$data = {
  readonly setUserDisabled: {
    readonly id: string;
    readonly isDisabled: boolean;
  };
};
export type StaffTableDisableMutation = {
  response: StaffTableDisableMutation$data;
  variables: StaffTableDisableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "disabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "disabled",
        "variableName": "disabled"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setUserDisabled",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isDisabled",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffTableDisableMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StaffTableDisableMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b158ec2eeb2d886983edc0c59a7745aa58f0b709aea48b3f323fce48af40c70d",
    "metadata": {},
    "name": "StaffTableDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "35b1e799e788daa31c3aabe0712784c7";

export default node;
