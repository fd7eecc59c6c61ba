// The project's migration runner (prisma/migrate.ts) on PGlite and real PostgreSQL: it records
// migrations exactly as `prisma migrate deploy` does and refuses modified ones.
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applyMigrations,
  defaultMigrationsDir,
  listMigrationFolders,
  MigrationError,
  type SqlExecutor,
} from '../../prisma/migrate.ts';
import { runPrisma6 } from '../../prisma/migration-diff.ts';
import { cachedPGlite } from '../../prisma/pglite-cache.ts';
import { createTestDatabase, dbKinds, type DbKind, type TestDatabase } from '../support/db.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Even from a cached dump a PGlite takes ~0.5 s to start, dropping its schema a few ms: the PGlite
// tests share one instance and start each test from an empty public schema.
let sharedPGlite: PGlite | undefined;

/** A raw connection to an empty database of the given kind (closed by `cleanup`). */
async function emptyDatabase(
  kind: DbKind,
  cleanup: (() => Promise<void>)[],
): Promise<{ sql: SqlExecutor; url?: string }> {
  if (kind === 'pglite') {
    sharedPGlite ??= await cachedPGlite('empty');
    await sharedPGlite.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    return { sql: sharedPGlite };
  }
  const created: TestDatabase = await createTestDatabase('postgres', { migrate: false });
  cleanup.push(() => created.drop());
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  cleanup.push(() => client.end());
  return { sql: client, url: created.url };
}

