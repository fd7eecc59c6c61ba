/**
 * @generated SignedSource<<5680ef884aa255526576bda028da1386>>
 * @relayHash 4d2fc7a1c40239f3faf0df163916f512
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d38312e906e7979b92a55e8259df7c51b15b99d53b83fc3ac54e876a2354082

import { PreloadableConcreteRequest } from 'relay-runtime';
import { contactEnquiryDetailPageQuery } from './contactEnquiryDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<contactEnquiryDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3d38312e906e7979b92a55e8259df7c51b15b99d53b83fc3ac54e876a2354082",
    "metadata": {},
    "name": "contactEnquiryDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
