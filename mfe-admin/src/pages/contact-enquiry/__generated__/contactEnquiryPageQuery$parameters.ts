/**
 * @generated SignedSource<<7d430f4defc7bb51a12c8ecaeee9e8d1>>
 * @relayHash 45d80676a1876123b38876bcd1b18b5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63067cb3f1ef92308f12179e23e5d2dd87af5e339bbf19293b00951d140b4603

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contactEnquiryPageQuery } from './contactEnquiryPageQuery.graphql';

const node: PreloadableConcreteRequest<contactEnquiryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "63067cb3f1ef92308f12179e23e5d2dd87af5e339bbf19293b00951d140b4603",
    "metadata": {},
    "name": "contactEnquiryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
