/**
 * @generated SignedSource<<96643c8bb8e8a672b8ad311b7bcfab3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaxSettingsForm_taxSettings$data = {
  readonly address: string | null | undefined;
  readonly configured: boolean;
  readonly fssaiLicence: string | null | undefined;
  readonly gstin: string | null | undefined;
  readonly legalName: string | null | undefined;
  readonly ratePercent: number;
  readonly sacCode: string;
  readonly stateCode: string | null | undefined;
  readonly states: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "TaxSettingsForm_taxSettings";
};
export type TaxSettingsForm_taxSettings$key = {
  readonly " $data"?: TaxSettingsForm_taxSettings$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaxSettingsForm_taxSettings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaxSettingsForm_taxSettings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "configured",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "legalName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stateCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gstin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fssaiLicence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sacCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ratePercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GstState",
      "kind": "LinkedField",
      "name": "states",
      "plural": true,
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
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TaxSettings",
  "abstractKey": null
};

(node as any).hash = "b9bfe6437347ca8e573561a8b09f6b21";

export default node;
