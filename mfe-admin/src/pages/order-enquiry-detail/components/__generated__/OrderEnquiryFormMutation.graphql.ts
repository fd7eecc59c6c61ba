/**
 * @generated SignedSource<<503d596a5ec270469c0c35f324f347f3>>
 * @relayHash 8c4577f9f4ba72be1489956d82537dd6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2777549a34c3cc74274e39bf08158aba14b5fe7d359b5e5214142adff4459c5

import { ConcreteRequest } from 'relay-runtime';
export type OrderEnquiryFormMutation$variables = {
  adminNotes?: string | null | undefined;
  attended: boolean;
  id: string;
};
export type OrderEnquiryFormMutation$data = {
  readonly updateEnquiry: {
    readonly adminNotes: string | null | undefined;
    readonly attended: boolean;
    readonly id: string;
  };
};
export type OrderEnquiryFormMutation = {
  response: OrderEnquiryFormMutation$data;
  variables: OrderEnquiryFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "adminNotes"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attended"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "adminNotes",
        "variableName": "adminNotes"
      },
      {
        "kind": "Variable",
        "name": "attended",
        "variableName": "attended"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Enquiry",
    "kind": "LinkedField",
    "name": "updateEnquiry",
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
        "name": "adminNotes",
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
    "name": "OrderEnquiryFormMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrderEnquiryFormMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "f2777549a34c3cc74274e39bf08158aba14b5fe7d359b5e5214142adff4459c5",
    "metadata": {},
    "name": "OrderEnquiryFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95e05690139b63efe70f822b4d6e7d0f";

export default node;
