/**
 * @generated SignedSource<<0e00a0957f7ba950b1649cdd00d9001b>>
 * @relayHash 15f42bbfa8454c6a2ae9e2d8c7fd32c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c661aa240d231879e536f0a60651a8f6eaecb8f8faa90ea6ae3e636e8b034364

import { PreloadableConcreteRequest } from 'relay-runtime';
import { orderEnquiryDetailPageQuery } from './orderEnquiryDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<orderEnquiryDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c661aa240d231879e536f0a60651a8f6eaecb8f8faa90ea6ae3e636e8b034364",
    "metadata": {},
    "name": "orderEnquiryDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
