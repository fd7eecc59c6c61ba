/**
 * @generated SignedSource<<584ef1e3a0ffcbee12642c078bf6e560>>
 * @relayHash 063c1fafdba1b80c700373166acbe260
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7d417dee161e0a049f7e7469e6530e75455243c1ee5e22d3074b2f3b9bf562e

import { ConcreteRequest } from 'relay-runtime';
export type EmailPreferencesInput = {
  lowCreditEmails?: boolean | null | undefined;
  weeklySummaryEmails?: boolean | null | undefined;
};
export type AccountEmailPreferencesMutation$variables = {
  input: EmailPreferencesInput;
};
export type AccountEmailPreferencesMutation$data = {
  readonly setEmailPreferences: {
    readonly id: string;
    readonly lowCreditEmails: boolean;
    readonly weeklySummaryEmails: boolean;
  };
};
export type AccountEmailPreferencesMutation = {
  response: AccountEmailPreferencesMutation$data;
  variables: AccountEmailPreferencesMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setEmailPreferences",
    "plural": false,
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
        "name": "lowCreditEmails",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "weeklySummaryEmails",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountEmailPreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountEmailPreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a7d417dee161e0a049f7e7469e6530e75455243c1ee5e22d3074b2f3b9bf562e",
    "metadata": {},
    "name": "AccountEmailPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c029285954ef49675e7e60ef3ed42a5";

export default node;
