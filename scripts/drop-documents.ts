// Drops the trusted documents of an app's older builds: after this, the gateway refuses the
// documents that only those builds sent (it forgets a removed manifest on its next look at the
// folder, within a minute). Run it once the tabs still running those builds no longer matter,
// e.g. a week after a deploy. The manifest of the app's current build is never dropped.
//
//   npm run documents:drop -- --app mfe-admin --before 2026-11-01
//   tsx scripts/drop-documents.ts --dir /srv/freshmeals --app mfe-admin --before 2026-11-01T12:00:00Z [--dry-run]
//
// A manifest's date is when it was last deployed: scripts/deploy-app.ts sets its file's time then.
// The current build's manifest is the one the last deploy shipped (<dir>/<app>.deploys.json).
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, MANIFEST_FOLDER } from './trusted-documents.ts';

interface Deploy {
  deployedAt: string;
  files: string[];
}

export interface DropResult {
  dropped: string[];
  kept: string[];
}

/** Removes the manifests of `<dir>/<app>` last deployed before `before`, except the current build's. */
export function dropDocuments(dir: string, app: string, before: Date, dryRun = false): DropResult {
  if (!(APPS as readonly string[]).includes(app)) throw new Error(`--app must be one of ${APPS.join(', ')}`);
  if (Number.isNaN(before.getTime())) throw new Error('--before must be a date, e.g. 2026-11-01 or 2026-11-01T12:00:00Z');
  const served = path.join(dir, app);
  const folder = path.join(served, MANIFEST_FOLDER);
  if (!existsSync(folder)) return { dropped: [], kept: [] };
  const names = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  const historyFile = `${path.resolve(served)}.deploys.json`;
  const history: Deploy[] = existsSync(historyFile) ? (JSON.parse(readFileSync(historyFile, 'utf8')) as Deploy[]) : [];
  const deployedAt = (name: string): number => statSync(path.join(folder, name)).mtimeMs;
  // The current build's manifest: the one the last deploy shipped, else the newest file.
  const lastDeploy = history.at(-1);
  const current = new Set(
    lastDeploy?.files.filter((file) => file.startsWith(`${MANIFEST_FOLDER}/`)).map((file) => file.slice(MANIFEST_FOLDER.length + 1)) ?? [],
  );
  if (current.size === 0 && names.length > 0) current.add(names.reduce((a, b) => (deployedAt(b) > deployedAt(a) ? b : a)));
  const result: DropResult = { dropped: [], kept: [] };
  for (const name of names) {
    if (current.has(name) || deployedAt(name) >= before.getTime()) {
      result.kept.push(name);
      continue;
    }
    if (!dryRun) unlinkSync(path.join(folder, name));
    result.dropped.push(name);
  }
  return result;
}

function main(argv: string[]): void {
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const dir = option('--dir');
  const app = option('--app');
  const before = option('--before');
  if (!dir || !app || !before) throw new Error('Usage: drop-documents --dir <served folder> --app <shell|mfe-public|mfe-admin> --before <date> [--dry-run]');
  const dryRun = argv.includes('--dry-run');
  const result = dropDocuments(dir, app, new Date(before), dryRun);
  console.log(
    `${path.join(dir, app, MANIFEST_FOLDER)}: ${dryRun ? 'would drop' : 'dropped'} ${result.dropped.length} manifests deployed before ${before} (${result.dropped.join(', ') || 'none'}); kept ${result.kept.length}.`,
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
