/**
 * @generated SignedSource<<de07ad97c0ea2b84348a58c2fbe94a73>>
 * @relayHash 7d87bd8e5fbc1fea6c2fad1871aa8056
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4c2405370493e01b1ddb6a99776ef0693733b056825af70ff891cb6216384a2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { settingsPageQuery } from './settingsPageQuery.graphql';

const node: PreloadableConcreteRequest<settingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e4c2405370493e01b1ddb6a99776ef0693733b056825af70ff891cb6216384a2",
    "metadata": {},
    "name": "settingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
