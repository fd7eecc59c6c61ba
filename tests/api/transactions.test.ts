// Money transactions (schema/transactions.ts) run again when PostgreSQL aborts them as a deadlock
// (40P01) or a serialization failure (40001), and only then: two concurrent money operations that
// lock rows in opposite orders once answered "Unexpected error." to the one PostgreSQL chose to abort.
import { describe, expect, it } from 'vitest';
import { isRetryableConflict, MONEY_TRANSACTION_ATTEMPTS, moneyTransaction } from '../../schema/transactions.ts';
import { createTestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';

/** A $transaction that fails with the given errors first, then runs the work. */
function flaky(errors: unknown[]) {
  let calls = 0;
  return {
    calls: () => calls,
    $transaction: (async (work: (tx: unknown) => Promise<unknown>) => {
      calls++;
      const error = errors.shift();
      if (error) throw error;
      return work({});
    }) as never,
  };
}

const prismaConflict = Object.assign(new Error('Transaction failed due to a write conflict or a deadlock'), { code: 'P2034' });
const rawDeadlock = Object.assign(new Error('Raw query failed. Code: `40P01`'), {
  code: 'P2010',
  meta: { driverAdapterError: { cause: { originalCode: '40P01', kind: 'postgres' } } },
});
const pgSerialization = Object.assign(new Error('could not serialize access'), { code: '40001' });

describe('the money transaction helper', () => {
  it('recognises deadlocks and serialization failures, nothing else', () => {
    for (const error of [prismaConflict, rawDeadlock, pgSerialization]) expect(isRetryableConflict(error)).toBe(true);
    const unique = Object.assign(new Error('Unique constraint failed'), { code: 'P2002' });
    const rawOther = { code: 'P2010', meta: { driverAdapterError: { cause: { originalCode: '23505' } } } };
    for (const error of [unique, rawOther, new Error('boom'), null, 'text']) expect(isRetryableConflict(error)).toBe(false);
  });

  it('runs the transaction again after a deadlock or serialization failure', async () => {
    const prisma = flaky([rawDeadlock, prismaConflict]);
    expect(await moneyTransaction(prisma, async () => 'done')).toBe('done');
    expect(prisma.calls()).toBe(3);
  });

  it('gives up after the last attempt with the conflict, and never repeats on another error', async () => {
    const always = flaky(Array.from({ length: 10 }, () => rawDeadlock));
    await expect(moneyTransaction(always, async () => 'done')).rejects.toBe(rawDeadlock);
    expect(always.calls()).toBe(MONEY_TRANSACTION_ATTEMPTS);
    const unique = Object.assign(new Error('Unique constraint failed'), { code: 'P2002' });
    const once = flaky([unique]);
    await expect(moneyTransaction(once, async () => 'done')).rejects.toBe(unique);
    expect(once.calls()).toBe(1);
  });
});

describe.runIf(process.env.TEST_PG_URL)('a real deadlock on PostgreSQL', () => {
  it('two transactions locking two users in opposite orders both complete', async () => {
    const t = await createTestApp('postgres');
    try {
      const a = await createUserAndLogin(t);
      const b = await createUserAndLogin(t);
      let attempts = 0;
      // Each locks its first user, waits until the other has too, then asks for the second: one of
      // them is aborted with 40P01 and run again once the other has committed.
      let ready = 0;
      const both = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (ready >= 2) (clearInterval(check), resolve());
        }, 5);
      });
      const transfer = (first: number, second: number) =>
        moneyTransaction(t.prisma, async (tx) => {
          attempts++;
          await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${first} FOR UPDATE`;
          if (++ready <= 2) await both;
          await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${second} FOR UPDATE`;
          await tx.user.update({ where: { id: second }, data: { creditPaise: { increment: 100 } } });
        });
      await Promise.all([transfer(a.id, b.id), transfer(b.id, a.id)]);
      expect(attempts).toBe(3);
      const users = await t.prisma.user.findMany({ where: { id: { in: [a.id, b.id] } }, select: { creditPaise: true } });
      expect(users.map((u) => u.creditPaise)).toEqual([100, 100]);
    } finally {
      await t.close();
    }
  });
});
