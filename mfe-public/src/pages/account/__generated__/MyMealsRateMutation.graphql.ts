/**
 * @generated SignedSource<<6ebb2b75d61fd0b00e9ba0fc3d1ecfb4>>
 * @relayHash 3b8e6faebfcf51b13d08fb6434826949
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d54e67d36132e11726219631827c6e9536792f7f307ccaabd006f73233cfaaa3

import { ConcreteRequest } from 'relay-runtime';
export type MyMealsRateMutation$variables = {
  comment?: string | null | undefined;
  id: string;
  stars: number;
};
export type MyMealsRateMutation$data = {
  readonly rateMeal: {
    readonly canRate: boolean;
    readonly id: string;
    readonly rating: number | null | undefined;
    readonly ratingComment: string | null | undefined;
  };
};
export type MyMealsRateMutation = {
  response: MyMealsRateMutation$data;
  variables: MyMealsRateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comment"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stars"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "comment",
        "variableName": "comment"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "stars",
        "variableName": "stars"
      }
    ],
    "concreteType": "Meal",
    "kind": "LinkedField",
    "name": "rateMeal",
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
        "name": "rating",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ratingComment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canRate",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyMealsRateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MyMealsRateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d54e67d36132e11726219631827c6e9536792f7f307ccaabd006f73233cfaaa3",
    "metadata": {},
    "name": "MyMealsRateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "62279889694f97d166a747da25fa03d4";

export default node;
