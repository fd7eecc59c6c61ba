// Failed sign-ins slow down whoever fails, never lock the owner out: backoff per client address
// and account, a per-address cap across accounts, a high per-account cap, and a bypass for a
// browser with a live session of the account, after a password reset, or with an e-mailed sign-in
// code (a new device while an attack runs). On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURES_PER_HOUR } from '../../schema/auth/login-throttle.ts';
import { SIGN_IN_CODE_MESSAGE as SIGN_IN_CODE_SENT } from '../../schema/auth/sign-in-code.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin } from '../support/users.ts';

const WRONG = 'Wrong@1234';
let ipSeq = 0;
const newIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

describe.each(dbKinds)('login throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, ip: string, cookie?: string) =>
    t.rest('POST', '/auth/login', { email, password }, { ip, cookie });

  it("an attacker hammering the admin from one address does not lock the admin out of another (the old 11-request lock)", async () => {
    const admin = await createUserAndLogin(t, { role: 'admin' });
    const attacker = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login(admin.email, WRONG, attacker)).status);
    // Five real tries, then the attacker's address waits.
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

    const owner = await login(admin.email, admin.password, newIp());
    expect(owner.status).toBe(200);
    expect(owner.body.accessToken).toEqual(expect.any(String));
    expect(owner.body.user.role).toBe('admin');
  });

  it('backs off exponentially per address and account: 1 s, 2 s, 4 s after the fifth failure', async () => {
    const user = await createUserAndLogin(t);
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await login(user.email, WRONG, ip)).status).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const held = await login(user.email, user.password, ip);
      expect(held.status).toBe(429);
      expect(held.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ seconds\.$/);
      const wait = Number(held.headers.get('retry-after'));
      waits.push(wait);
      t.clock.advance(wait * 1000 + 50);
      if (round < 2) expect((await login(user.email, WRONG, ip)).status).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4]);
    // After the wait the right password works from that address too, and starts the count again.
    expect((await login(user.email, user.password, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user.email, WRONG, ip)).status).toBe(400);
  });

  it('the backoff is capped at 5 minutes', async () => {
    const user = await createUserAndLogin(t);
    const ip = newIp();
    // 5 + 10 failures, each after the previous wait: the waits grow to 2^9 = 512 s, capped at 300.
    let last = 0;
    for (let i = 0; i < 15; i++) {
      expect((await login(user.email, WRONG, ip)).status).toBe(400);
      if (i >= 4) {
        const held = await login(user.email, WRONG, ip);
        expect(held.status).toBe(429);
        last = Number(held.headers.get('retry-after'));
        t.clock.advance(last * 1000 + 50);
      }
    }
    expect(last).toBe(300);
  });

  it('answers unknown addresses exactly like registered ones', async () => {
    const user = await createUserAndLogin(t);
    const unknown = `nobody.${Date.now()}@example.com`;
    const known: number[] = [];
    const missing: number[] = [];
    const [ipA, ipB] = [newIp(), newIp()];
    for (let i = 0; i < 7; i++) {
      known.push((await login(user.email, WRONG, ipA)).status);
      missing.push((await login(unknown, WRONG, ipB)).status);
    }
    expect(missing).toEqual(known);
    expect(known).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('caps one client address across accounts (30 sign-ins in 10 minutes)', async () => {
    const ip = newIp();
    let last;
    for (let i = 0; i < 31; i++) last = await login(`spray.${i}.${Date.now()}@example.com`, WRONG, ip);
    expect(last!.status).toBe(429);
    expect((await login(`spray.other.${Date.now()}@example.com`, WRONG, newIp())).status).toBe(400);
  });

  it('a distributed attack beyond the per-account cap only slows the account: one try every 2 s, and its owner gets in', async () => {
    const user = await createUserAndLogin(t);
    // Each failure from its own address: no address ever reaches its own backoff.
    for (let i = 0; i < ACCOUNT_FAILURES_PER_HOUR; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => login(user.email, WRONG, newIp())));
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(400));
    }
    const slowed = await login(user.email, WRONG, newIp());
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    t.clock.advance(2_050);
    const owner = await login(user.email, user.password, newIp());
    expect(owner.status).toBe(200);
  });

  it('a browser with a live session of the account signs in even from the attacked address', async () => {
    const user = await createUserAndLogin(t);
    const nat = newIp();
    const first = await login(user.email, user.password, nat);
    expect(first.status).toBe(200);
    const cookie = cookiePair(first.setCookies[0]);
    // An attacker behind the same address fails until the address waits for this account.
    for (let i = 0; i < 8; i++) await login(user.email, WRONG, nat);
    expect((await login(user.email, user.password, nat)).status).toBe(429);
    const known = await login(user.email, user.password, nat, cookie);
    expect(known.status).toBe(200);
    expect(known.body.accessToken).toEqual(expect.any(String));
    // Another account's cookie does not count as a known session for this one.
    const other = await createUserAndLogin(t);
    const otherLogin = await login(other.email, other.password, newIp());
    expect((await login(user.email, user.password, nat, cookiePair(otherLogin.setCookies[0]))).status).toBe(429);
  });

  it('after a password reset the owner signs in at once, even from the address the attacker used', async () => {
    const user = await createUserAndLogin(t);
    const nat = newIp();
    for (let i = 0; i < 8; i++) await login(user.email, WRONG, nat);
    expect((await login(user.email, user.password, nat)).status).toBe(429);

    await t.rest('POST', '/auth/forgot-password', { email: user.email });
    const code = await t.latestCode(user.email);
    const reset = await t.rest('POST', '/auth/reset-password', {
      email: user.email,
      code,
      password: 'Fresh#Pass9',
      confirmPassword: 'Fresh#Pass9',
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, 'Fresh#Pass9', nat)).status).toBe(200);
  });

  it('while a distributed attack runs, the owner signs in from a new device with an e-mailed sign-in code', async () => {
    const user = await createUserAndLogin(t);
    for (let i = 0; i < ACCOUNT_FAILURES_PER_HOUR; i += 10) {
      await Promise.all(Array.from({ length: 10 }, () => login(user.email, WRONG, newIp())));
    }
    // The attack goes on: one try now and then from a fresh address keeps the password slowed.
    const attack = async (n: number) => {
      for (let i = 0; i < n; i++) await login(user.email, WRONG, newIp());
    };
    await attack(3);
    const device = newIp();
    expect((await login(user.email, user.password, device)).status).toBe(429);

    const asked = await t.rest('POST', '/auth/sign-in-code', { email: user.email }, { ip: device });
    expect(asked).toMatchObject({ status: 200, body: { message: SIGN_IN_CODE_SENT } });
    const code = await t.latestCode(user.email);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: 'desc' } });
    expect(mail).toMatchObject({ tag: 'sign-in-code', subject: 'Your FreshMeals sign-in code' });
    await attack(3);
    // A stranger asking for another code meanwhile does not end the owner's.
    t.clock.advance(31_000);
    expect((await t.rest('POST', '/auth/sign-in-code', { email: user.email }, { ip: newIp() })).status).toBe(200);
    await t.settled();
    await attack(3);

    const signedIn = await t.rest('POST', '/auth/sign-in-with-code', { email: user.email, code }, { ip: device });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ accessToken: expect.any(String), user: { email: user.email, emailVerified: true } });
    const cookie = cookiePair(signedIn.setCookies.find((c) => c.startsWith('refresh_token=')) ?? signedIn.setCookies[0]);
    const refreshed = await t.rest('POST', '/auth/refresh-token', {}, { ip: device, cookie });
    expect(refreshed.status).toBe(200);
    // Single use.
    const again = await t.rest('POST', '/auth/sign-in-with-code', { email: user.email, code }, { ip: device });
    expect(again).toMatchObject({ status: 400, body: { message: 'Invalid or expired code' } });
  }, 120_000);

  it('sign-in codes answer alike for known, unknown and unverified addresses, and go only to verified accounts', async () => {
    const user = await createUserAndLogin(t);
    const unknown = `nobody.${Date.now()}@example.com`;
    const pending = `pending.${Date.now()}@example.com`;
    await t.rest('POST', '/auth/signup', { name: 'Pending One', email: pending, phone: '9876500012', password: 'Pend#ing12', confirmPassword: 'Pend#ing12' });
    await t.settled();
    const answers = [];
    for (const email of [user.email, unknown, pending]) answers.push(await t.rest('POST', '/auth/sign-in-code', { email }, { ip: newIp() }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    await t.settled();
    const codes = await t.prisma.emailOutbox.findMany({ where: { tag: 'sign-in-code', to: { in: [user.email, unknown, pending] } } });
    expect(codes.map((m) => m.to)).toEqual([user.email]);
    // Wrong codes: the same answers for every address, from one client.
    const wrongFor = async (email: string) => {
      const ip = newIp();
      const out: string[] = [];
      for (let i = 0; i < 6; i++) out.push((await t.rest('POST', '/auth/sign-in-with-code', { email, code: '000001' }, { ip })).body.message);
      return out;
    };
    const known = await wrongFor(user.email);
    expect(known).toEqual([...Array(4).fill('Invalid or expired code'), ...Array(2).fill('Too many wrong attempts. Please request a new code.')]);
    expect(await wrongFor(unknown)).toEqual(known);
    expect(await wrongFor(pending)).toEqual(known);
    // Validation like the other code forms; a second request within 30 s waits.
    expect((await t.rest('POST', '/auth/sign-in-with-code', { email: user.email, code: '12' })).body).toEqual({ message: 'Code must be exactly 6 digits' });
    expect((await t.rest('POST', '/auth/sign-in-code', { email: user.email })).status).toBe(429);
  });
});
