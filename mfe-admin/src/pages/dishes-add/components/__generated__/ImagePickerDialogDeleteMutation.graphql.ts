/**
 * @generated SignedSource<<eacd505878ecc61e445482cc26f0dcb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImagePickerDialogDeleteMutation$variables = {
  key: string;
};
export type ImagePickerDialogDeleteMutation$data = {
  readonly deleteDishImage: {
    readonly deletedId: string;
  };
};
export type ImagePickerDialogDeleteMutation = {
  response: ImagePickerDialogDeleteMutation$data;
  variables: ImagePickerDialogDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      }
    ],
    "concreteType": "DeleteDishImagePayload",
    "kind": "LinkedField",
    "name": "deleteDishImage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "ImagePickerDialogDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImagePickerDialogDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "79f128928c7750a593ac67ad1c1f090b",
    "id": null,
    "metadata": {},
    "name": "ImagePickerDialogDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ImagePickerDialogDeleteMutation(\n  $key: String!\n) {\n  deleteDishImage(key: $key) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb34f9bfcb5f2de9c5e84648e2388aa6";

export default node;
