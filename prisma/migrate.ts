// The project's migration step: applies prisma/migrations/*/migration.sql and records them in
// `_prisma_migrations` exactly as `prisma migrate deploy` does, so either tool can be used against
// the same database (Prisma 7's CLI needs a native schema engine that cannot be downloaded here).
//
//   npm run migrate      migrates DATABASE_URL when set, else the embedded PGlite in DATA_DIR (./.data)
//
// Changing the data model:
//   1. edit prisma/schema.prisma, then `npm run generate:prisma`;
//   2. `npm run -s migration:diff` prints the SQL that takes the migrations to the new schema
//      (Prisma 6.19's wasm schema engine over an in-memory PGlite, see prisma/migration-diff.ts);
//   3. `npm run -s migration:diff -- --create <snake_case_name>` writes it as a new migration folder
//      prisma/migrations/<UTC timestamp>_<name>/migration.sql; review it (renames come out as
//      drop + add, data backfills must be added by hand), commit it;
//   4. `npm run test:db` (tests/db, on PGlite and a throwaway PostgreSQL 15) fails whenever
//      schema.prisma and the migrations disagree.
// Never edit a migration that has been applied somewhere: its checksum is recorded, and this runner
// (like Prisma) refuses to run when an applied migration's file changed. Each migration runs in one
// transaction with its `_prisma_migrations` row, so it must not contain BEGIN/COMMIT nor statements
// that cannot run in a transaction (CREATE INDEX CONCURRENTLY): put such steps in their own runbook.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The little of a database connection the runner needs. A PGlite instance implements it as is; so
 * does a single `pg.Client` (NOT a `pg.Pool`: BEGIN ... COMMIT must stay on one connection), whose
 * parameterless query() runs multi-statement scripts (simple protocol).
 */
export interface SqlExecutor {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Runs a multi-statement script. Optional: falls back to query(script) without parameters. */
  exec?(sql: string): Promise<unknown>;
}

export interface MigrationResult {
  /** Folder names applied by this run, in order. */
  applied: string[];
  /** Folder names that were already applied. */
  alreadyApplied: string[];
}

export interface ApplyOptions {
  /** Default: prisma/migrations next to this file. */
  migrationsDir?: string;
  log?: (message: string) => void;
}

/** The key `prisma migrate` locks, so our runner and Prisma's never migrate at the same time. */
export const PRISMA_ADVISORY_LOCK_KEY = 72707369;

