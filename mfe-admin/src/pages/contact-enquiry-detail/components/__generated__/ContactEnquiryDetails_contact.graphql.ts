/**
 * @generated SignedSource<<f609b0eac34fe05d5c4a313d4546abe2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactEnquiryDetails_contact$data = {
  readonly attended: boolean;
  readonly email: string;
  readonly message: string;
  readonly name: string;
  readonly phone: string;
  readonly submittedAt: any;
  readonly " $fragmentSpreads": FragmentRefs<"ContactEnquiryForm_contact">;
  readonly " $fragmentType": "ContactEnquiryDetails_contact";
};
export type ContactEnquiryDetails_contact$key = {
  readonly " $data"?: ContactEnquiryDetails_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactEnquiryDetails_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactEnquiryDetails_contact",
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
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContactEnquiryForm_contact"
    }
  ],
  "type": "ContactEnquiry",
  "abstractKey": null
};

(node as any).hash = "03acf8303681f2fcbb8fcd21748f241b";

export default node;
