/**
 * @generated SignedSource<<46ee3e378336e07d21b5d99db3169569>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderEnquiryForm_enquiry$data = {
  readonly adminNotes: string | null | undefined;
  readonly attended: boolean;
  readonly id: string;
  readonly " $fragmentType": "OrderEnquiryForm_enquiry";
};
export type OrderEnquiryForm_enquiry$key = {
  readonly " $data"?: OrderEnquiryForm_enquiry$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderEnquiryForm_enquiry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderEnquiryForm_enquiry",
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
      "name": "adminNotes",
      "storageKey": null
    }
  ],
  "type": "Enquiry",
  "abstractKey": null
};

(node as any).hash = "e3b456b1e1914381d4397ae0367207f0";

export default node;
