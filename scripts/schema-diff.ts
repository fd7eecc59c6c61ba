// Change safety for API consumers: compares schema.graphql with the last released schema
// (docs/api/schema-released.graphql) using @graphql-inspector/core, prints every change by its
// criticality, and enforces the deprecation policy of docs/api/CHANGELOG.md:
//
// - A field, argument, input field or enum value is removed only after a deprecation: the released
//   schema must have it `@deprecated` with a reason that names its removal date ("Removal after
//   YYYY-MM-DD."), and that date must have passed.
// - A new deprecation (or a changed removal date) must name such a date at least
//   DEPRECATION_NOTICE_DAYS (90, schema/deprecation.ts) days after the day the check runs: consumers hear of it no sooner
//   than its release, so a notice that waits for a release must move its date as it waits.
// - Every breaking change (a removal too) is listed by its path in backticks under "## Unreleased"
//   in docs/api/CHANGELOG.md, so that a breaking change is always a deliberate, documented act.
//
//   tsx scripts/schema-diff.ts --check              the check `npm test` runs
//   tsx scripts/schema-diff.ts --release 1.1.0      the current schema becomes the released one
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { ChangeType, CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { DEPRECATION_NOTICE_DAYS, REMOVAL_AFTER_PATTERN } from '../schema/deprecation.ts';

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
  /** graphql-inspector's kind of change, e.g. FIELD_REMOVED. */
  type: string;
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
    type: change.type,
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

export { DEPRECATION_NOTICE_DAYS };

/** The removal date a deprecation reason names (YYYY-MM-DD, a real calendar day), or null. */
export function removalDate(reason: string | null | undefined): string | null {
  const date = reason ? REMOVAL_AFTER_PATTERN.exec(reason)?.[1] : undefined;
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every deprecated field, argument, input field and enum value of a schema by the path
 * graphql-inspector names it with (`Type.field`, `Type.field.argument`, `Input.field`,
 * `Enum.VALUE`), with its reason (graphql's "No longer supported" when @deprecated has none).
 */
export function deprecatedElements(schema: GraphQLSchema): Map<string, string> {
  const found = new Map<string, string>();
  const note = (path: string, reason: string | null | undefined) => {
    if (reason != null) found.set(path, reason);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        note(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) note(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) note(`${type.name}.${field.name}`, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) note(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return found;
}

/** The kinds of change that remove something a deprecation can announce. */
const REMOVALS = new Set<string>([ChangeType.FieldRemoved, ChangeType.FieldArgumentRemoved, ChangeType.InputFieldRemoved, ChangeType.EnumValueRemoved]);

export interface PolicyViolation {
  path: string;
  message: string;
}

/**
 * What breaks the deprecation policy, `today` (YYYY-MM-DD, UTC) being the day of the check:
 * - a field, argument, input field or enum value removed although the released schema did not
 *   deprecate it with a removal date that is before today;
 * - a deprecation that the released schema does not have (or whose removal date changed) and whose
 *   reason names no removal date, or one less than DEPRECATION_NOTICE_DAYS days after today.
 */
export function deprecationPolicyViolations(releasedSdl: string, currentSdl: string, changes: SchemaChange[], today: string): PolicyViolation[] {
  const released = deprecatedElements(buildSchema(releasedSdl));
  const current = deprecatedElements(buildSchema(currentSdl));
  const violations: PolicyViolation[] = [];
  const example = `@deprecated(reason: "Use … instead. Removal after ${addDays(today, DEPRECATION_NOTICE_DAYS)}.")`;
  for (const change of changes) {
    if (!REMOVALS.has(change.type) || !change.path) continue;
    const reason = released.get(change.path);
    const date = removalDate(reason);
    if (reason === undefined) {
      violations.push({ path: change.path, message: `removed without a deprecation: keep it and deprecate it first, e.g. ${example}` });
    } else if (!date) {
      violations.push({ path: change.path, message: `removed, but its released deprecation names no removal date ("Removal after YYYY-MM-DD")` });
    } else if (date >= today) {
      violations.push({ path: change.path, message: `removed before its announced removal date: it may go after ${date}` });
    }
  }
  const earliest = addDays(today, DEPRECATION_NOTICE_DAYS);
  for (const [path, reason] of current) {
    const before = released.get(path);
    const date = removalDate(reason);
    if (before !== undefined && removalDate(before) === date) continue;
    if (!date) {
      violations.push({ path, message: `deprecated without a removal date: the reason must say "Removal after YYYY-MM-DD", at least ${DEPRECATION_NOTICE_DAYS} days away, e.g. ${example}` });
    } else if (date < earliest) {
      violations.push({ path, message: `its removal date ${date} is less than ${DEPRECATION_NOTICE_DAYS} days away: name ${earliest} or later` });
    }
  }
  return violations;
}

/** The changelog with Unreleased turned into `version`'s section and a fresh, empty Unreleased. */
export function releaseChangelog(changelog: string, version: string, date: string): string {
  const fresh = '## Unreleased\n\n### Breaking\n\n(none)\n\n### Deprecated\n\n(none)\n\n### Added\n\n(none)\n\n';
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
  const violations = deprecationPolicyViolations(released, current, changes, new Date().toISOString().slice(0, 10));
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} change(s) break the deprecation policy (docs/api/CHANGELOG.md, "Deprecation policy"):\n` +
        violations.map((v) => `  \`${v.path}\`: ${v.message}`).join('\n'),
    );
  }
  if (undocumented.length > 0) {
    console.error(
      `\n${undocumented.length} breaking change(s) since the released schema are not in docs/api/CHANGELOG.md under "## Unreleased".\n` +
        'Keep the old field or argument (deprecate it instead), or list each path in backticks there:\n' +
        undocumented.map((c) => `  \`${c.path}\`: ${c.message}`).join('\n'),
    );
  }
  if (violations.length > 0 || undocumented.length > 0) process.exit(1);
  console.log(changes.length ? 'Every breaking change is documented and every deprecation follows the policy.' : 'No changes since the released schema.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
