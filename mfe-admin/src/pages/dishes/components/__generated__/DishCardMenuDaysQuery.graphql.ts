/**
 * @generated SignedSource<<64bf47fcd1a8790c8185b6aa72001546>>
 * @relayHash 62ec7e7f1fd9367b6df26fa1ad7984f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 344ad08971bc1f0ad7166f928b5637ad280727d6ba4b6a1449dd928ea6d45106

import { ConcreteRequest } from 'relay-runtime';
export type DishCardMenuDaysQuery$variables = {
  id: string;
};
export type DishCardMenuDaysQuery$data = {
  readonly dish: {
    readonly menuDays: number;
  };
};
export type DishCardMenuDaysQuery = {
  response: DishCardMenuDaysQuery$data;
  variables: DishCardMenuDaysQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "menuDays",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DishCardMenuDaysQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Dish",
        "kind": "LinkedField",
        "name": "dish",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "DishCardMenuDaysQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Dish",
        "kind": "LinkedField",
        "name": "dish",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "id": "344ad08971bc1f0ad7166f928b5637ad280727d6ba4b6a1449dd928ea6d45106",
    "metadata": {},
    "name": "DishCardMenuDaysQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d83ada54fa45746a89e4eb093a18cd9c";

export default node;
