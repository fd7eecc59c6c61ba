/**
 * @generated SignedSource<<302d4413bb0be793617965bd5ce97070>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferralCredit_query$data = {
  readonly referralProgramme: {
    readonly active: boolean;
    readonly credit: number;
  };
  readonly " $fragmentType": "ReferralCredit_query";
};
export type ReferralCredit_query$key = {
  readonly " $data"?: ReferralCredit_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferralCredit_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferralCredit_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReferralProgramme",
      "kind": "LinkedField",
      "name": "referralProgramme",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "credit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "12b47e32a6a63cd05713bacd06a7894b";

export default node;
