/**
 * @generated SignedSource<<092749696e4ff03e8d521e594aa6dd84>>
 * @relayHash e0ed1f7de0254768afe5b5d837aadb12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6842e8fb8a0a8ba4b4bbc5ca3b53f21e62071af8a2ce226c1c56d7fdc075d362

import { ConcreteRequest } from 'relay-runtime';
export type siteFactsQuery$variables = Record<PropertyKey, never>;
export type siteFactsQuery$data = {
  readonly activeOffer: {
    readonly badge: string;
    readonly description: string;
    readonly percent: number | null | undefined;
    readonly title: string;
  } | null | undefined;
  readonly startingMealPrice: number;
};
export type siteFactsQuery = {
  response: siteFactsQuery$data;
  variables: siteFactsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "startingMealPrice",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SiteOffer",
    "kind": "LinkedField",
    "name": "activeOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "badge",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "percent",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "siteFactsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "siteFactsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6842e8fb8a0a8ba4b4bbc5ca3b53f21e62071af8a2ce226c1c56d7fdc075d362",
    "metadata": {},
    "name": "siteFactsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ac98d5d743405a7b254887d2615eb4d";

export default node;
