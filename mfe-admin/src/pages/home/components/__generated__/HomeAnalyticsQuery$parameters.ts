/**
 * @generated SignedSource<<c1212727e176ec526f6818ac76eaef5e>>
 * @relayHash eefcf30909c86910cbe89d4760cfd99e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a30cbc3b5b064b238e4cfd45957ac884c5139960231cd9a55f69bcfde49d19c4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeAnalyticsQuery } from './HomeAnalyticsQuery.graphql';

const node: PreloadableConcreteRequest<HomeAnalyticsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a30cbc3b5b064b238e4cfd45957ac884c5139960231cd9a55f69bcfde49d19c4",
    "metadata": {},
    "name": "HomeAnalyticsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
