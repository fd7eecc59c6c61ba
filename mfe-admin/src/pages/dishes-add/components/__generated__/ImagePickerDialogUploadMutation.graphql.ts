/**
 * @generated SignedSource<<04333ea21850a32914edb9383bfab3a1>>
 * @relayHash 02524b6c0fc754bd1ad124737d2bb4ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 499f47f85680bf990541c53df4bd17cb393faef87b9b4d88a80599415a3897aa

import { ConcreteRequest } from 'relay-runtime';
export type ImagePickerDialogUploadMutation$variables = {
  file?: any | null | undefined;
};
export type ImagePickerDialogUploadMutation$data = {
  readonly uploadDishImage: {
    readonly id: string;
    readonly key: string;
    readonly url: string;
  };
};
export type ImagePickerDialogUploadMutation = {
  response: ImagePickerDialogUploadMutation$data;
  variables: ImagePickerDialogUploadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "file"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      }
    ],
    "concreteType": "DishImage",
    "kind": "LinkedField",
    "name": "uploadDishImage",
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
        "name": "key",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
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
    "name": "ImagePickerDialogUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImagePickerDialogUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "499f47f85680bf990541c53df4bd17cb393faef87b9b4d88a80599415a3897aa",
    "metadata": {},
    "name": "ImagePickerDialogUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "195b1604d8b06e21eb8890c889a211f5";

export default node;
