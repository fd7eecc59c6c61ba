/**
 * @generated SignedSource<<5e901531f2cd447c3bd1711904dcece1>>
 * @relayHash f08dd2a2d589b7eb46b954c1c72c2856
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a911780806e8ea6834c9cf174e5b84f8893e6788b92619482a7d859252860ef2

import { ConcreteRequest } from 'relay-runtime';
export type ProposedPlanConfirmMutation$variables = Record<PropertyKey, never>;
export type ProposedPlanConfirmMutation$data = {
  readonly confirmProposedPlan: {
    readonly duration: number;
    readonly firstMealDate: string | null | undefined;
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
        "name": "firstMealDate",
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
    "id": "a911780806e8ea6834c9cf174e5b84f8893e6788b92619482a7d859252860ef2",
    "metadata": {},
    "name": "ProposedPlanConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "081b37e02d68a189a9f9ec253a0ee7cc";

export default node;
