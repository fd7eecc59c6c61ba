/**
 * @generated SignedSource<<51b3d34cc115a242537f9ffc0452e4a9>>
 * @relayHash 34a79e8de7a1a76b00a1e13096bbb313
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c24856f315afe394b6710d56ef7d7e93756210783a4f9d6ce57c62aa97bfb5b1

import { ConcreteRequest } from 'relay-runtime';
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type DispatchToolbarDeductAllMutation$variables = {
  date?: any | null | undefined;
  meal: MealOfDay;
};
export type DispatchToolbarDeductAllMutation$data = {
  readonly deductAll: {
    readonly charged: number;
    readonly chargedUserIds: ReadonlyArray<number>;
    readonly failed: ReadonlyArray<{
      readonly message: string;
      readonly name: string;
      readonly userId: number;
    }>;
  };
};
export type DispatchToolbarDeductAllMutation = {
  response: DispatchToolbarDeductAllMutation$data;
  variables: DispatchToolbarDeductAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meal"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "meal",
        "variableName": "meal"
      }
    ],
    "concreteType": "DeductAllPayload",
    "kind": "LinkedField",
    "name": "deductAll",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "charged",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "chargedUserIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeductAllFailure",
        "kind": "LinkedField",
        "name": "failed",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DispatchToolbarDeductAllMutation",
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
    "name": "DispatchToolbarDeductAllMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c24856f315afe394b6710d56ef7d7e93756210783a4f9d6ce57c62aa97bfb5b1",
    "metadata": {},
    "name": "DispatchToolbarDeductAllMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "24924d712188d6b7ae5a34ff386588d1";

export default node;
