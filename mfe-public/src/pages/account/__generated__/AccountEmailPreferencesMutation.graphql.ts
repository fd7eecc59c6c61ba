/**
 * @generated SignedSource<<d2e466b4ff2e3d77d689cd12a4929a8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "063c1fafdba1b80c700373166acbe260",
    "id": null,
    "metadata": {},
    "name": "AccountEmailPreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation AccountEmailPreferencesMutation(\n  $input: EmailPreferencesInput!\n) {\n  setEmailPreferences(input: $input) {\n    id\n    lowCreditEmails\n    weeklySummaryEmails\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c029285954ef49675e7e60ef3ed42a5";

export default node;
