/**
 * @generated SignedSource<<7b03a3d5f5a9bf43063a75a52471a04e>>
 * @relayHash 524ce7a95edf79fac95d9f859f269dde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34b12785066c93923a43240514f4f4e90141ec5b38a10bf9ae1e3f7495e2d628

import { ConcreteRequest } from 'relay-runtime';
export type PaymentDifferencesResolveMutation$variables = {
  differenceId: number;
};
export type PaymentDifferencesResolveMutation$data = {
  readonly resolvePaymentDifference: {
    readonly id: string;
    readonly resolvedAt: any | null | undefined;
  };
};
export type PaymentDifferencesResolveMutation = {
  response: PaymentDifferencesResolveMutation$data;
  variables: PaymentDifferencesResolveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "differenceId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "differenceId",
        "variableName": "differenceId"
      }
    ],
    "concreteType": "PaymentDifference",
    "kind": "LinkedField",
    "name": "resolvePaymentDifference",
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
        "name": "resolvedAt",
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
    "name": "PaymentDifferencesResolveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentDifferencesResolveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "34b12785066c93923a43240514f4f4e90141ec5b38a10bf9ae1e3f7495e2d628",
    "metadata": {},
    "name": "PaymentDifferencesResolveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fd4bdb92148962d07c8678ccf3540d14";

export default node;
