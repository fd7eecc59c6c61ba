/**
 * @generated SignedSource<<b36ecd6396080512e669861ff49fe038>>
 * @relayHash c3d9e80bb504b68393135f15358280a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cff6cf4a9dcb686158c5a824f14563e66c9c6dcc95c94c5832bbdfe55b7ce6a1

import { ConcreteRequest } from 'relay-runtime';
export type Addon = "Chicken" | "Egg" | "Paneer" | "%future added value";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type PlanType = "chickenPlan" | "eggPlan" | "vegPlan" | "%future added value";
export type CreateEnquiryInput = {
  addons?: ReadonlyArray<Addon> | null | undefined;
  duration?: number | null | undefined;
  email: string;
  idempotencyKey?: string | null | undefined;
  mealDetails: ReadonlyArray<MealOfDay>;
  mealType: PlanType;
  name: string;
  override?: boolean | null | undefined;
  phone: string;
};
export type QuoteDialogMutation$variables = {
  input: CreateEnquiryInput;
};
export type QuoteDialogMutation$data = {
  readonly createEnquiry: {
    readonly alreadyExists: boolean;
    readonly enquiry: {
      readonly id: string;
    } | null | undefined;
  };
};
export type QuoteDialogMutation = {
  response: QuoteDialogMutation$data;
  variables: QuoteDialogMutation$variables;
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
    "concreteType": "CreateEnquiryPayload",
    "kind": "LinkedField",
    "name": "createEnquiry",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alreadyExists",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Enquiry",
        "kind": "LinkedField",
        "name": "enquiry",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuoteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuoteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cff6cf4a9dcb686158c5a824f14563e66c9c6dcc95c94c5832bbdfe55b7ce6a1",
    "metadata": {},
    "name": "QuoteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fa7898100778d51e3ef1f7756ab6e23f";

export default node;
