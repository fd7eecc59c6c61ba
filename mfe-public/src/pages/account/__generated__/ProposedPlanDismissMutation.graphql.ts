/**
 * @generated SignedSource<<0c0ec7749b8b3e3f43dc0df9dbc28e18>>
 * @relayHash 8b6b545d9d9bd43dda1bb09a77dadb9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9af3557f823516c142687fa2f1c432a2cb51c5bc5f5592862f69dfceb78bbf1

import { ConcreteRequest } from 'relay-runtime';
export type ProposedPlanDismissMutation$variables = Record<PropertyKey, never>;
export type ProposedPlanDismissMutation$data = {
  readonly dismissProposedPlan: {
    readonly id: string;
    readonly proposedPlan: {
      readonly summary: string;
    } | null | undefined;
  };
};
export type ProposedPlanDismissMutation = {
  response: ProposedPlanDismissMutation$data;
  variables: ProposedPlanDismissMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "dismissProposedPlan",
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
        "concreteType": "ProposedPlan",
        "kind": "LinkedField",
        "name": "proposedPlan",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "summary",
            "storageKey": null
          }
        ],
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
    "name": "ProposedPlanDismissMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProposedPlanDismissMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a9af3557f823516c142687fa2f1c432a2cb51c5bc5f5592862f69dfceb78bbf1",
    "metadata": {},
    "name": "ProposedPlanDismissMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a6f643b1d34ce153edbefe95fe5d1236";

export default node;
