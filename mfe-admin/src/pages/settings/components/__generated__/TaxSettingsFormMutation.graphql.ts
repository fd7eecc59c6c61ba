/**
 * @generated SignedSource<<9f8937ba79b7681549097b63a0d75b0b>>
 * @relayHash 6f6b8fdbc3a392382f75453dbd62b5b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4d8b764b6f437cba05afbd337cae150742dc97dfbcb472a4e4e78a7be5474c6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaxSettingsInput = {
  address: string;
  fssaiLicence: string;
  gstin: string;
  legalName: string;
  ratePercent: number;
  sacCode: string;
  stateCode: string;
};
export type TaxSettingsFormMutation$variables = {
  input: TaxSettingsInput;
};
export type TaxSettingsFormMutation$data = {
  readonly updateTaxSettings: {
    readonly " $fragmentSpreads": FragmentRefs<"TaxSettingsForm_taxSettings">;
  };
};
export type TaxSettingsFormMutation = {
  response: TaxSettingsFormMutation$data;
  variables: TaxSettingsFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TaxSettingsFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TaxSettings",
        "kind": "LinkedField",
        "name": "updateTaxSettings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TaxSettingsForm_taxSettings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TaxSettingsFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TaxSettings",
        "kind": "LinkedField",
        "name": "updateTaxSettings",
        "plural": false,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a4d8b764b6f437cba05afbd337cae150742dc97dfbcb472a4e4e78a7be5474c6",
    "metadata": {},
    "name": "TaxSettingsFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d692716b3eaf7881fcacaa11d34d8760";

export default node;
