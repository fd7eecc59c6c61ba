/**
 * @generated SignedSource<<9212b0d2bf5e21c3829509d59dd36f8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealOfDay = "breakfast" | "dinner" | "lunch" | "%future added value";
export type Weekday = "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday" | "%future added value";
export type dispatchListQuery$variables = {
  meal: MealOfDay;
};
export type dispatchListQuery$data = {
  readonly dispatchList: {
    readonly date: string;
    readonly meal: MealOfDay;
    readonly weekday: Weekday;
    readonly " $fragmentSpreads": FragmentRefs<"DispatchSkipped_list" | "DispatchTable_list" | "DispatchToolbar_list">;
  };
};
export type dispatchListQuery = {
  response: dispatchListQuery$data;
  variables: dispatchListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meal"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "meal",
    "variableName": "meal"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weekday",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meal",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryType",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dishName",
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
  "name": "userId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "dispatchListQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DispatchList",
        "kind": "LinkedField",
        "name": "dispatchList",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DispatchTable_list"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DispatchToolbar_list"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DispatchSkipped_list"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "dispatchListQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DispatchList",
        "kind": "LinkedField",
        "name": "dispatchList",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DispatchProductionLine",
            "kind": "LinkedField",
            "name": "production",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "meals",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "proteinPortions",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DispatchEntry",
            "kind": "LinkedField",
            "name": "entries",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "proteinMultiplier",
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
                "kind": "ScalarField",
                "name": "deducted",
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
                "name": "addressLabel",
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
                "name": "deliveryNotes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DispatchSkip",
            "kind": "LinkedField",
            "name": "skipped",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paused",
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "df2364579bf78ffca3142d3b7745083a",
    "id": null,
    "metadata": {},
    "name": "dispatchListQuery",
    "operationKind": "query",
    "text": "query dispatchListQuery(\n  $meal: MealOfDay!\n) {\n  dispatchList(meal: $meal) {\n    weekday\n    meal\n    date\n    ...DispatchTable_list\n    ...DispatchToolbar_list\n    ...DispatchSkipped_list\n  }\n}\n\nfragment DeductButton_entry on DispatchEntry {\n  id\n  userId\n  name\n  deducted\n}\n\nfragment DispatchSkipped_list on DispatchList {\n  skipped {\n    userId\n    name\n    phone\n    categoryType\n    paused\n  }\n}\n\nfragment DispatchTable_list on DispatchList {\n  weekday\n  meal\n  production {\n    categoryType\n    dishName\n    meals\n    proteinPortions\n    snacks\n    drinks\n  }\n  entries {\n    userId\n    name\n    email\n    phone\n    categoryType\n    dishName\n    drinks\n    snacks\n    proteinMultiplier\n    notAffordable\n    deducted\n    address\n    addressLabel\n    pin\n    deliveryNotes\n    ...DeductButton_entry\n    id\n  }\n}\n\nfragment DispatchToolbar_list on DispatchList {\n  date\n  meal\n  entries {\n    id\n    userId\n    name\n    email\n    phone\n    categoryType\n    dishName\n    drinks\n    snacks\n    proteinMultiplier\n    deducted\n    notAffordable\n    address\n    pin\n  }\n  skipped {\n    name\n    email\n    phone\n    categoryType\n    paused\n  }\n}\n"
  }
};
})();

(node as any).hash = "25d41118a7d97b4a7d10273131e20281";

export default node;
