// The ledger's history before the ledger (migration ledger_history), on PGlite and PostgreSQL: a
// database with charges of past days, migrated up to the ledger's last migration before it, is
// migrated on; each past charge becomes a delivered record of its day, with the routine's hour and
// extras and the slot's or default address, and its day is locked. Today's charges, and days that
// were locked already, are left as they were.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applyMigrations, defaultMigrationsDir, type SqlExecutor } from '../../prisma/migrate.ts';
import { cachedPGlite } from '../../prisma/pglite-cache.ts';
import { createTestDatabase, dbKinds, type DbKind } from '../support/db.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const HISTORY = '20261202090000_ledger_history';

/** Today in India, as the migration reads it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe.each(dbKinds)('the ledger history migration on %s', (kind: DbKind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  async function database(): Promise<SqlExecutor> {
    if (kind === 'pglite') {
      const pglite: PGlite = await cachedPGlite('empty');
      cleanup.push(() => pglite.close());
      return pglite;
    }
    const created = await createTestDatabase('postgres', { migrate: false });
    cleanup.push(() => created.drop());
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    cleanup.push(() => client.end());
    return client;
  }

  it('records past charges as delivered meals of their locked days, and leaves today and locked days alone', async () => {
    const db = await database();
    // The migrations before the history.
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-before-'));
    cleanup.push(() => rm(before, { recursive: true, force: true }));
    for (const name of await readdir(defaultMigrationsDir)) {
      if (name < HISTORY) await cp(path.join(defaultMigrationsDir, name), path.join(before, name), { recursive: true });
    }
    await applyMigrations(db, { migrationsDir: before });

    const { rows: users } = await db.query<{ id: number }>(
      `INSERT INTO "User" ("name", "email", "phone", "role", "updatedAt") VALUES
         ('Asha', 'asha.history@example.com', '9800000001', 'customer', now()),
         ('Bala', 'bala.history@example.com', '9800000002', 'customer', now()),
         ('Admin', 'admin.history@example.com', '9800000003', 'admin', now())
       RETURNING "id"`,
    );
    const [asha, bala, admin] = users.map((u) => u.id);
    const { rows: addresses } = await db.query<{ id: number }>(
      `INSERT INTO "Address" ("userId", "label", "line1", "city", "pin", "isDefault") VALUES
         ($1, 'Home', '1, MG Road', 'Bengaluru', '560001', true),
         ($1, 'Office', '9, Church Street', 'Bengaluru', '560002', false)
       RETURNING "id"`,
      [asha],
    );
    // Asha's Monday lunch goes to her office, with a drink; Bala has no routine.
    await db.query(
      `INSERT INTO "RoutineSlot" ("userId", "weekday", "meal", "hour", "type", "drinks", "addressId") VALUES ($1, 'monday', 'lunch', 14, 'egg', true, $2)`,
      [asha, addresses[1]!.id],
    );
    const charge = async (userId: number, date: string, meal: string, amountPaise: number) => {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO "CreditTransaction" ("userId", "type", "amountPaise", "paymentMethod", "createdById", "createdAt")
         VALUES ($1, 'debit', $2, 'debit', $3, '2026-11-02 09:00:00') RETURNING "id"`,
        [userId, amountPaise, admin],
      );
      await db.query(
        `INSERT INTO "Deduction" ("userId", "date", "meal", "amountPaise", "transactionId", "createdById", "createdAt")
         VALUES ($1, $2::date, $3::"Meal", $4, $5, $6, '2026-11-02 09:00:00')`,
        [userId, date, meal, amountPaise, rows[0]!.id, admin],
      );
    };
    await charge(asha, '2026-11-02', 'lunch', 15900); // a Monday
    await charge(bala, '2026-11-02', 'dinner', 13900);
    await charge(bala, '2026-11-03', 'lunch', 13900); // a day already locked
    await charge(asha, today(), 'lunch', 15900); // today: the ledger's own lock
    await db.query(`INSERT INTO "MealLock" ("date", "meal") VALUES ('2026-11-03', 'lunch')`);

    await applyMigrations(db);

    const { rows: records } = await db.query<Record<string, unknown>>(
      `SELECT "userId", to_char("date", 'YYYY-MM-DD') AS "date", "meal"::text, "hour", "type"::text, "drinks", "pricePaise",
              "addressLabel", "pin", "state"::text, "stateChangedById"
         FROM "MealRecord" ORDER BY 2, 3`,
    );
    expect(records).toEqual([
      { userId: bala, date: '2026-11-02', meal: 'dinner', hour: 19, type: 'veg', drinks: false, pricePaise: 13900, addressLabel: null, pin: null, state: 'delivered', stateChangedById: admin },
      { userId: asha, date: '2026-11-02', meal: 'lunch', hour: 14, type: 'egg', drinks: true, pricePaise: 15900, addressLabel: 'Office', pin: '560002', state: 'delivered', stateChangedById: admin },
    ]);
    const { rows: locks } = await db.query<{ date: string; meal: string }>(
      `SELECT to_char("date", 'YYYY-MM-DD') AS "date", "meal"::text FROM "MealLock" ORDER BY 1, 2`,
    );
    expect(locks).toEqual([
      { date: '2026-11-02', meal: 'dinner' },
      { date: '2026-11-02', meal: 'lunch' },
      { date: '2026-11-03', meal: 'lunch' },
    ]);
  });
});
