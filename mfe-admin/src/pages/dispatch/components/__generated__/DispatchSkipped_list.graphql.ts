/**
 * @generated SignedSource<<e6c7951c39cc5a47c9f1e2a8cd8c7095>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DispatchSkipped_list$data = {
  readonly skipped: ReadonlyArray<{
    readonly categoryType: CategoryType;
    readonly name: string;
    readonly paused: boolean;
    readonly phone: string;
    readonly userId: number;
  }>;
  readonly " $fragmentType": "DispatchSkipped_list";
};
export type DispatchSkipped_list$key = {
  readonly " $data"?: DispatchSkipped_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"DispatchSkipped_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DispatchSkipped_list",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DispatchSkip",
      "kind": "LinkedField",
      "name": "skipped",
      "plural": true,
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
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "categoryType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paused",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DispatchList",
  "abstractKey": null
};

(node as any).hash = "28db8a30b32acbe1a8ab0f7d0f7e82a5";

export default node;
