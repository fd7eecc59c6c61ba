/**
 * @generated SignedSource<<3c6b00c4748a10a88df13b6904e027c1>>
 * @relayHash 72f830665e31578cdf51bc2225d128ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4119dbc38185576d749b17959c460fb21c0901adca10e12cc80784f26113421e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccountPageQuery } from './AccountPageQuery.graphql';

const node: PreloadableConcreteRequest<AccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4119dbc38185576d749b17959c460fb21c0901adca10e12cc80784f26113421e",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
