/**
 * @generated SignedSource<<1428f7dd3becfff080e9da09fe40b837>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "8c4577f9f4ba72be1489956d82537dd6",
    "id": null,
    "metadata": {},
    "name": "OrderEnquiryFormMutation",
    "operationKind": "mutation",
    "text": "mutation OrderEnquiryFormMutation(\n  $id: ID!\n  $attended: Boolean!\n  $adminNotes: String\n) {\n  updateEnquiry(id: $id, attended: $attended, adminNotes: $adminNotes) {\n    id\n    attended\n    adminNotes\n  }\n}\n"
  }
};
})();

(node as any).hash = "95e05690139b63efe70f822b4d6e7d0f";

export default node;
