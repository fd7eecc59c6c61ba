/**
 * @generated SignedSource<<7be792a276cfcd09eee8299a8e2611ab>>
 * @relayHash 20ec664554793c138e4434b8117d9b26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1f5e6d0070d8aacb89f8813f3b4323b84d75f016802223ed637af8eb0117885

import { ConcreteRequest } from 'relay-runtime';
export type ContactEnquiryFormMutation$variables = {
  attended: boolean;
  id: string;
  sessionNotes?: string | null | undefined;
};
export type ContactEnquiryFormMutation$data = {
  readonly updateContactEnquiry: {
    readonly attended: boolean;
    readonly id: string;
    readonly sessionNotes: string | null | undefined;
  };
};
export type ContactEnquiryFormMutation = {
  response: ContactEnquiryFormMutation$data;
  variables: ContactEnquiryFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attended"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sessionNotes"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "attended",
        "variableName": "attended"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "sessionNotes",
        "variableName": "sessionNotes"
      }
    ],
    "concreteType": "ContactEnquiry",
    "kind": "LinkedField",
    "name": "updateContactEnquiry",
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
        "name": "attended",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sessionNotes",
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
    "name": "ContactEnquiryFormMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContactEnquiryFormMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d1f5e6d0070d8aacb89f8813f3b4323b84d75f016802223ed637af8eb0117885",
    "metadata": {},
    "name": "ContactEnquiryFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8a0893f5feec1dbfbdc2da01bdae49aa";

export default node;
