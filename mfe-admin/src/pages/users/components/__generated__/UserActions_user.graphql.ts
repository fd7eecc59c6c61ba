/**
 * @generated SignedSource<<fe9cb51b6ac2ceba95ff6e3d49338fac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserActions_user$data = {
  readonly creditDialog?: {
    readonly " $fragmentSpreads": FragmentRefs<"AddCreditDialog_user">;
  } | null | undefined;
  readonly email: string;
  readonly isDisabled: boolean;
  readonly name: string;
  readonly userId: number;
  readonly " $fragmentType": "UserActions_user";
};
export type UserActions_user$key = {
  readonly " $data"?: UserActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withMoney"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserActions_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDisabled",
      "storageKey": null
    },
    {
      "condition": "withMoney",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AddCreditDialog_user"
              }
            ],
            "type": "User",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "creditDialog"
        }
      ]
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f88f27139682086a1440b2f163f1a5e0";

export default node;
