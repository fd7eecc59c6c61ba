/**
 * @generated SignedSource<<185d852a4de59f27f519a42549c932e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactEnquiryForm_contact$data = {
  readonly attended: boolean;
  readonly id: string;
  readonly sessionNotes: string | null | undefined;
  readonly " $fragmentType": "ContactEnquiryForm_contact";
};
export type ContactEnquiryForm_contact$key = {
  readonly " $data"?: ContactEnquiryForm_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactEnquiryForm_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactEnquiryForm_contact",
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
      "name": "sessionNotes",
      "storageKey": null
    }
  ],
  "type": "ContactEnquiry",
  "abstractKey": null
};

(node as any).hash = "ae9874b7a71f17a9b5806a09681f2a19";

export default node;
