/**
 * @generated SignedSource<<cfcfd311982d77f3ec46cc76b0edb25c>>
 * @relayHash f7a649ec47e5e14124c0c25423e7d9eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5584600a2ab997356e20af0013005265885426f6e3818d5db5e373b03e3e09a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { closuresPageQuery } from './closuresPageQuery.graphql';

const node: PreloadableConcreteRequest<closuresPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c5584600a2ab997356e20af0013005265885426f6e3818d5db5e373b03e3e09a",
    "metadata": {},
    "name": "closuresPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
