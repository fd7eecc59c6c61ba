/**
 * @generated SignedSource<<1625abdae46c10af56a46be657c79bc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CategoryType = "chicken" | "egg" | "veg" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductionTable_sheet$data = {
  readonly drinks: number;
  readonly lines: ReadonlyArray<{
    readonly categoryType: CategoryType;
    readonly dishName: string | null | undefined;
    readonly drinks: number;
    readonly meals: number;
    readonly proteinPortions: number;
    readonly snacks: number;
  }>;
  readonly meals: number;
  readonly notAffordable: number;
  readonly proteinGrams: number;
  readonly snacks: number;
  readonly " $fragmentType": "ProductionTable_sheet";
};
export type ProductionTable_sheet$key = {
  readonly " $data"?: ProductionTable_sheet$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductionTable_sheet">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meals",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "snacks",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "drinks",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductionTable_sheet",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "proteinGrams",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
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
      "concreteType": "DispatchProductionLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "categoryType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dishName",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "proteinPortions",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ProductionSheet",
  "abstractKey": null
};
})();

(node as any).hash = "9dde8d9acbd5dd5bf25129df53b5c5bd";

export default node;
