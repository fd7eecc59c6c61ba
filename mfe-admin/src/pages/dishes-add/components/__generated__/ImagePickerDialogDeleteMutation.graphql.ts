/**
 * @generated SignedSource<<16e5dba978d7505c2eb8784f2b009a3f>>
 * @relayHash 79f128928c7750a593ac67ad1c1f090b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 311b6c403385bd367942cea8da191f4ebec25da1dbffcf8d723bc1fce40994dc

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
    "id": "311b6c403385bd367942cea8da191f4ebec25da1dbffcf8d723bc1fce40994dc",
    "metadata": {},
    "name": "ImagePickerDialogDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb34f9bfcb5f2de9c5e84648e2388aa6";

export default node;
