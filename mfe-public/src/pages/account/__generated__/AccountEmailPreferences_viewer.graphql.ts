/**
 * @generated SignedSource<<ee0998f51a72e63c193ce6e88f24433e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountEmailPreferences_viewer$data = {
  readonly id: string;
  readonly lowCreditEmails: boolean;
  readonly weeklySummaryEmails: boolean;
  readonly " $fragmentType": "AccountEmailPreferences_viewer";
};
export type AccountEmailPreferences_viewer$key = {
  readonly " $data"?: AccountEmailPreferences_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountEmailPreferences_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountEmailPreferences_viewer",
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
      "name": "lowCreditEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weeklySummaryEmails",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ae55f8b8351b831408e6e10268cd3e94";

export default node;
