/**
 * @generated SignedSource<<3c25b66fc2113ce0fda5c7529b3a7336>>
 * @relayHash 45235d4b4e53c39bcc483e03a630a2d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2c4b0f249fdfc261c6ae60cd459990b01b0e880e98ecf5704cf9814a9382649

import { ConcreteRequest } from 'relay-runtime';
export type ProposedPlanConfirmMutation$variables = Record<PropertyKey, never>;
export type ProposedPlanConfirmMutation$data = {
  readonly confirmProposedPlan: {
    readonly duration: number;
    readonly leftOut: ReadonlyArray<string>;
  };
};
export type ProposedPlanConfirmMutation = {
  response: ProposedPlanConfirmMutation$data;
  variables: ProposedPlanConfirmMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ConfirmedPlan",
    "kind": "LinkedField",
    "name": "confirmProposedPlan",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "leftOut",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "duration",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProposedPlanConfirmMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProposedPlanConfirmMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c2c4b0f249fdfc261c6ae60cd459990b01b0e880e98ecf5704cf9814a9382649",
    "metadata": {},
    "name": "ProposedPlanConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "481289471c5ee5f291bb3083618002c6";

export default node;
