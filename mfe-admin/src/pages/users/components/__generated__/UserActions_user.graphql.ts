/**
 * @generated SignedSource<<d28777ab9a06f1a4008acf12da16bb2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserActions_user$data = {
  readonly email: string;
  readonly isDisabled: boolean;
  readonly name: string;
  readonly userId: number;
  readonly " $fragmentSpreads": FragmentRefs<"AddCreditDialog_user">;
  readonly " $fragmentType": "UserActions_user";
};
export type UserActions_user$key = {
  readonly " $data"?: UserActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddCreditDialog_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d28b9658549ac2b21f73303463d79663";

export default node;
