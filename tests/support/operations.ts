// Every GraphQL operation the frontends and the REST facade send: the Relay artifacts' documents
// (mfe-public, mfe-admin `__generated__/`, their text from the app's persisted-documents.json), the
// host's own documents (packages/host-api/src/session/documents.ts) and each REST route's document. Tests run them through the gateway's limits.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { restRoutes } from '../../gateway/rest/routes/index.ts';
import { graphqlDocumentOf } from '../../gateway/rest/shape.ts';
import { HOST_DOCUMENT_IDS } from '../../packages/host-api/src/session/documents.ts';
import { appDocuments } from '../../scripts/trusted-documents.ts';

export interface Operation {
  source: string;
  text: string;
}

const root = path.resolve(import.meta.dirname, '../..');

export function frontendOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const app of ['mfe-public', 'mfe-admin'] as const) {
    // The artifacts carry an id, not the text (persisted queries): the text is in the app's manifest.
    const documents = appDocuments(app);
    const dir = path.join(root, app, 'src');
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!file.includes('__generated__') || !file.endsWith('.graphql.ts')) continue;
      const id = /@relayRequestID ([0-9a-f]+)/.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1];
      // Fragments have no id.
      if (id) operations.push({ source: `${app}/src/${file}`, text: documents[id]! });
    }
  }
  for (const text of HOST_DOCUMENT_IDS.keys()) operations.push({ source: `packages/host-api/src/session/documents.ts: ${text.slice(0, 40)}`, text });
  return operations;
}

export function restOperations(): Operation[] {
  return restRoutes.map((route) => ({ source: `REST ${route.method} ${route.path}`, text: graphqlDocumentOf(route.document) }));
}
