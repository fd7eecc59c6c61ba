// prisma/database.ts: both kinds, the query log, an on-disk embedded database that survives a restart.
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type QueryLogEvent } from '../../prisma/database.ts';
import { PGLITE_SHARED_BUFFERS, PGLITE_WAL_SEGMENT } from '../../prisma/pglite-options.ts';
import { createTestDatabase, dbKinds } from '../support/db.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe.each(dbKinds)('openDatabase on %s', (kind) => {
  it('reports its kind and hands every SQL statement Prisma runs to log()', async () => {
    const events: QueryLogEvent[] = [];
    const db = await createTestDatabase(kind, { log: (e) => events.push(e) });
    try {
      expect(db.kind).toBe(kind);
      await db.prisma.dishCategory.create({ data: { name: 'Bowls', nameKey: 'bowls' } });
      events.length = 0;
      const found = await db.prisma.dishCategory.findMany({ include: { dishes: true } });
      expect(found).toHaveLength(1);
      expect(events.length).toBeGreaterThanOrEqual(1);
      expect(events.length).toBeLessThanOrEqual(2);
      expect(events[0]!.query).toMatch(/SELECT .*"DishCategory"/s);
      expect(typeof events[0]!.durationMs).toBe('number');
    } finally {
      await db.drop();
    }
  });
});

async function sharedBuffers(prisma: Database['prisma']): Promise<string> {
  const rows = await prisma.$queryRaw<{ shared_buffers: string }[]>`SHOW shared_buffers`;
  return rows[0]!.shared_buffers;
}

async function walSegmentSize(prisma: Database['prisma']): Promise<string> {
  const rows = await prisma.$queryRaw<{ wal_segment_size: string }[]>`SHOW wal_segment_size`;
  return rows[0]!.wal_segment_size;
}

describe('embedded PGlite in a data folder', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('migrates on first open, keeps the data across a restart, and closes cleanly', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-data-'));
    const dataDir = path.join(dir, 'data');

    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.prisma.price.create({ data: { key: 'veg', amountPaise: 13900 } });
    await first.close();
    await first.close(); // idempotent

    const second = await openDatabase({ dataDir });
    try {
      expect(await second.prisma.price.findUnique({ where: { key: 'veg' } })).toMatchObject({ amountPaise: 13900 });
      const rows = await second.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM _prisma_migrations`;
      expect(rows[0]!.n).toBeGreaterThan(0);
      // Postgres's default pool (128MB) would make every start 0.4 s slower.
      expect(await sharedBuffers(second.prisma)).toBe(PGLITE_SHARED_BUFFERS);
      // Made with 1MB WAL segments: Postgres's 16MB was 17 of the 41 MB of every copy of a new database.
      expect(await walSegmentSize(second.prisma)).toBe(PGLITE_WAL_SEGMENT);
      expect(statSync(path.join(dataDir, 'pg_wal', readdirSync(path.join(dataDir, 'pg_wal')).find((name) => /^[0-9A-F]{24}$/.test(name))!)).size).toBe(1024 * 1024);
    } finally {
      await second.close();
    }
  });

  it("starts the tests' in-memory copies with the same small buffer pool and WAL segments", async () => {
    const db = await createTestDatabase('pglite');
    try {
      expect(await sharedBuffers(db.prisma)).toBe(PGLITE_SHARED_BUFFERS);
      expect(await walSegmentSize(db.prisma)).toBe(PGLITE_WAL_SEGMENT);
    } finally {
      await db.drop();
    }
  });
});
