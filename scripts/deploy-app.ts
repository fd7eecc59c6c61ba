// Deploys one built app (the shell or a remote) into the folder the gateway serves, without
// breaking tabs that are already open:
//   1. the new build's hashed files are added next to the earlier builds' (an open tab still asks
//      for the chunks of the build it started with);
//   2. then its entry files (index.html, remoteEntry.js, mf-manifest.json, ...) replace the old
//      ones, each by an atomic rename, so a request never sees half a file;
//   3. the files of builds older than the last `--keep` deploys are pruned, except the manifests of
//      trusted documents (trusted-documents/, named by their content): each deploy adds its own, and
//      a tab still running an older build sends that build's documents. Those are removed only by
//      `npm run documents:drop` (scripts/drop-documents.ts).
// Which files belong to which deploy is recorded beside the served folder (<to>.deploys.json,
// outside what the gateway serves).
//
//   tsx scripts/deploy-app.ts --from dist/mfe-admin --to /srv/freshmeals/mfe-admin [--keep 3]
//   tsx scripts/deploy-app.ts --prune --to /srv/freshmeals/mfe-admin [--keep 3]
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FOLDER } from './trusted-documents.ts';

/**
 * Names the build gives content-hashed files (`index.0f2207ea46.js`, and its `.js.LICENSE.txt`);
 * anything else is an entry file, replaced in place.
 */
const HASHED = /\.[0-9a-f]{8,}\.[^/]+$/;

export interface Deploy {
  deployedAt: string;
  files: string[];
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  if (existsSync(dir)) walk('');
  return out.sort();
}

const historyFile = (to: string) => `${path.resolve(to)}.deploys.json`;

/**
 * The recorded deploys, oldest first. What a folder held before its first recorded deploy (a plain
 * build) counts as one deploy of its own: open tabs may be running it.
 */
function readHistory(to: string): Deploy[] {
  const file = historyFile(to);
  if (!existsSync(file)) {
    const existing = listFiles(to);
    return existing.length > 0 ? [{ deployedAt: statSync(to).mtime.toISOString(), files: existing }] : [];
  }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`${file} is not a deploy history`);
  return parsed as Deploy[];
}

function writeHistory(to: string, history: Deploy[]): void {
  const file = historyFile(to);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(history, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Deletes the files that none of the last `keep` deploys contains, and empty folders; returns the
 * deleted paths.
 */
export function pruneAssets(to: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep must be a whole number of at least 1');
  const history = readHistory(to).slice(-keep);
  writeHistory(to, history);
  const kept = new Set(history.flatMap((deploy) => deploy.files));
  const deleted: string[] = [];
  for (const file of listFiles(to)) {
    if (kept.has(file) || file.startsWith(`${MANIFEST_FOLDER}/`)) continue;
    unlinkSync(path.join(to, file));
    deleted.push(file);
  }
  removeEmptyFolders(to);
  return deleted;
}

function removeEmptyFolders(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && removeEmptyFolders(path.join(dir, entry.name))) rmdirSync(path.join(dir, entry.name));
    else empty = false;
  }
  return empty;
}

/** Adds the build in `from` to the served folder `to` (see the top of this file). */
export function deployApp(from: string, to: string, keep: number, now = new Date()): { added: string[]; replaced: string[]; pruned: string[] } {
  const files = listFiles(from);
  if (!files.some((file) => file === 'index.html' || file === 'mf-manifest.json')) {
    throw new Error(`${from} is not a built app: it has neither index.html nor mf-manifest.json`);
  }
  mkdirSync(to, { recursive: true });
  const history = readHistory(to);

  const added: string[] = [];
  const replaced: string[] = [];
  const copy = (file: string, atomic: boolean) => {
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (!atomic) return copyFileSync(path.join(from, file), target);
    copyFileSync(path.join(from, file), `${target}.deploying`);
    renameSync(`${target}.deploying`, target);
  };
  // Hashed files first: by the time the new entry files are served, everything they name exists.
  for (const file of files.filter((name) => HASHED.test(name))) {
    const manifest = file.startsWith(`${MANIFEST_FOLDER}/`);
    // A manifest of trusted documents is dated by its last deploy (scripts/drop-documents.ts reads it).
    if (manifest && existsSync(path.join(to, file))) utimesSync(path.join(to, file), now, now);
    if (existsSync(path.join(to, file))) continue;
    // The gateway reads the manifests as they appear: never half of one.
    copy(file, manifest);
    if (manifest) utimesSync(path.join(to, file), now, now);
    added.push(file);
  }
  // The manifest last: it names remoteEntry.js and the rest.
  const entries = files.filter((name) => !HASHED.test(name)).sort((a, b) => Number(a.endsWith('mf-manifest.json')) - Number(b.endsWith('mf-manifest.json')));
  for (const file of entries) {
    copy(file, true);
    replaced.push(file);
  }
  history.push({ deployedAt: now.toISOString(), files });
  writeHistory(to, history);
  return { added, replaced, pruned: pruneAssets(to, keep) };
}

function main(argv: string[]): void {
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const to = option('--to');
  const keep = Number(option('--keep') ?? 3);
  if (!to) throw new Error('Usage: deploy-app --from <built app folder> --to <served folder> [--keep 3] | --prune --to <served folder> [--keep 3]');
  if (argv.includes('--prune')) {
    const pruned = pruneAssets(to, keep);
    console.log(`${to}: pruned ${pruned.length} files of builds older than the last ${keep} deploys.`);
    return;
  }
  const from = option('--from');
  if (!from) throw new Error('--from <built app folder> is required');
  const result = deployApp(from, to, keep);
  console.log(
    `${to}: added ${result.added.length} new files, replaced ${result.replaced.length} entry files; pruned ${result.pruned.length} files of builds older than the last ${keep} deploys.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
