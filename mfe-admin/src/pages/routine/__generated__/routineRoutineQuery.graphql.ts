/**
 * @generated SignedSource<<7f01f23d4997bed678e267d258a8051c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type routineRoutineQuery$variables = {
  userId: number;
  withMoney: boolean;
};
export type routineRoutineQuery$data = {
  readonly routine: {
    readonly " $fragmentSpreads": FragmentRefs<"RoutineEditor_routine">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"RoutineEditor_query" | "RoutineUpcomingMeals_query" | "UserAddresses_query">;
};
export type routineRoutineQuery = {
  response: routineRoutineQuery$data;
  variables: routineRoutineQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withMoney"
  }
],
v1 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weekday",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meal",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hour",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "snacks",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "drinks",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proteinMultiplier",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "routineRoutineQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Routine",
        "kind": "LinkedField",
        "name": "routine",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RoutineEditor_routine"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "RoutineEditor_query"
      },
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withMoney",
            "variableName": "withMoney"
          }
        ],
        "kind": "FragmentSpread",
        "name": "RoutineUpcomingMeals_query"
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "UserAddresses_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "routineRoutineQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Routine",
        "kind": "LinkedField",
        "name": "routine",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RoutineSlot",
            "kind": "LinkedField",
            "name": "slots",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cutoffHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RoutineLock",
            "kind": "LinkedField",
            "name": "locks",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Address",
        "kind": "LinkedField",
        "name": "addresses",
        "plural": true,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "line1",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "line2",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "landmark",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefault",
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "days",
            "value": 7
          },
          (v1/*:: as any*/)
        ],
        "concreteType": "UpcomingMeal",
        "kind": "LinkedField",
        "name": "upcomingMeals",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "date",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "condition": "withMoney",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "price",
                "storageKey": null
              }
            ]
          },
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
            "name": "deducted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canSkip",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canUnskip",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d11d8f886222ba69da5cedb6f648217c",
    "id": null,
    "metadata": {},
    "name": "routineRoutineQuery",
    "operationKind": "query",
    "text": "query routineRoutineQuery(\n  $userId: Int!\n  $withMoney: Boolean!\n) {\n  routine(userId: $userId) {\n    ...RoutineEditor_routine\n  }\n  ...RoutineEditor_query_1xxw8p\n  ...RoutineUpcomingMeals_query_zmAdU\n  ...UserAddresses_query_1xxw8p\n}\n\nfragment RoutineEditor_query_1xxw8p on Query {\n  addresses(userId: $userId) {\n    addressId\n    label\n    line1\n    line2\n    landmark\n    city\n    pin\n    isDefault\n    id\n  }\n}\n\nfragment RoutineEditor_routine on Routine {\n  slots {\n    weekday\n    meal\n    hour\n    type\n    snacks\n    drinks\n    proteinMultiplier\n    addressId\n    id\n  }\n  cutoffHours\n  locks {\n    weekday\n    hours\n    reason\n  }\n}\n\nfragment RoutineUpcomingMeals_query_zmAdU on Query {\n  upcomingMeals(userId: $userId, days: 7) {\n    date\n    meal\n    hour\n    type\n    snacks\n    drinks\n    proteinMultiplier\n    price @include(if: $withMoney)\n    skipped\n    deducted\n    canSkip\n    canUnskip\n  }\n}\n\nfragment UserAddresses_query_1xxw8p on Query {\n  addresses(userId: $userId) {\n    id\n    addressId\n    label\n    line1\n    line2\n    landmark\n    city\n    pin\n    notes\n    isDefault\n  }\n}\n"
  }
};
})();

(node as any).hash = "64b146d9fd4c39b45a38d63d4147d272";

export default node;
