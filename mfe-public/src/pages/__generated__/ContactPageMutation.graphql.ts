/**
 * @generated SignedSource<<0ee52198e995b16c9af106875c050d6e>>
 * @relayHash 2b7bb04779dbea0914107b50d28b2992
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 238e8a5684421af81cc596fd5f90a50d94230cc67825af5ee18e4c7275640840

import { ConcreteRequest } from 'relay-runtime';
export type CreateContactEnquiryInput = {
  email: string;
  idempotencyKey?: string | null | undefined;
  message: string;
  name: string;
  phone: string;
};
export type ContactPageMutation$variables = {
  input: CreateContactEnquiryInput;
};
export type ContactPageMutation$data = {
  readonly createContactEnquiry: {
    readonly message: string;
  };
};
export type ContactPageMutation = {
  response: ContactPageMutation$data;
  variables: ContactPageMutation$variables;
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
    "concreteType": "CreateContactEnquiryPayload",
    "kind": "LinkedField",
    "name": "createContactEnquiry",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "238e8a5684421af81cc596fd5f90a50d94230cc67825af5ee18e4c7275640840",
    "metadata": {},
    "name": "ContactPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1678bbe6371ecf9ad5b56ffc845f51c";

export default node;
