/**
 * @generated SignedSource<<218dba31742b4b832d0c52806b0ddf3e>>
 * @relayHash 676fef78c05177f56bcf1c0f829d9d40
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60fb673e068205d5ce1017dd1d6410e14c3657f0363d4afdaa0b0e79d2fb0de3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsInput = {
  routineCutoffHours: number;
};
export type CutoffFormMutation$variables = {
  input: SettingsInput;
};
export type CutoffFormMutation$data = {
  readonly updateSettings: {
    readonly " $fragmentSpreads": FragmentRefs<"CutoffForm_settings">;
  };
};
export type CutoffFormMutation = {
  response: CutoffFormMutation$data;
  variables: CutoffFormMutation$variables;
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
    "name": "CutoffFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "updateSettings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CutoffForm_settings"
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
    "name": "CutoffFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "updateSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "routineCutoffHours",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "60fb673e068205d5ce1017dd1d6410e14c3657f0363d4afdaa0b0e79d2fb0de3",
    "metadata": {},
    "name": "CutoffFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c5fa0be561023ae9b42a90037c645bb6";

export default node;
