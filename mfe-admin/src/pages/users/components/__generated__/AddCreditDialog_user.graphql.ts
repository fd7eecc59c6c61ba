/**
 * @generated SignedSource<<531e97595f5120933fdc244f18f7b52b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddCreditDialog_user$data = {
  readonly credit: number;
  readonly name: string;
  readonly userId: number;
  readonly " $fragmentType": "AddCreditDialog_user";
};
export type AddCreditDialog_user$key = {
  readonly " $data"?: AddCreditDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddCreditDialog_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddCreditDialog_user",
  "selections": [
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
      "name": "credit",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "628ccd80c7ad039a17891652fef6d88b";

export default node;
