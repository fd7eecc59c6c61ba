/**
 * @generated SignedSource<<c57e3b52b84ad113a43cb4129ec42949>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminUserBlock_viewer$data = {
  readonly email: string;
  readonly name: string;
  readonly " $fragmentType": "AdminUserBlock_viewer";
};
export type AdminUserBlock_viewer$key = {
  readonly " $data"?: AdminUserBlock_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUserBlock_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminUserBlock_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e9ce2b87893e99cb4f3ee2f65529815a";

export default node;
