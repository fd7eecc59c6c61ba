/**
 * @generated SignedSource<<9d0dd9c6cdabf660472eb94dc763e287>>
 * @relayHash 88b913ed87808f0b9c8c86205c93653d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53c1503021a9cb9b8c85c1703945d6628b2a94651a6c4dde3a96228e7ed7a8bc

import { ConcreteRequest } from 'relay-runtime';
export type ReferralProgrammeInput = {
  credit: number;
};
export type ReferralCreditMutation$variables = {
  input: ReferralProgrammeInput;
};
export type ReferralCreditMutation$data = {
  readonly updateReferralProgramme: {
    readonly active: boolean;
    readonly credit: number;
  };
};
export type ReferralCreditMutation = {
  response: ReferralCreditMutation$data;
  variables: ReferralCreditMutation$variables;
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
    "concreteType": "ReferralProgramme",
    "kind": "LinkedField",
    "name": "updateReferralProgramme",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "credit",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "active",
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
    "name": "ReferralCreditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReferralCreditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "53c1503021a9cb9b8c85c1703945d6628b2a94651a6c4dde3a96228e7ed7a8bc",
    "metadata": {},
    "name": "ReferralCreditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d7b406413ed09f930af2d5ffbb126613";

export default node;
