/**
 * @generated SignedSource<<b032a245f67276f4358d871c2dbee908>>
 * @relayHash ab1219b2b055318dd55f3a2c52f6de55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 315bf7e91c93947407c0234e8000e2f83580bdb5f5b22ca42d21684050bb09a3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccountPageQuery } from './AccountPageQuery.graphql';

const node: PreloadableConcreteRequest<AccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "315bf7e91c93947407c0234e8000e2f83580bdb5f5b22ca42d21684050bb09a3",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
