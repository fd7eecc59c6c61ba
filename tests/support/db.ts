// Fresh, migrated databases for tests, on embedded PGlite and on real PostgreSQL:
//
//   describe.each(dbKinds)('... on %s', (kind) => {
//     let db: TestDatabase;
//     beforeAll(async () => { db = await createTestDatabase(kind); });
//     afterAll(() => db.drop());
//   });
//
// 'postgres' needs TEST_PG_URL (a server where the user may CREATE DATABASE): run the tests through
// `bash scripts/with-postgres.sh npx vitest run ...`, which starts a throwaway cluster. Without it
// the tests fail loudly: they are never skipped.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../../prisma/database.ts';
import { applyMigrations, defaultMigrationsDir, listMigrationFolders } from '../../prisma/migrate.ts';
import { cachedDataFolder, cachedPGlite } from '../../prisma/pglite-cache.ts';

export const dbKinds = ['pglite', 'postgres'] as const;
export type DbKind = (typeof dbKinds)[number];

export type TestDatabase = Database & {
  /** postgres: the URL of the test's own database. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
};

export interface TestDatabaseOptions {
  /** Apply the migrations (default true); false gives an empty database. */
  migrate?: boolean;
  log?: OpenDatabaseOptions['log'];
}

export function requireTestPgUrl(): string {
  const url = process.env.TEST_PG_URL;
  if (!url) {
    throw new Error(
      'TEST_PG_URL is not set: tests on real PostgreSQL need a server. Run them through ' +
        '`bash scripts/with-postgres.sh npx vitest run ...`, or set TEST_PG_URL=postgres://user@host:port/db ' +
        '(the user must be allowed to CREATE DATABASE).',
    );
  }
  return url;
}

/**
 * The jobs graphile-worker still holds on a PostgreSQL database (waiting, due or running): those
 * whose key matches `keyPattern` (SQL LIKE), or every job, keyed or not. None left means nothing can
 * run again.
 */
export async function graphileJobsLeft(db: Pick<Database, 'prisma'>, keyPattern?: string): Promise<number> {
  const pattern = keyPattern ?? null;
  const [row] = await db.prisma.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM graphile_worker.jobs WHERE ${pattern}::text IS NULL OR key LIKE ${pattern}`;
  return row!.count;
}

export async function createTestDatabase(kind: DbKind, opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return kind === 'pglite' ? createPGliteDatabase(opts) : createPostgresDatabase(opts);
}

async function createPGliteDatabase(opts: TestDatabaseOptions): Promise<TestDatabase> {
  const migrate = opts.migrate !== false;
  const pglite = migrate ? await migratedPGlite() : await cachedPGlite('empty');
  const db = await openDatabase({ pglite, migrate, log: opts.log });
  return { ...db, drop: () => db.close() };
}

let migratedFolder: Promise<string> | undefined;

/**
 * A new embedded data folder (a PGlite database on disk, as DATA_DIR names one) holding a migrated,
 * empty database, for a test that opens a folder or starts a gateway process on one: a copy of
 * the folder cached under the migrations' key (see cachedDataFolder), about 5 s of CPU less than
 * initdb and every migration. The caller removes the copy.
 */
export async function migratedDataFolder(prefix = 'freshmeals-test-data-'): Promise<string> {
  migratedFolder ??= migrationsKeyOnce().then((key) => cachedDataFolder(key, migrateDatabase));
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(await migratedFolder, folder, { recursive: true });
  return folder;
}

let migrationsKey: Promise<string> | undefined;

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of await listMigrationFolders(defaultMigrationsDir)) {
    hash.update(name).update(await readFile(path.join(defaultMigrationsDir, name, 'migration.sql')));
  }
  return `freshmeals-migrated-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * An in-memory PGlite with all migrations applied, loaded from a dump cached under a hash of the
 * migration files (rebuilt whenever they change). openDatabase still runs the migration check on
 * it, so a stale dump could not go unnoticed.
 */
async function migratedPGlite(): Promise<PGlite> {
  return cachedPGlite(await migrationsKeyOnce(), migrateDatabase);
}

function migrationsKeyOnce(): Promise<string> {
  migrationsKey ??= migrationsHash();
  return migrationsKey;
}

async function migrateDatabase(db: PGlite): Promise<void> {
  await applyMigrations(db);
}

let sequence = 0;

async function createPostgresDatabase(opts: TestDatabaseOptions): Promise<TestDatabase> {
  const serverUrl = requireTestPgUrl();
  const name = `test_${process.pid}_${Date.now().toString(36)}_${sequence++}`;
  const migrate = opts.migrate !== false;
  if (migrate) {
    // A copy of a database migrated once for the whole server: CREATE DATABASE … TEMPLATE copies
    // files, where applying every migration again would run each statement.
    const template = await migratedTemplate(serverUrl);
    await withAdminClient(serverUrl, (c) => createFromTemplate(c, name, template));
  } else {
    await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    // openDatabase still checks the applied migrations against the files, so a stale template
    // could not go unnoticed.
    db = await openDatabase({ databaseUrl: url.toString(), migrate, log: opts.log });
  } catch (err) {
    await dropDatabase(serverUrl, name);
    throw err;
  }
  let dropped: Promise<void> | undefined;
  return {
    ...db,
    url: url.toString(),
    drop: () =>
      (dropped ??= (async () => {
        await db.close();
        await dropDatabase(serverUrl, name);
      })()),
  };
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the server with every migration applied, named after a hash of the
 * migration files. The first test process to need it builds it under a lock that the others wait
 * on; it is built under a temporary name and renamed when complete, so a crash never leaves a
 * half-migrated template behind.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = (async () => {
      const name = `template_${(await migrationsKeyOnce()).slice(-16)}`;
      await withAdminClient(serverUrl, async (c) => {
        await c.query('SELECT pg_advisory_lock(727074)');
        try {
          const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
          if (found.rowCount) return;
          const building = `${name}_building_${process.pid}`;
          await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
          await c.query(`CREATE DATABASE "${building}"`);
          const url = new URL(serverUrl);
          url.pathname = `/${building}`;
          const db = await openDatabase({ databaseUrl: url.toString(), migrate: true });
          await db.close();
          await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
        } finally {
          await c.query('SELECT pg_advisory_unlock(727074)');
        }
      });
      return name;
    })();
    templates.set(serverUrl, template);
  }
  return template;
}

/**
 * CREATE DATABASE … TEMPLATE under the template's lock: PostgreSQL refuses to copy a database that
 * another session is reading, so the copies wait for each other instead of failing.
 */
async function createFromTemplate(c: pg.Client, name: string, template: string): Promise<void> {
  await c.query('SELECT pg_advisory_lock(727074)');
  try {
    await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await c.query('SELECT pg_advisory_unlock(727074)');
  }
}

async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE (PostgreSQL 13+) ends connections a test may have leaked.
  await withAdminClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
