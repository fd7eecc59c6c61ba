/**
 * @generated SignedSource<<6086b6ef8cf6fc3c009e12d1b3674e85>>
 * @relayHash a17db9c55f2a2e411da4618ebeb39b35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfa34810389ef43d1b5c731af34f1bd2546cb9ba870e16e43adc6176c85b2f1b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccountPageQuery } from './AccountPageQuery.graphql';

const node: PreloadableConcreteRequest<AccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cfa34810389ef43d1b5c731af34f1bd2546cb9ba870e16e43adc6176c85b2f1b",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
