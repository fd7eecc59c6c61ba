/**
 * @generated SignedSource<<5d012d02b658b7c3eae3f2b6861da1ed>>
 * @relayHash fbd2d3fb6583a16915ff23ff5642e6e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3e31da1ed3403bf9878ccdc73eab446d85b030897b7a9d4acfd2de9ec8a2b73

import { ConcreteRequest } from 'relay-runtime';
export type Role = "admin" | "customer" | "delivery" | "kitchen" | "%future added value";
export type accountPageQuery$variables = Record<PropertyKey, never>;
export type accountPageQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly name: string;
    readonly phone: string;
    readonly role: Role;
  } | null | undefined;
};
export type accountPageQuery = {
  response: accountPageQuery$data;
  variables: accountPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "accountPageQuery",
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
          (v3/*:: as any*/)
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
    "name": "accountPageQuery",
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
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d3e31da1ed3403bf9878ccdc73eab446d85b030897b7a9d4acfd2de9ec8a2b73",
    "metadata": {},
    "name": "accountPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4368602c4af5017b82562f8b25dcabcf";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
