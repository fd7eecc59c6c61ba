// The trusted documents of each app: the GraphQL documents its build may send, by id (the SHA-256
// hex of the text). The gateway accepts only these from browsers in production
// (gateway/use-trusted-documents.ts).
//   mfe-public, mfe-admin  relay-compiler's persisted queries (`persistConfig` in relay.config.json
//                          writes <app>/persisted-documents.json; the artifacts carry the ids)
//   shell                  the host's own documents (packages/host-api/src/session/documents.ts),
//                          written to shell/persisted-documents.json by `--write-shell`
// Each build ships its app's manifest as dist/<app>/trusted-documents/documents.<hash>.json (the
// Rsbuild plugin below): only the documents its artifacts name, so a query removed from the code is
// gone from the next build's manifest. A deploy adds it beside the earlier ones (scripts/deploy-app.ts).
//
//   tsx scripts/trusted-documents.ts --write-shell   (part of `npm run relay`)
//   tsx scripts/trusted-documents.ts --check         (part of `npm run relay:check`)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { HOST_DOCUMENT_IDS } from '../packages/host-api/src/session/documents.ts';

const root = path.resolve(import.meta.dirname, '..');
export const APPS = ['shell', 'mfe-public', 'mfe-admin'] as const;
export type AppName = (typeof APPS)[number];
/** The folder of a built app that holds its manifests; the gateway reads the same name. */
export const MANIFEST_FOLDER = 'trusted-documents';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const sourceManifest = (app: AppName) => path.join(root, app, 'persisted-documents.json');
const stringify = (documents: Record<string, string>) => `${JSON.stringify(documents, null, 2)}\n`;

function shellDocuments(): Record<string, string> {
  const documents: Record<string, string> = {};
  for (const [text, id] of HOST_DOCUMENT_IDS) {
    if (sha256(text) !== id) throw new Error(`packages/host-api/src/session/documents.ts: the id of "${text}" is not its SHA-256; it should be ${sha256(text)}`);
    documents[id] = text;
  }
  return Object.fromEntries(Object.entries(documents).sort(([a], [b]) => a.localeCompare(b)));
}

/** The ids Relay's artifacts of an app send (`@relayRequestID`), sorted. */
function artifactIds(app: AppName): string[] {
  const ids = new Set<string>();
  const src = path.join(root, app, 'src');
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.includes('__generated__') || !file.endsWith('.graphql.ts')) continue;
    const match = /@relayRequestID ([0-9a-f]+)/.exec(readFileSync(path.join(src, file), 'utf8'));
    if (match) ids.add(match[1]!);
  }
  return [...ids].sort();
}

/** An app's documents, `{ id: text }`; throws when one is missing or an id does not match its text. */
export function appDocuments(app: AppName): Record<string, string> {
  if (app === 'shell') return shellDocuments();
  const file = sourceManifest(app);
  const persisted = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const documents: Record<string, string> = {};
  for (const id of artifactIds(app)) {
    const text = persisted[id];
    if (typeof text !== 'string') throw new Error(`${app}: document ${id} is not in ${app}/persisted-documents.json: run npm run relay`);
    if (sha256(text) !== id) throw new Error(`${app}: document ${id} in ${app}/persisted-documents.json does not match its text: run npm run relay`);
    documents[id] = text;
  }
  return documents;
}

/** Writes an app's manifest into its build folder; returns its path. */
export function writeBuildManifest(app: AppName, distDir: string): string {
  const content = stringify(appDocuments(app));
  const folder = path.join(distDir, MANIFEST_FOLDER);
  mkdirSync(folder, { recursive: true });
  // Named by its content: a deploy adds it beside the earlier builds' manifests instead of replacing them.
  const file = path.join(folder, `documents.${sha256(content).slice(0, 16)}.json`);
  writeFileSync(file, content);
  return file;
}

/** Ships each browser app's manifest with its build (dist/<app>/trusted-documents/). */
export function pluginTrustedDocuments(): RsbuildPlugin {
  return {
    name: 'freshmeals:trusted-documents',
    setup(api) {
      api.onAfterEnvironmentCompile(({ environment, isWatch }) => {
        if (isWatch || !(APPS as readonly string[]).includes(environment.name)) return;
        writeBuildManifest(environment.name as AppName, environment.distPath);
      });
    },
  };
}

function main(argv: string[]): void {
  if (argv.includes('--write-shell')) {
    writeFileSync(sourceManifest('shell'), stringify(shellDocuments()));
    console.log('shell/persisted-documents.json written');
    return;
  }
  if (argv.includes('--check')) {
    for (const app of APPS) appDocuments(app);
    const current = existsSync(sourceManifest('shell')) ? readFileSync(sourceManifest('shell'), 'utf8') : '';
    if (current !== stringify(shellDocuments())) throw new Error('shell/persisted-documents.json is not current: run npm run relay');
    console.log('Trusted documents: every document of the three apps is in its manifest');
    return;
  }
  throw new Error('usage: tsx scripts/trusted-documents.ts --write-shell | --check');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