async function migrationsCopy(cleanup: (() => Promise<void>)[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  await cp(defaultMigrationsDir, dir, { recursive: true });
  return dir;
}

async function addMigration(dir: string, name: string, sql: string): Promise<void> {
  await mkdir(path.join(dir, name));
  await writeFile(path.join(dir, name, 'migration.sql'), sql);
}

describe.each(dbKinds)('migration runner on %s', (kind) => {
  let folders: string[];
  const cleanup: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    folders = await listMigrationFolders(defaultMigrationsDir);
    expect(folders.length).toBeGreaterThan(0);
  });
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });
  afterAll(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
    await sharedPGlite?.close();
    sharedPGlite = undefined;
  });

  it('applies every migration once and records it as prisma migrate deploy does', async () => {
    const db = await emptyDatabase(kind, cleanup);
    const first = await applyMigrations(db.sql);
    expect(first).toEqual({ applied: folders, alreadyApplied: [] });

    const second = await applyMigrations(db.sql);
    expect(second).toEqual({ applied: [], alreadyApplied: folders });

    const { rows } = await db.sql.query<Record<string, unknown>>(
      'SELECT * FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows).toHaveLength(folders.length);
    for (const [i, row] of rows.entries()) {
      const file = await readFile(path.join(defaultMigrationsDir, folders[i]!, 'migration.sql'));
      expect(row.migration_name).toBe(folders[i]);
      expect(row.id).toMatch(UUID_V4);
      expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.started_at).toBeInstanceOf(Date);
      expect((row.finished_at as Date).getTime()).toBeGreaterThanOrEqual((row.started_at as Date).getTime());
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
      expect(row.rolled_back_at).toBeNull();
    }

    // The tables of the schema exist.
    const { rows: tables } = await db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['User', 'Dish', 'Deduction', '_prisma_migrations']));
  });

  it('creates _prisma_migrations with exactly the columns Prisma uses', async () => {
    const db = await emptyDatabase(kind, cleanup);
    await applyMigrations(db.sql);
    const { rows } = await db.sql.query<Record<string, unknown>>(
      `SELECT column_name, data_type, character_maximum_length AS len, is_nullable, column_default
         FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = '_prisma_migrations'
        ORDER BY ordinal_position`,
    );
    expect(rows).toEqual([
      { column_name: 'id', data_type: 'character varying', len: 36, is_nullable: 'NO', column_default: null },
      { column_name: 'checksum', data_type: 'character varying', len: 64, is_nullable: 'NO', column_default: null },
      { column_name: 'finished_at', data_type: 'timestamp with time zone', len: null, is_nullable: 'YES', column_default: null },
      { column_name: 'migration_name', data_type: 'character varying', len: 255, is_nullable: 'NO', column_default: null },
      { column_name: 'logs', data_type: 'text', len: null, is_nullable: 'YES', column_default: null },
      { column_name: 'rolled_back_at', data_type: 'timestamp with time zone', len: null, is_nullable: 'YES', column_default: null },
      { column_name: 'started_at', data_type: 'timestamp with time zone', len: null, is_nullable: 'NO', column_default: 'now()' },
      { column_name: 'applied_steps_count', data_type: 'integer', len: null, is_nullable: 'NO', column_default: '0' },
    ]);
    const { rows: pk } = await db.sql.query<{ column_name: string }>(
      `SELECT a.attname AS column_name FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = '_prisma_migrations'::regclass AND i.indisprimary`,
    );
    expect(pk).toEqual([{ column_name: 'id' }]);
  });

  it('refuses to run when an applied migration was modified, and changes nothing', async () => {
    const db = await emptyDatabase(kind, cleanup);
    await applyMigrations(db.sql);
    const dir = await migrationsCopy(cleanup);
    const file = path.join(dir, folders[0]!, 'migration.sql');
    await writeFile(file, `${await readFile(file, 'utf8')}\n-- an innocent-looking edit\n`);
    await addMigration(dir, '99990101000000_pending', 'CREATE TABLE "RunnerProbe" (id INTEGER);');

    const attempt = applyMigrations(db.sql, { migrationsDir: dir });
    await expect(attempt).rejects.toThrow(MigrationError);
    await expect(attempt).rejects.toThrow(new RegExp(`Migration \`${folders[0]}\` was modified after it was applied`));
    const { rows } = await db.sql.query(`SELECT to_regclass('"RunnerProbe"') AS t`);
    expect(rows).toEqual([{ t: null }]); // the pending migration was not applied
  });

  it('refuses a tampered checksum in _prisma_migrations', async () => {
    const db = await emptyDatabase(kind, cleanup);
    await applyMigrations(db.sql);
    await db.sql.query(`UPDATE _prisma_migrations SET checksum = repeat('0', 64) WHERE migration_name = $1`, [folders[0]]);
    await expect(applyMigrations(db.sql)).rejects.toThrow(/was modified after it was applied/);
  });

  it('accepts a line-ending-only change, as Prisma does', async () => {
    const db = await emptyDatabase(kind, cleanup);
    await applyMigrations(db.sql);
    const dir = await migrationsCopy(cleanup);
    const file = path.join(dir, folders[0]!, 'migration.sql');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/\n/g, '\r\n'));
    expect(await applyMigrations(db.sql, { migrationsDir: dir })).toEqual({ applied: [], alreadyApplied: folders });
  });

  it('applies new migrations in name order, and rolls a failing one back with its row', async () => {
    const db = await emptyDatabase(kind, cleanup);
    await applyMigrations(db.sql);
    const dir = await migrationsCopy(cleanup);
    await addMigration(dir, '99990102000000_second', 'ALTER TABLE "RunnerProbe" ADD COLUMN note TEXT;');
    await addMigration(dir, '99990101000000_first', 'CREATE TABLE "RunnerProbe" (id INTEGER);');
    expect(await applyMigrations(db.sql, { migrationsDir: dir })).toEqual({
      applied: ['99990101000000_first', '99990102000000_second'],
      alreadyApplied: folders,
    });

    await addMigration(
      dir,
      '99990103000000_broken',
      'CREATE TABLE "HalfDone" (id INTEGER);\nALTER TABLE "NoSuchTable" ADD COLUMN x INTEGER;',
    );
    await expect(applyMigrations(db.sql, { migrationsDir: dir })).rejects.toThrow(
      /Migration `99990103000000_broken` failed and was rolled back: .*NoSuchTable/,
    );
    const { rows } = await db.sql.query(
      `SELECT to_regclass('"HalfDone"') AS t, (SELECT count(*)::int FROM _prisma_migrations WHERE migration_name LIKE '%broken') AS n`,
    );
    expect(rows).toEqual([{ t: null, n: 0 }]);
    // The connection is usable again and the runner still works.
    expect((await applyMigrations(db.sql, { migrationsDir: await migrationsCopy(cleanup) })).applied).toEqual([]);
  });

  it('refuses to run over a migration that a previous prisma migrate deploy left failed', async () => {
    const db = await emptyDatabase(kind, cleanup);
    await applyMigrations(db.sql);
    await db.sql.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
      ['6f1c8d2a-3b4e-4f5a-9b6c-7d8e9f0a1b2c', '0'.repeat(64), '99990101000000_failed'],
    );
    await expect(applyMigrations(db.sql)).rejects.toThrow(/`99990101000000_failed` failed in an earlier run/);
  });

  if (kind === 'postgres') {
    it('is interchangeable with prisma migrate deploy (Prisma 6.19 CLI, wasm engine)', async () => {
      const [ours, prismas] = [await emptyDatabase(kind, cleanup), await emptyDatabase(kind, cleanup)];
      await applyMigrations(ours.sql);
      const prisma6 = (command: string, url: string) =>
        runPrisma6((schema) => ['migrate', command, '--schema', schema], { env: { PRISMA6_DATABASE_URL: url } });
      const [status, deploy] = await Promise.all([prisma6('status', ours.url!), prisma6('deploy', prismas.url!)]);
      // Prisma accepts what our runner recorded ...
      expect(status.stdout).toContain('Database schema is up to date!');
      // ... and our runner what Prisma recorded.
      expect(deploy.stdout).toContain('All migrations have been successfully applied.');
      expect(await applyMigrations(prismas.sql)).toEqual({ applied: [], alreadyApplied: folders });
    });

    it('serialises concurrent runners with Prisma advisory lock: each migration is applied once', async () => {
      const db = await emptyDatabase(kind, cleanup);
      const others = await Promise.all(
        [1, 2, 3].map(async () => {
          const c = new pg.Client({ connectionString: db.url });
          await c.connect();
          cleanup.push(() => c.end());
          return c;
        }),
      );
      const results = await Promise.all([db.sql, ...others].map((c) => applyMigrations(c)));
      expect(results.flatMap((r) => r.applied).sort()).toEqual(folders);
      const { rows } = await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM _prisma_migrations');
      expect(rows[0]!.n).toBe(folders.length);
    });
  }
});
