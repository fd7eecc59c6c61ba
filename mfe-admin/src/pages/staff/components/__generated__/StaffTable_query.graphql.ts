/**
 * @generated SignedSource<<1890ef66ed4edf67d4fc11ca8ca0a5bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "admin" | "customer" | "delivery" | "kitchen" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffTable_query$data = {
  readonly staff: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly isDisabled: boolean;
    readonly name: string;
    readonly role: Role;
    readonly userId: number;
  }>;
  readonly " $fragmentType": "StaffTable_query";
};
export type StaffTable_query$key = {
  readonly " $data"?: StaffTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffTable_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "staff",
      "plural": true,
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
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDisabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0111c0409c866569ca818e242911c8e0";

export default node;
