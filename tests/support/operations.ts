// Every GraphQL operation the frontends and the REST facade send: the Relay artifacts' query
// texts (shell, mfe-public, mfe-admin `__generated__/`), the host's hand-written refresh
// mutation (packages/host-api) and each REST route's document. Tests run them through the gateway's limits.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { restRoutes } from '../../gateway/rest/routes/index.ts';
import { graphqlDocumentOf } from '../../gateway/rest/shape.ts';

export interface Operation {
  source: string;
  text: string;
}

const root = path.resolve(import.meta.dirname, '../..');

export function frontendOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const app of ['shell', 'mfe-public', 'mfe-admin']) {
    const dir = path.join(root, app, 'src');
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!file.includes('__generated__') || !file.endsWith('.graphql.ts')) continue;
      const source = readFileSync(path.join(dir, file), 'utf8');
      // Fragments have no text; operations carry it as a JSON string in params.
      const text = source.match(/^\s*"text": (".*"),?$/m)?.[1];
      if (text) operations.push({ source: `${app}/src/${file}`, text: JSON.parse(text) as string });
    }
  }
  const network = readFileSync(path.join(root, 'packages/host-api/src/session/network.ts'), 'utf8');
  const refresh = network.match(/'(mutation \{ refreshToken [^']*)'/)?.[1];
  if (refresh) operations.push({ source: 'packages/host-api/src/session/network.ts', text: refresh });
  return operations;
}

export function restOperations(): Operation[] {
  return restRoutes.map((route) => ({ source: `REST ${route.method} ${route.path}`, text: graphqlDocumentOf(route.document) }));
}
