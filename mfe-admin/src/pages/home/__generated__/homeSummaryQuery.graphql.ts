/**
 * @generated SignedSource<<c0ada9121b4ede64c6789c2cba4ff053>>
 * @relayHash ef28e4ac0afb57e5c309d9f7adbf6e35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ac0b9e1aecde391e46a998d0d0ebd18d49c83156f7ba4b97a8d391527f18c34

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type homeSummaryQuery$variables = Record<PropertyKey, never>;
export type homeSummaryQuery$data = {
  readonly summary: {
    readonly today: {
      readonly " $fragmentSpreads": FragmentRefs<"DayCard_day">;
    };
    readonly tomorrow: {
      readonly " $fragmentSpreads": FragmentRefs<"DayCard_day">;
    };
    readonly weekRemaining: ReadonlyArray<{
      readonly date: string;
      readonly " $fragmentSpreads": FragmentRefs<"DayCard_day">;
    }>;
  };
};
export type homeSummaryQuery = {
  response: homeSummaryQuery$data;
  variables: homeSummaryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "DayCard_day"
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "weekday",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalMeals",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "MealSummary",
    "kind": "LinkedField",
    "name": "meals",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "meal",
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "skipped",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paused",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notAffordable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NotAffordableUser",
        "kind": "LinkedField",
        "name": "notAffordableUsers",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TypeSummary",
        "kind": "LinkedField",
        "name": "types",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "extraProtein",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "drinks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "snacks",
            "storageKey": null
          }
        ],
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
    "name": "homeSummaryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WeekSummary",
        "kind": "LinkedField",
        "name": "summary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySummary",
            "kind": "LinkedField",
            "name": "today",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySummary",
            "kind": "LinkedField",
            "name": "tomorrow",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySummary",
            "kind": "LinkedField",
            "name": "weekRemaining",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "homeSummaryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WeekSummary",
        "kind": "LinkedField",
        "name": "summary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySummary",
            "kind": "LinkedField",
            "name": "today",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySummary",
            "kind": "LinkedField",
            "name": "tomorrow",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySummary",
            "kind": "LinkedField",
            "name": "weekRemaining",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8ac0b9e1aecde391e46a998d0d0ebd18d49c83156f7ba4b97a8d391527f18c34",
    "metadata": {},
    "name": "homeSummaryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "898ef916cd0e071e96afd0c4b8bec9cb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
