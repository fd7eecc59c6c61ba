/**
 * @generated SignedSource<<6a7ae387aec42d8a10e1fc94bbe22bb0>>
 * @relayHash d3e070a4a44d283105e376fe9a6037c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5699d170d83db0c9a2faae60ff1aac44047a4e93a687386c7670a8bd31cb69f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { orderEnquiryPageQuery } from './orderEnquiryPageQuery.graphql';

const node: PreloadableConcreteRequest<orderEnquiryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d5699d170d83db0c9a2faae60ff1aac44047a4e93a687386c7670a8bd31cb69f",
    "metadata": {},
    "name": "orderEnquiryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
