/**
 * @generated SignedSource<<ca0cf162be370fc0aa21dd3cbd75fc43>>
 * @relayHash ea3cb9959ffcecd9bd9a9d28a2079dc4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 203bc4f1c645db8e68473417c6f7c1fc32ad6c925de1fcb44a49c88ec0b26893

import { PreloadableConcreteRequest } from 'relay-runtime';
import { menuPageQuery } from './menuPageQuery.graphql';

const node: PreloadableConcreteRequest<menuPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "203bc4f1c645db8e68473417c6f7c1fc32ad6c925de1fcb44a49c88ec0b26893",
    "metadata": {},
    "name": "menuPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