export const defaultMigrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Prisma's own DDL for the table (schema-engine, PostgreSQL flavour).
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Migration folders (`<timestamp>_<name>` directories holding a migration.sql), in name order. */
export async function listMigrationFolders(migrationsDir: string): Promise<string[]> {
  if (!existsSync(migrationsDir)) return [];
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && existsSync(path.join(migrationsDir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort();
}

/** Lowercase hex sha256 of the file's bytes: what Prisma stores in `checksum`. */
export function migrationChecksum(script: string | Buffer): string {
  return createHash('sha256').update(script).digest('hex');
}

/**
 * Whether a recorded checksum still matches the file. Like Prisma, a pure line-ending change
 * (git autocrlf) is not a modification.
 */
function checksumMatches(recorded: string, script: Buffer): boolean {
  const text = script.toString('utf8');
  const lf = text.replace(/\r\n/g, '\n');
  const candidates = [script, lf, lf.replace(/\n/g, '\r\n')];
  return candidates.some((c) => migrationChecksum(c) === recorded);
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

function runScript(db: SqlExecutor, sql: string): Promise<unknown> {
  return db.exec ? db.exec(sql) : db.query(sql);
}

/**
 * Applies every migration folder not yet recorded as applied, in name order, each in one
 * transaction together with its `_prisma_migrations` row. Holds Prisma's advisory lock meanwhile.
 * Throws MigrationError, before applying anything, when an applied migration's file was modified or
 * a previous `prisma migrate deploy` left a failed migration; when a migration fails, its
 * transaction is rolled back (earlier ones in the same run stay applied).
 */
export async function applyMigrations(db: SqlExecutor, opts: ApplyOptions = {}): Promise<MigrationResult> {
  const dir = opts.migrationsDir ?? defaultMigrationsDir;
  const log = opts.log ?? (() => {});
  const folders = await listMigrationFolders(dir);
  const scripts = new Map<string, Buffer>();
  for (const name of folders) scripts.set(name, await readFile(path.join(dir, name, 'migration.sql')));

  // Session-level lock: released explicitly below, or by the server when the connection dies.
  await db.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK_KEY]);
  try {
    // Look before creating, as Prisma does: a role without CREATE on the schema (fine once the
    // table exists) would fail even CREATE TABLE IF NOT EXISTS.
    const { rows: found } = await db.query<{ t: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS t`);
    if (!found[0]?.t) await runScript(db, CREATE_MIGRATIONS_TABLE);
    const { rows } = await db.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at, migration_name',
    );
    // Rolled-back rows (`prisma migrate resolve --rolled-back`) do not count as applied.
    const live = rows.filter((r) => r.rolled_back_at === null);

    const failed = live.filter((r) => r.finished_at === null);
    if (failed.length > 0) {
      throw new MigrationError(
        `Migration ${failed.map((r) => `\`${r.migration_name}\``).join(', ')} failed in an earlier run ` +
          `and is recorded as started but not finished in _prisma_migrations. Fix the database by hand, ` +
          `then mark it with \`prisma migrate resolve --applied|--rolled-back <name>\` (Prisma P3009).`,
      );
    }

    const applied = new Set<string>();
    for (const row of live) {
      applied.add(row.migration_name);
      const script = scripts.get(row.migration_name);
      if (!script) {
        // A newer release's migration (e.g. during a rollback): nothing to check it against.
        log(`warning: migration ${row.migration_name} is applied but missing from ${dir}`);
        continue;
      }
      if (!checksumMatches(row.checksum, script)) {
        throw new MigrationError(
          `Migration \`${row.migration_name}\` was modified after it was applied: the checksum of ` +
            `${path.join(dir, row.migration_name, 'migration.sql')} (${migrationChecksum(script)}) differs ` +
            `from the one recorded in _prisma_migrations (${row.checksum}). Restore the original file and ` +
            `put the change in a new migration (npm run migration:diff).`,
        );
      }
    }

    const result: MigrationResult = { applied: [], alreadyApplied: folders.filter((f) => applied.has(f)) };
    for (const name of folders) {
      if (applied.has(name)) continue;
      const script = scripts.get(name)!;
      log(`applying migration ${name}`);
      await runScript(db, 'BEGIN');
      try {
        const id = randomUUID();
        await db.query(
          'INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
          [id, migrationChecksum(script), name],
        );
        await runScript(db, script.toString('utf8'));
        await db.query(
          'UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1',
          [id],
        );
        await runScript(db, 'COMMIT');
      } catch (err) {
        await runScript(db, 'ROLLBACK').catch(() => {});
        const reason = err instanceof Error ? err.message : String(err);
        throw new MigrationError(`Migration \`${name}\` failed and was rolled back: ${reason}`, { cause: err });
      }
      result.applied.push(name);
    }
    return result;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK_KEY]).catch(() => {});
  }
}

/** CLI: `npm run migrate`. */
async function main(): Promise<void> {
  const log = (m: string) => console.log(m);
  const url = process.env.DATABASE_URL;
  let result: MigrationResult;
  if (url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      result = await applyMigrations(client, { log });
    } finally {
      await client.end();
    }
    log(`database: ${new URL(url).host}${new URL(url).pathname}`);
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgliteOptions } = await import('./pglite-options.ts');
    const dataDir = process.env.DATA_DIR || './.data';
    const db = new PGlite(dataDir, pgliteOptions());
    try {
      result = await applyMigrations(db, { log });
    } finally {
      await db.close();
    }
    log(`database: embedded PGlite in ${dataDir}`);
  }
  log(
    result.applied.length
      ? `applied ${result.applied.length} migration(s); ${result.alreadyApplied.length} already applied`
      : `no pending migrations (${result.alreadyApplied.length} applied)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
