/**
 * @generated SignedSource<<3cda6dab2b0e4267cb9f10e93a7d2702>>
 * @relayHash c1e4175989581d3ccd19b28d4b81b276
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b347f2b606f7eee92cbf68d9783bc889d9bd599868df16c5f6a9a539a355727

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccountPageQuery } from './AccountPageQuery.graphql';

const node: PreloadableConcreteRequest<AccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4b347f2b606f7eee92cbf68d9783bc889d9bd599868df16c5f6a9a539a355727",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
