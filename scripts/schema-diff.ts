// Change safety for API consumers: compares schema.graphql with the last released schema
// (docs/api/schema-released.graphql) using @graphql-inspector/core, prints every change by its
// criticality, and fails on a breaking change whose path is not listed in backticks under
// "## Unreleased" in docs/api/CHANGELOG.md.
//
//   tsx scripts/schema-diff.ts --check              the check `npm test` runs
//   tsx scripts/schema-diff.ts --release 1.1.0      the current schema becomes the released one
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';

const root = new URL('..', import.meta.url);
const files = {
  current: new URL('schema.graphql', root),
  released: new URL('docs/api/schema-released.graphql', root),
  changelog: new URL('docs/api/CHANGELOG.md', root),
};

export interface SchemaChange {
  level: 'breaking' | 'dangerous' | 'safe';
  message: string;
  path: string | undefined;
}

/** Every change from the released schema to the current one. */
export async function schemaChanges(releasedSdl: string, currentSdl: string): Promise<SchemaChange[]> {
  const changes: Change[] = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  return changes.map((change) => ({
    level:
      change.criticality.level === CriticalityLevel.Breaking
        ? 'breaking'
        : change.criticality.level === CriticalityLevel.Dangerous
          ? 'dangerous'
          : 'safe',
    message: change.message,
    path: change.path,
  }));
}

/** The text of the "## Unreleased" section of the changelog ('' when there is none). */
export function unreleasedSection(changelog: string): string {
  const match = /^## Unreleased[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog);
  return match?.[1] ?? '';
}

/** The breaking changes the changelog's Unreleased section does not name (by `path` in backticks). */
export function undocumentedBreakingChanges(changes: SchemaChange[], changelog: string): SchemaChange[] {
  const named = new Set([...unreleasedSection(changelog).matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  return changes.filter((c) => c.level === 'breaking' && !(c.path && named.has(c.path)));
}

/** The changelog with Unreleased turned into `version`'s section and a fresh, empty Unreleased. */
export function releaseChangelog(changelog: string, version: string, date: string): string {
  const fresh = '## Unreleased\n\n### Breaking\n\n(none)\n\n### Added\n\n(none)\n\n';
  return changelog.replace(/^## Unreleased[^\n]*\n/m, `${fresh}## ${version} (${date})\n`);
}

async function main() {
  const released = readFileSync(files.released, 'utf8');
  const current = readFileSync(files.current, 'utf8');
  const changelog = readFileSync(files.changelog, 'utf8');
  const releaseAt = process.argv.indexOf('--release');
  if (releaseAt >= 0) {
    const version = process.argv[releaseAt + 1];
    if (!version || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error('Usage: --release <major.minor.patch>');
    writeFileSync(files.released, current);
    writeFileSync(files.changelog, releaseChangelog(changelog, version, new Date().toISOString().slice(0, 10)));
    console.log(`Released the schema as ${version}: docs/api/schema-released.graphql and docs/api/CHANGELOG.md updated.`);
    return;
  }
  const changes = await schemaChanges(released, current);
  for (const level of ['breaking', 'dangerous', 'safe'] as const) {
    const ofLevel = changes.filter((c) => c.level === level);
    if (ofLevel.length) console.log(`${level} (${ofLevel.length}):\n${ofLevel.map((c) => `  ${c.path ?? ''}: ${c.message}`).join('\n')}`);
  }
  const undocumented = undocumentedBreakingChanges(changes, changelog);
  if (undocumented.length > 0) {
    console.error(
      `\n${undocumented.length} breaking change(s) since the released schema are not in docs/api/CHANGELOG.md under "## Unreleased".\n` +
        'Keep the old field or argument (deprecate it instead), or list each path in backticks there:\n' +
        undocumented.map((c) => `  \`${c.path}\`: ${c.message}`).join('\n'),
    );
    process.exit(1);
  }
  console.log(changes.length ? 'Every breaking change is documented.' : 'No changes since the released schema.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
