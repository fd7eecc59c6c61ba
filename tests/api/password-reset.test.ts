// Forgot password end to end through the real gateway (GraphQL and REST) on PGlite and real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../support/db.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken } }`;
const REFRESH = `mutation { refreshToken { accessToken } }`;

const SENT = 'If an account exists for this email, we sent a 6-digit code to reset your password.';
const DONE = 'Your password has been reset. You can now sign in.';
const INVALID = 'Invalid or expired code';
const TOO_MANY = 'Too many wrong attempts. Please request a new code.';
const NEW_PASSWORD = 'Fresh#Pass9';

describe.each(dbKinds)('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const resetInput = (email: string, code: string, over: Record<string, string> = {}) => ({
    email,
    code,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...over,
  });

  async function requestCode(user: TestUser): Promise<string> {
    const res = await t.gql(REQUEST, { input: { email: user.email } });
    expect(res.errors).toBeUndefined();
    expect(res.data.requestPasswordReset.message).toBe(SENT);
    return t.latestCode(user.email);
  }

  const mailsTo = (email: string) => t.prisma.emailOutbox.count({ where: { to: email } });

  it('answers the same for an unknown address and sends no mail', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const g = await t.gql(REQUEST, { input: { email } });
    expect(g.errors).toBeUndefined();
    expect(g.data.requestPasswordReset.message).toBe(SENT);
    const r = await t.rest('POST', '/auth/forgot-password', { email: `Other.${Date.now()}@Example.com` });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: SENT });
    expect(await mailsTo(email)).toBe(0);
    // A reset for an unknown address fails like a wrong code.
    const reset = await t.gql(RESET, { input: resetInput(email, '123456') });
    expect(reset.errors?.[0]?.message).toBe(INVALID);
  });

  it('sends no code to a disabled account but answers the same', async () => {
    const user = await createUserAndLogin(t);
    await t.prisma.user.update({ where: { id: user.id }, data: { isDisabled: true } });
    const r = await t.rest('POST', '/auth/forgot-password', { email: user.email });
    expect(r.body).toEqual({ message: SENT });
    expect(await mailsTo(user.email)).toBe(0);
  });

  it('e-mails a code stored only as a hash, resets the password, verifies the e-mail and ends the sessions', async () => {
    const user = await createUserAndLogin(t);
    const login = await t.gql(LOGIN, { input: { email: user.email, password: user.password } });
    const cookie = cookiePair(login.setCookies[0]!);
    await t.prisma.user.update({ where: { id: user.id }, data: { emailVerified: false } });

    const code = await requestCode(user);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: 'desc' } });
    expect(mail.subject).toBe('Your FreshMeals password reset code');
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('expires in 10 minutes');
    const stored = await t.prisma.emailCode.findFirstOrThrow({
      where: { userId: user.id, purpose: 'reset_password', consumedAt: null },
    });
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(9 * 60_000);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const r = await t.rest('POST', '/auth/reset-password', resetInput(user.email.toUpperCase(), code));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: DONE });

    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.emailVerified).toBe(true);
    expect(after.passwordHash).toMatch(/^scrypt\$/);
    const old = await t.gql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(old.errors?.[0]?.message).toBe('Invalid email or password');
    const fresh = await t.gql(LOGIN, { input: { email: user.email, password: NEW_PASSWORD } });
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data.login.accessToken).toEqual(expect.any(String));
    // The refresh session from before the reset is revoked.
    const refresh = await t.gql(REFRESH, {}, { cookie });
    expect(refresh.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Single use: the same code does not work twice.
    const again = await t.gql(RESET, { input: resetInput(user.email, code, { password: 'Other#Pass1', confirmPassword: 'Other#Pass1' }) });
    expect(again.errors?.[0]?.message).toBe(INVALID);
  });

  it('lets an invited user without a password set one by reset, and voids the invitation', async () => {
    const email = `invited.${Date.now()}@example.com`;
    const user = await t.prisma.user.create({ data: { name: 'Invited One', email, phone: '9876500000' } });
    await t.prisma.emailCode.create({
      data: { userId: user.id, purpose: 'set_password', codeHash: 'x'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) },
    });
    await t.gql(REQUEST, { input: { email } });
    const code = await t.latestCode(email);
    expect((await t.gql(RESET, { input: resetInput(email, code) })).errors).toBeUndefined();
    expect(await t.prisma.emailCode.count({ where: { userId: user.id, purpose: 'set_password', consumedAt: null } })).toBe(0);
    expect((await t.gql(LOGIN, { input: { email, password: NEW_PASSWORD } })).data.login.accessToken).toEqual(expect.any(String));
  });

  it('sends nothing to an account with neither a password nor an invitation', async () => {
    const email = `nopass.${Date.now()}@example.com`;
    await t.prisma.user.create({ data: { name: 'No Pass', email, phone: '9876500001' } });
    expect((await t.rest('POST', '/auth/forgot-password', { email })).body).toEqual({ message: SENT });
    expect(await mailsTo(email)).toBe(0);
  });

  describe('validation messages (same over GraphQL and REST)', () => {
    it('rejects a bad e-mail on request', async () => {
      const g = await t.gql(REQUEST, { input: { email: 'not-an-email' } });
      expect(g.errors?.[0]?.message).toBe('Invalid email address');
      expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const r = await t.rest('POST', '/auth/forgot-password', {});
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Invalid email address' });
    });

    const cases: [string, Record<string, string>, string][] = [
      ['bad e-mail', { email: 'nope' }, 'Invalid email address'],
      ['short code', { code: '123' }, 'Code must be exactly 6 digits'],
      ['code with letters', { code: '12a456' }, 'Code must contain only digits'],
      ['short password', { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'Password must be at least 8 characters'],
      ['no uppercase', { password: 'secret@123', confirmPassword: 'secret@123' }, 'Must contain an uppercase letter'],
      ['no lowercase', { password: 'SECRET@123', confirmPassword: 'SECRET@123' }, 'Must contain a lowercase letter'],
      ['no digit', { password: 'Secret@abc', confirmPassword: 'Secret@abc' }, 'Must contain a number'],
      ['no special', { password: 'Secret1234', confirmPassword: 'Secret1234' }, 'Must contain a special character'],
      ['mismatch', { confirmPassword: 'Fresh#Pass8' }, 'Passwords do not match'],
    ];
    it.each(cases)('reset: %s', async (_label, over, message) => {
      const input = resetInput('someone@example.com', '123456', over);
      const g = await t.gql(RESET, { input });
      expect(g.errors?.[0]?.message).toBe(message);
      expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const r = await t.rest('POST', '/auth/reset-password', input);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
    });

    it('reset: missing REST fields give the product’s message', async () => {
      const r = await t.rest('POST', '/auth/reset-password', { email: 'someone@example.com' });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Code must be exactly 6 digits' });
    });
  });

  it("counts wrong codes per client: the 5th ends that client's tries, not the owner's code", async () => {
    const user = await createUserAndLogin(t);
    const code = await requestCode(user);
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger = { ip: '10.250.2.1' };
    for (let i = 1; i <= 4; i++) {
      const res = await t.gql(RESET, { input: resetInput(user.email, wrong) }, stranger);
      expect(res.errors?.[0]?.message).toBe(INVALID);
    }
    const fifth = await t.rest('POST', '/auth/reset-password', resetInput(user.email, wrong), stranger);
    expect(fifth.status).toBe(400);
    expect(fifth.body).toEqual({ message: TOO_MANY });
    // That client is refused even with the right code; the password does not change.
    const guessed = await t.gql(RESET, { input: resetInput(user.email, code) }, stranger);
    expect(guessed.errors?.[0]?.message).toBe(TOO_MANY);
    expect((await t.gql(LOGIN, { input: { email: user.email, password: user.password } })).errors).toBeUndefined();
    // The owner's code still works.
    const owner = await t.gql(RESET, { input: resetInput(user.email, code) });
    expect(owner.errors).toBeUndefined();
    expect(owner.data.resetPassword.message).toBe(DONE);
  });

  it('strangers from many addresses cannot end the code of the owner who asked for it, and their tries are bounded', async () => {
    const user = await createUserAndLogin(t);
    const ownerIp = { ip: '10.250.3.1' };
    const asked = await t.gql(REQUEST, { input: { email: user.email } }, ownerIp);
    expect(asked.errors).toBeUndefined();
    const code = await t.latestCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    // 20 wrong tries from 20 addresses: each is just wrong.
    for (let i = 0; i < 20; i++) {
      const res = await t.rest('POST', '/auth/reset-password', resetInput(user.email, wrong), { ip: `10.250.4.${i}` });
      expect(res.body).toEqual({ message: INVALID });
    }
    // Past that, clients that did not ask for the code are refused for this address, with the right code too...
    const more = await t.rest('POST', '/auth/reset-password', resetInput(user.email, code), { ip: '10.250.4.200' });
    expect(more.body).toEqual({ message: TOO_MANY });
    // ...and the same answer goes for an address without an account under the same attack.
    const unknown = `nobody.${Date.now()}@example.com`;
    for (let i = 0; i < 20; i++) await t.rest('POST', '/auth/reset-password', resetInput(unknown, wrong), { ip: `10.250.5.${i}` });
    expect((await t.rest('POST', '/auth/reset-password', resetInput(unknown, code), { ip: '10.250.5.200' })).body).toEqual(more.body);
    // The owner who asked uses the code.
    const owner = await t.rest('POST', '/auth/reset-password', resetInput(user.email, code), ownerIp);
    expect(owner).toMatchObject({ status: 200, body: { message: DONE } });
  });

  it('expires the code after 10 minutes', async () => {
    const user = await createUserAndLogin(t);
    const code = await requestCode(user);
    t.clock.advance(10 * 60_000 + 1_000);
    const res = await t.gql(RESET, { input: resetInput(user.email, code) });
    expect(res.errors?.[0]?.message).toBe(INVALID);
    expect((await t.gql(LOGIN, { input: { email: user.email, password: user.password } })).errors).toBeUndefined();
  });

  it('a new code replaces the earlier one; requests have a 30 s cooldown per address (429)', async () => {
    const user = await createUserAndLogin(t);
    const first = await requestCode(user);
    const soon = await t.rest('POST', '/auth/forgot-password', { email: user.email });
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ message: 'Please wait 30 seconds before requesting a new code.' });
    const soonGql = await t.gql(REQUEST, { input: { email: user.email } });
    expect(soonGql.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    t.clock.advance(31_000);
    const later = await t.rest('POST', '/auth/forgot-password', { email: user.email });
    expect(later.status).toBe(200);
    const second = await t.latestCode(user.email);
    if (second !== first) {
      expect((await t.gql(RESET, { input: resetInput(user.email, first) })).errors?.[0]?.message).toBe(INVALID);
    }
    expect((await t.gql(RESET, { input: resetInput(user.email, second) })).errors).toBeUndefined();
  });

  it('limits requests per client address', async () => {
    const ip = `10.250.${Math.floor(Math.random() * 250)}.9`;
    let last: Awaited<ReturnType<TestApp['rest']>> | undefined;
    for (let i = 0; i < 21; i++) {
      last = await t.rest('POST', '/auth/forgot-password', { email: `flood.${i}.${Date.now()}@example.com` }, { ip });
    }
    expect(last?.status).toBe(429);
  });

  describe('authorization: visitor, customer and admin may all call both', () => {
    it.each(['visitor', 'customer', 'admin'] as const)('%s', async (who) => {
      const target = await createUserAndLogin(t);
      const caller = who === 'visitor' ? null : await createUserAndLogin(t, { role: who });
      const token = caller?.token ?? null;
      const g = await t.gql(REQUEST, { input: { email: target.email } }, { token });
      expect(g.errors).toBeUndefined();
      expect(g.data.requestPasswordReset.message).toBe(SENT);
      const code = await t.latestCode(target.email);
      const r = await t.rest('POST', '/auth/reset-password', resetInput(target.email, code), { token });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ message: DONE });
      t.clock.advance(31_000);
      const viaRest = await t.rest('POST', '/auth/forgot-password', { email: target.email }, { token });
      expect(viaRest.status).toBe(200);
      const code2 = await t.latestCode(target.email);
      const g2 = await t.gql(RESET, { input: resetInput(target.email, code2, { password: 'Again#Pass2', confirmPassword: 'Again#Pass2' }) }, { token });
      expect(g2.errors).toBeUndefined();
    });
  });
});
