/**
 * @generated SignedSource<<9ee3cf9f0c5998040dfe9e7ab6e4ee4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CutoffForm_settings$data = {
  readonly routineCutoffHours: number;
  readonly " $fragmentType": "CutoffForm_settings";
};
export type CutoffForm_settings$key = {
  readonly " $data"?: CutoffForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"CutoffForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CutoffForm_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "routineCutoffHours",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "86b2237c4b8d40b774269532fc9eaca2";

export default node;
