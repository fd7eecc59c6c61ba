/**
 * @generated SignedSource<<29141f8f57aee7152b9b544897113beb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeductButton_entry$data = {
  readonly deducted: boolean;
  readonly id: string;
  readonly name: string;
  readonly userId: number;
  readonly " $fragmentType": "DeductButton_entry";
};
export type DeductButton_entry$key = {
  readonly " $data"?: DeductButton_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeductButton_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeductButton_entry",
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
      "name": "userId",
      "storageKey": null
    },
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
      "name": "deducted",
      "storageKey": null
    }
  ],
  "type": "DispatchEntry",
  "abstractKey": null
};

(node as any).hash = "d0457b936ab830753532c688229a8138";

export default node;
