// prisma/migrations must build exactly the database prisma/schema.prisma describes. Two checks,
// each of which fails when schema.prisma gains a column that no migration creates:
// 1. Prisma's own diff (Prisma 6.19 wasm schema engine, see prisma/migration-diff.ts) from the
//    migrations to schema.prisma is empty;
// 2. on PGlite and real PostgreSQL, the catalog (columns, types, defaults, constraints, indexes,
//    enums, sequences) of a migrated database equals that of a database built straight from
//    schema.prisma with `migrate diff --from-empty --to-schema-datamodel`. That database is built
//    from a copy of schema.prisma with one extra column, which the comparison must notice: the
//    proof that it is not vacuous.
// When they fail: `npm run -s migration:diff -- --create <name>` writes the missing migration.
// Each diff is a Prisma CLI process of several seconds of CPU: this file runs just two.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSchemaPath, migrateDiff } from '../../prisma/migration-diff.ts';
import type { SqlExecutor } from '../../prisma/migrate.ts';
import { createTestDatabase, dbKinds, type TestDatabase } from '../support/db.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** Added as the last column of the last model, so no other column's position moves. */
const PROBE = { table: 'RateLimit', column: 'probeColumnNoMigrationHas' };

let fromMigrations: string;
let fromEmptyWithProbe: string;
let tmp: string | undefined;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'schema-probe-'));
  const schema = await readFile(defaultSchemaPath, 'utf8');
  const probed = schema.replace(/(\nmodel RateLimit \{[^}]*)\}/, `$1  ${PROBE.column} String?\n}`);
  expect(probed).not.toBe(schema);
  const probedPath = path.join(tmp, 'schema.prisma');
  await writeFile(probedPath, probed);

  [fromMigrations, fromEmptyWithProbe] = await Promise.all([
    migrateDiff({ from: 'migrations' }),
    migrateDiff({ from: 'empty', schemaPath: probedPath }),
  ]);
});

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

it('prisma migrate diff finds nothing between prisma/migrations and schema.prisma', () => {
  expect(
    fromMigrations,
    `schema.prisma differs from prisma/migrations; create a migration with ` +
      `\`npm run -s migration:diff -- --create <name>\`. The missing SQL:\n${fromMigrations}`,
  ).toBe('');
  // The engine did read the schema (a from-empty diff of it creates every table).
  expect(fromEmptyWithProbe).toContain('CREATE TABLE "User"');
  expect(fromEmptyWithProbe).toContain(`"${PROBE.column}" TEXT`);
});

/** Everything about the public schema that Prisma's data model determines, in a stable order. */
async function catalog(db: SqlExecutor) {
  const q = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  const notOurs = `NOT IN ('_prisma_migrations')`;
  return {
    columns: await q(`
      SELECT table_name::text, column_name::text, ordinal_position::int, data_type::text, udt_name::text,
             is_nullable::text, column_default::text, character_maximum_length::int, numeric_precision::int,
             datetime_precision::int
        FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name ${notOurs}
       ORDER BY table_name, ordinal_position`),
    constraints: await q(`
      SELECT c.conrelid::regclass::text AS table_name, c.conname::text, c.contype::text, pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE n.nspname = 'public' AND c.conrelid::regclass::text ${notOurs}
         -- Constraint triggers (the counters of DataVersion) are written by hand in migrations: not the data model.
         AND c.contype <> 't'
       ORDER BY 1, 2`),
    indexes: await q(`
      SELECT tablename::text, indexname::text, indexdef FROM pg_indexes
       WHERE schemaname = 'public' AND tablename ${notOurs}
       ORDER BY 1, 2`),
    enums: await q(`
      SELECT t.typname::text, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text AS labels
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = 'public'
       GROUP BY t.typname ORDER BY 1`),
    sequences: await q(`
      SELECT sequence_name::text, data_type::text FROM information_schema.sequences
       WHERE sequence_schema = 'public' ORDER BY 1`),
  };
}

/** A raw executor over the Database's own connection, through Prisma. */
function executorOf(db: TestDatabase): SqlExecutor {
  return {
    query: async <R,>(sql: string) => ({ rows: (await db.prisma.$queryRawUnsafe(sql)) as R[] }),
    exec: (sql: string) => db.prisma.$executeRawUnsafe(sql),
  };
}

describe.each(dbKinds)('the migrated database on %s', (kind) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.drop()));
  });

  it('has exactly the catalog of a database built straight from schema.prisma', async () => {
    const [migrated, direct] = await Promise.all([
      createTestDatabase(kind),
      createTestDatabase(kind, { migrate: false }),
    ]);
    opened.push(migrated, direct);
    // The from-empty script has many statements: run them one by one through Prisma.
    for (const statement of fromEmptyWithProbe.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
      await direct.prisma.$executeRawUnsafe(statement);
    }
    const expected = await catalog(executorOf(direct));
    const actual = await catalog(executorOf(migrated));
    expect(expected.columns.length).toBeGreaterThan(50); // the snapshot is not vacuous

    // The comparison sees the extra column ...
    expect(actual).not.toEqual(expected);
    // ... and it is the only difference.
    const isProbe = (c: Record<string, unknown>) => c.table_name === PROBE.table && c.column_name === PROBE.column;
    expect(expected.columns.filter(isProbe)).toHaveLength(1);
    expect(actual).toEqual({ ...expected, columns: expected.columns.filter((c) => !isProbe(c)) });
  });
});
