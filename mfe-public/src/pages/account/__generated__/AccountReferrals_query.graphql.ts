/**
 * @generated SignedSource<<32a9e44704b943075bb88d6de7c2bd34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountReferrals_query$data = {
  readonly myReferrals: {
    readonly code: string | null | undefined;
    readonly joined: ReadonlyArray<{
      readonly credit: number | null | undefined;
      readonly creditedAt: any | null | undefined;
      readonly joinedAt: any;
      readonly name: string;
    }>;
  };
  readonly referralProgramme: {
    readonly active: boolean;
    readonly credit: number;
  };
  readonly " $fragmentType": "AccountReferrals_query";
};
export type AccountReferrals_query$key = {
  readonly " $data"?: AccountReferrals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountReferrals_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "credit",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountReferrals_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MyReferrals",
      "kind": "LinkedField",
      "name": "myReferrals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Referral",
          "kind": "LinkedField",
          "name": "joined",
          "plural": true,
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
              "name": "joinedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "creditedAt",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReferralProgramme",
      "kind": "LinkedField",
      "name": "referralProgramme",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
})();

(node as any).hash = "c1384d2f52852ceac50cc1c57eef5b16";

export default node;
