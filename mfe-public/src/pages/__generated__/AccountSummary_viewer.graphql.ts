/**
 * @generated SignedSource<<088dcf43bcf0e41895803ed9f47cb087>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSummary_viewer$data = {
  readonly credit: number;
  readonly email: string;
  readonly name: string;
  readonly phone: string;
  readonly " $fragmentType": "AccountSummary_viewer";
};
export type AccountSummary_viewer$key = {
  readonly " $data"?: AccountSummary_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSummary_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSummary_viewer",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
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

(node as any).hash = "ad441b36b628d7064fd9a928aedcf8da";

export default node;
