/**
 * @generated SignedSource<<d520331de3b86c202fc3dff3be211568>>
 * @relayHash adfdea3891639ee854a80cd6d464bd16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc20acabc085830d82bbd084cd566ac9082ac4212a5dd3ae1ec42b2a841ec9df

import { ConcreteRequest } from 'relay-runtime';
export type ReverseButtonMutation$variables = {
  id: string;
};
export type ReverseButtonMutation$data = {
  readonly reverseTransaction: {
    readonly reversal: {
      readonly id: string;
    };
    readonly user: {
      readonly credit: number;
      readonly id: string;
    };
  };
};
export type ReverseButtonMutation = {
  response: ReverseButtonMutation$data;
  variables: ReverseButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "ReverseTransactionPayload",
    "kind": "LinkedField",
    "name": "reverseTransaction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CreditTransaction",
        "kind": "LinkedField",
        "name": "reversal",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "credit",
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
    "name": "ReverseButtonMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReverseButtonMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cc20acabc085830d82bbd084cd566ac9082ac4212a5dd3ae1ec42b2a841ec9df",
    "metadata": {},
    "name": "ReverseButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3e0512b93d25d4c18df8e37a03bc47e4";

export default node;
