/**
 * @generated SignedSource<<0a9186f979e204eb4e56ff130be90455>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "676fef78c05177f56bcf1c0f829d9d40",
    "id": null,
    "metadata": {},
    "name": "CutoffFormMutation",
    "operationKind": "mutation",
    "text": "mutation CutoffFormMutation(\n  $input: SettingsInput!\n) {\n  updateSettings(input: $input) {\n    ...CutoffForm_settings\n  }\n}\n\nfragment CutoffForm_settings on Settings {\n  routineCutoffHours\n}\n"
  }
};
})();

(node as any).hash = "c5fa0be561023ae9b42a90037c645bb6";

export default node;
