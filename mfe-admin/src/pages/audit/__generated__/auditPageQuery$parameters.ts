/**
 * @generated SignedSource<<4e1de38e3974b57d6b07278fcb039885>>
 * @relayHash c27ba9679590636ddab42013d11ab5a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 621b006d35c4ff5beecfbd05578c6e790aade4952a0245022d89751369da34fa

import { PreloadableConcreteRequest } from 'relay-runtime';
import { auditPageQuery } from './auditPageQuery.graphql';

const node: PreloadableConcreteRequest<auditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "621b006d35c4ff5beecfbd05578c6e790aade4952a0245022d89751369da34fa",
    "metadata": {},
    "name": "auditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
