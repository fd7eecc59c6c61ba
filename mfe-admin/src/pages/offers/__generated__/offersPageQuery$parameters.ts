/**
 * @generated SignedSource<<3c8794bc4557e3cf11bf297029559f17>>
 * @relayHash 2d577a1b37b6e0db962704ec529c1824
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5915e5f1de9bc022ea5afdd940f8ea05726a5247d4e2c2a079c5c2b5d002a6f9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { offersPageQuery } from './offersPageQuery.graphql';

const node: PreloadableConcreteRequest<offersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5915e5f1de9bc022ea5afdd940f8ea05726a5247d4e2c2a079c5c2b5d002a6f9",
    "metadata": {},
    "name": "offersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
