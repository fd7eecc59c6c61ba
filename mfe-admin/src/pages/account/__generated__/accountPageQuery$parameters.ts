/**
 * @generated SignedSource<<636e513c6aa91f3fe114aa6f295da753>>
 * @relayHash fbd2d3fb6583a16915ff23ff5642e6e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3e31da1ed3403bf9878ccdc73eab446d85b030897b7a9d4acfd2de9ec8a2b73

import { PreloadableConcreteRequest } from 'relay-runtime';
import { accountPageQuery } from './accountPageQuery.graphql';

const node: PreloadableConcreteRequest<accountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d3e31da1ed3403bf9878ccdc73eab446d85b030897b7a9d4acfd2de9ec8a2b73",
    "metadata": {},
    "name": "accountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
