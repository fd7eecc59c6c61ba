// Password hashing under attack: a flood of set-password requests with bad links used to hash a
// password each (366 requests in 12 s pushed sign-ins from ~120 ms to 3-5 s). Now the link is
// checked first (no hashing for a bad one), each client address gets 10 tries in 10 minutes, and
// every scrypt computation of the process goes through a pool of 2. The tests watch Node's own
// scrypt, so they see every hash whoever calls it.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, HashPool, PASSWORD_COST, verifyPassword } from '../../schema/auth/password.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, FIXTURE_PASSWORD_COST, type TestUser } from '../support/users.ts';

const SET_PASSWORD = `mutation($input: SetPasswordInput!) { setPassword(input: $input) { message } }`;
const INVALID_LINK = 'This link is invalid or has expired.';

/** Counts calls of crypto.scrypt and how many run at once (until their callback). */
const watch = { calls: 0, active: 0, maxActive: 0 };
const originalScrypt = crypto.scrypt;

beforeAll(() => {
  crypto.scrypt = ((...args: unknown[]) => {
    watch.calls++;
    watch.active++;
    watch.maxActive = Math.max(watch.maxActive, watch.active);
    const callback = args.pop() as (err: Error | null, key: Buffer) => void;
    return (originalScrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      watch.active--;
      callback(err, key);
    });
  }) as typeof crypto.scrypt;
  syncBuiltinESMExports();
});

afterAll(() => {
  crypto.scrypt = originalScrypt;
  syncBuiltinESMExports();
});

function resetWatch() {
  watch.calls = 0;
  watch.maxActive = watch.active;
}

describe('the stored hash', () => {
  it('is made at the product cost (scrypt N = 2^15, r = 8, p = 1) and checked at the cost it names', async () => {
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    const stored = await hashPassword('Secret@123');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Secret@123', stored)).toBe(true);
    expect(await verifyPassword('Secret@124', stored)).toBe(false);
    // The fixtures' cheaper hash is checked at its own cost.
    const fixture = await hashPassword('Secret@123', FIXTURE_PASSWORD_COST);
    expect(fixture).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Secret@123', fixture)).toBe(true);
    expect(await verifyPassword('secret@123', fixture)).toBe(false);
  });
});

describe('the hashing pool', () => {
  it('never runs more tasks than its size, and starts them in arrival order', async () => {
    const pool = new HashPool(3);
    let running = 0;
    let max = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 20 }, (_, i) =>
      pool.run(async () => {
        started.push(i);
        running++;
        max = Math.max(max, running);
        await new Promise((resolve) => setTimeout(resolve, 5 + (i % 3) * 5));
        running--;
        return i;
      }),
    );
    expect(pool.active).toBe(3);
    expect(pool.queued).toBe(17);
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(max).toBe(3);
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(pool.active).toBe(0);
  });

  it('keeps going after a task fails', async () => {
    const pool = new HashPool(1);
    const failing = pool.run(async () => {
      throw new Error('boom');
    });
    const next = pool.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});

describe.each(dbKinds)('set-password and hashing under attack on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let ipSeq = 0;
  const newIp = () => `10.66.${kind === 'pglite' ? 1 : 2}.${++ipSeq}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function invite() {
    const email = `invited.${Date.now()}.${ipSeq++}@example.com`;
    const r = await t.rest('POST', '/admin/register', { name: 'Invited Person', email, phone: '9876512345' }, { token: admin.token });
    expect(r.status).toBe(200);
    await t.settled();
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { id: 'desc' } });
    const link = mail.text.match(/\/set-password\?token=(\S+)/)![1]!;
    return { email, userId: r.body.user.id as number, token: decodeURIComponent(link) };
  }

  const setPassword = (token: string, ip: string, password = 'Welcome@2026') =>
    t.rest('POST', '/auth/set-password', { token, password, confirmPassword: password }, { ip });

  it('bad links are refused without hashing anything', async () => {
    const { userId, token } = await invite();
    const forged = [
      'garbage',
      `${userId}.${'A'.repeat(43)}`,
      `${userId}.${token.split('.')[1]!.slice(0, 42)}B`,
      `${admin.id}.${token.split('.')[1]}`,
      `99999999.${token.split('.')[1]}`,
      `${userId}.${token.split('.')[1]}x`,
    ];
    resetWatch();
    for (let i = 0; i < 20; i++) {
      const r = await setPassword(forged[i % forged.length]!, newIp());
      expect(r).toMatchObject({ status: 400, body: { message: INVALID_LINK } });
    }
    expect(watch.calls).toBe(0);
    // The right link hashes the new password once, and it signs in.
    resetWatch();
    expect((await setPassword(token, newIp())).status).toBe(200);
    expect(watch.calls).toBe(1);
  });

  it('limits set-password to 10 tries per client address in 10 minutes (429)', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await setPassword(`1.${'A'.repeat(43)}`, ip)).status).toBe(400);
    const held = await setPassword(`1.${'A'.repeat(43)}`, ip);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // A real invitee elsewhere is unaffected; the address gets its tries back after the window.
    const { token } = await invite();
    expect((await setPassword(token, newIp())).status).toBe(200);
    t.clock.advance(600_000);
    expect((await setPassword(`1.${'A'.repeat(43)}`, ip)).status).toBe(400);
  });

  it('sign-ins go through during a set-password flood, and scrypt never runs more than 2 at a time', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createUserAndLogin(t)));
    resetWatch();
    const flood = Array.from({ length: 40 }, (_, i) => setPassword(`${i}.${'B'.repeat(43)}`, newIp()));
    const logins = users.map((u) => t.rest('POST', '/auth/login', { email: u.email, password: u.password }, { ip: newIp() }));
    // Unknown addresses and wrong passwords hash too: they all queue in the same pool.
    const misses = Array.from({ length: 8 }, (_, i) =>
      t.rest('POST', '/auth/login', { email: `miss.${i}.${Date.now()}@example.com`, password: 'Wrong@1234' }, { ip: newIp() }),
    );
    const [floodResults, loginResults] = await Promise.all([Promise.all(flood), Promise.all(logins), Promise.all(misses)]);
    expect(floodResults.every((r) => r.status === 400)).toBe(true);
    expect(loginResults.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(watch.calls).toBe(12);
    expect(watch.maxActive).toBeLessThanOrEqual(2);
  });
});
