// prisma/database.ts: both kinds, the query log, an on-disk embedded database that survives a restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type QueryLogEvent } from '../../prisma/database.ts';
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
    } finally {
      await second.close();
    }
  });
});
