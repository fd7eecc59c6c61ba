/**
 * @generated SignedSource<<203521caf9b613b3feca8456a5c76301>>
 * @relayHash 4e3c187de115eb892f592f36c43187ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 707c34559b125400f70e2c9b5464e4866cce48390185a1461fc13f75229493db

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminLayoutQuery$variables = Record<PropertyKey, never>;
export type AdminLayoutQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdminUserBlock_viewer">;
  } | null | undefined;
};
export type AdminLayoutQuery = {
  response: AdminLayoutQuery$data;
  variables: AdminLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminUserBlock_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "707c34559b125400f70e2c9b5464e4866cce48390185a1461fc13f75229493db",
    "metadata": {},
    "name": "AdminLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0de6aa5eee86ecb1284adf13af93a9a7";

export default node;
