// Account pre-hijacking: someone who signs up (again) on an address that is not verified yet must
// never end up with their password on the account its owner then verifies. A later sign-up voids
// every earlier code and pending password; a code activates the password of the sign-up the typing
// browser made (its ticket); typed anywhere else it activates no sign-up's password: the person
// chooses one at the verify step. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const OWNER_PASSWORD = 'Owner#Pass1';
const ATTACKER_PASSWORD = 'Attacker#Pass2';
const SIGNED_UP = 'If this address is new, we sent it a 6-digit verification code. If it already has an account, we e-mailed a sign-in link instead.';
const VERIFIED = 'Email verified. You can now sign in.';
const PASSWORD_REQUIRED = 'Choose a password to finish creating your account.';
const CHOSEN_PASSWORD = 'Owner#Chosen3';

let seq = 0;

describe.each(dbKinds)('sign-up pre-hijacking on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const address = () => `victim.${Date.now()}.${seq++}@example.com`;
  const signupBody = (email: string, password: string, name: string, phone: string) => ({
    name,
    email,
    phone,
    password,
    confirmPassword: password,
  });

  /** Signs up like a browser: returns the sign-up ticket cookie it was given. */
  async function signup(email: string, password: string, who: 'owner' | 'attacker', ip?: string) {
    const body = who === 'owner' ? signupBody(email, password, 'Real Owner', '9876500011') : signupBody(email, password, 'Mallory', '9000000666');
    const res = await t.rest('POST', '/auth/signup', body, { ip });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SIGNED_UP });
    await t.settled();
    return res.setCookies.find((c) => c.startsWith('signup_ticket='))?.split(';')[0];
  }

  /** The 6-digit codes e-mailed to `email`, oldest first. */
  async function codes(email: string): Promise<string[]> {
    await t.settled();
    const mails = await t.prisma.emailOutbox.findMany({ where: { to: email }, orderBy: { id: 'asc' } });
    return mails.map((m) => m.text.match(/\b(\d{6})\b/)?.[1]).filter((c): c is string => !!c);
  }

  const loginStatus = async (email: string, password: string) => {
    const res = await t.rest('POST', '/auth/login', { email, password });
    return res.status === 200 && typeof res.body.accessToken === 'string' ? 'signed in' : `refused ${res.status}`;
  };

  it("an attacker signs up first, the owner 31 s later: the first e-mail's code is void, the owner's code activates the owner's password", async () => {
    const email = address();
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    t.clock.advance(31_000);
    const ownerTicket = await signup(email, OWNER_PASSWORD, 'owner');
    const [attackerCode, ownerCode] = await codes(email);

    // Typed on another device (no sign-up ticket): the first e-mail's code no longer verifies.
    const first = await t.rest('POST', '/auth/verify-email', { email, code: attackerCode });
    expect(first).toMatchObject({ status: 400, body: { message: 'Invalid or expired code' } });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ emailVerified: false });
    // Nor does the attacker's browser with its ticket and that code.
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');

    const verify = await t.rest('POST', '/auth/verify-email', { email, code: ownerCode }, { cookie: ownerTicket });
    expect(verify).toMatchObject({ status: 200, body: { message: VERIFIED } });
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe('signed in');
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ name: 'Real Owner', phone: '9876500011', emailVerified: true });
  });

  it("the first sign-up's browser cannot revive its code with its ticket once a later sign-up voided it", async () => {
    const email = address();
    const attackerTicket = await signup(email, ATTACKER_PASSWORD, 'attacker');
    t.clock.advance(31_000);
    const ownerTicket = await signup(email, OWNER_PASSWORD, 'owner');
    const [attackerCode] = await codes(email);
    const revived = await t.rest('POST', '/auth/verify-email', { email, code: attackerCode }, { cookie: attackerTicket });
    expect(revived.status).toBe(400);
    // A resend from the attacker's browser carries the newest sign-up's values (the owner's).
    t.clock.advance(31_000);
    expect((await t.rest('POST', '/auth/resend-code', { email }, { cookie: attackerTicket })).status).toBe(200);
    const fresh = (await codes(email)).at(-1)!;
    expect((await t.rest('POST', '/auth/verify-email', { email, code: fresh }, { cookie: ownerTicket })).status).toBe(200);
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe('signed in');
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name: 'Real Owner', phone: '9876500011' });
  });

  it("the owner signs up, an attacker signs up again: the owner's first code is void, so it activates no password", async () => {
    const email = address();
    await signup(email, OWNER_PASSWORD, 'owner');
    t.clock.advance(31_000);
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    const [ownerCode] = await codes(email);
    const verify = await t.rest('POST', '/auth/verify-email', { email, code: ownerCode });
    expect(verify).toMatchObject({ status: 400, body: { message: 'Invalid or expired code' } });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ emailVerified: false });
  });

  it("the owner's browser activates the owner's password whichever code it types (the attacker's mail came last)", async () => {
    const email = address();
    const ownerTicket = await signup(email, OWNER_PASSWORD, 'owner');
    t.clock.advance(31_000);
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    const all = await codes(email);
    const newest = all.at(-1)!;

    const verify = await t.rest('POST', '/auth/verify-email', { email, code: newest }, { cookie: ownerTicket });
    expect(verify).toMatchObject({ status: 200, body: { message: VERIFIED } });
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe('signed in');
    // The ticket is done with.
    expect(verify.setCookies.some((c) => /^signup_ticket=;.*Max-Age=0/i.test(c))).toBe(true);
  });

  it("a new code the owner's browser asks for after the attacker's sign-up still activates the owner's password", async () => {
    const email = address();
    const ownerTicket = await signup(email, OWNER_PASSWORD, 'owner');
    t.clock.advance(31_000);
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    t.clock.advance(31_000);
    const resend = await t.rest('POST', '/auth/resend-code', { email }, { cookie: ownerTicket });
    expect(resend.status).toBe(200);
    const code = (await codes(email)).at(-1)!;
    expect((await t.rest('POST', '/auth/verify-email', { email, code }, { cookie: ownerTicket })).status).toBe(200);
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe('signed in');
  });

  it("reverse: the owner signs up, an attacker 31 s later; the owner types the attacker's (newest) code on another device: it asks for a password and activates the attacker's never", async () => {
    const email = address();
    await signup(email, OWNER_PASSWORD, 'owner');
    t.clock.advance(31_000);
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    const newest = (await codes(email)).at(-1)!;
    const before = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(before).toMatchObject({ name: 'Mallory', emailVerified: false });

    // No ticket and no password: asked to choose one, and nothing changes (the code stays live).
    const asked = await t.rest('POST', '/auth/verify-email', { email, code: newest });
    expect(asked).toMatchObject({ status: 400, body: { message: PASSWORD_REQUIRED } });
    const gqlAsked = await t.gql('mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }', { input: { email, code: newest } });
    expect(gqlAsked.errors?.[0]).toMatchObject({ message: PASSWORD_REQUIRED, extensions: { code: 'PASSWORD_REQUIRED', field: 'password' } });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toEqual(before);
    expect(await t.prisma.emailCode.count({ where: { userId: before.id, purpose: 'verify_email', consumedAt: null } })).toBe(1);
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 200');

    // The password is checked by the sign-up rules, before the code; still nothing changes.
    const weak = await t.rest('POST', '/auth/verify-email', { email, code: newest, password: 'short', confirmPassword: 'short' });
    expect(weak).toMatchObject({ status: 400, body: { message: 'Password must be at least 8 characters' } });
    const mismatch = await t.rest('POST', '/auth/verify-email', { email, code: newest, password: CHOSEN_PASSWORD, confirmPassword: 'Other#Pass4' });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toEqual(before);

    // With a password: verified with it; the attacker's name and phone give way to neutral values.
    const done = await t.rest('POST', '/auth/verify-email', { email, code: newest, password: CHOSEN_PASSWORD, confirmPassword: CHOSEN_PASSWORD });
    expect(done).toMatchObject({ status: 200, body: { message: VERIFIED } });
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe('refused 400');
    expect(await loginStatus(email, CHOSEN_PASSWORD)).toBe('signed in');
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({
      name: email.split('@')[0],
      phone: '',
      emailVerified: true,
      proposedPlan: null,
    });
    // The code is used up.
    expect((await t.rest('POST', '/auth/verify-email', { email, code: newest, password: CHOSEN_PASSWORD, confirmPassword: CHOSEN_PASSWORD })).status).toBe(400);
  });

  it('a wrong code with a password answers as any wrong code, for pending, verified and unknown addresses', async () => {
    const email = address();
    await signup(email, OWNER_PASSWORD, 'owner');
    const code = (await codes(email)).at(-1)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (const target of [email, 'admin@example.com', address()]) {
      const r = await t.rest('POST', '/auth/verify-email', { email: target, code: wrong, password: CHOSEN_PASSWORD, confirmPassword: CHOSEN_PASSWORD });
      expect(r).toMatchObject({ status: 400, body: { message: 'Invalid or expired code' } });
    }
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ emailVerified: false, name: 'Real Owner' });
  });

  it("the owner's browser may choose another password at the verify step; it keeps its sign-up's name and phone", async () => {
    const email = address();
    const ownerTicket = await signup(email, OWNER_PASSWORD, 'owner');
    t.clock.advance(31_000);
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    const newest = (await codes(email)).at(-1)!;
    const verify = await t.rest('POST', '/auth/verify-email', { email, code: newest, password: CHOSEN_PASSWORD, confirmPassword: CHOSEN_PASSWORD }, { cookie: ownerTicket });
    expect(verify).toMatchObject({ status: 200, body: { message: VERIFIED } });
    expect(await loginStatus(email, CHOSEN_PASSWORD)).toBe('signed in');
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name: 'Real Owner', phone: '9876500011' });
  });

  it("an attacker who signed up first (pre-registration) loses the account to the owner's sign-up", async () => {
    const email = address();
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    t.clock.advance(3_600_000);
    const ownerTicket = await signup(email, OWNER_PASSWORD, 'owner');
    const code = (await codes(email)).at(-1)!;
    // The owner's code expired? A resend from the owner's browser carries the owner's values too.
    t.clock.advance(11 * 60_000);
    expect((await t.rest('POST', '/auth/verify-email', { email, code })).status).toBe(400);
    await t.rest('POST', '/auth/resend-code', { email }, { cookie: ownerTicket });
    const fresh = (await codes(email)).at(-1)!;
    // Typed in the owner's browser: its sign-up's password and name.
    expect((await t.rest('POST', '/auth/verify-email', { email, code: fresh }, { cookie: ownerTicket })).status).toBe(200);
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe('signed in');
    expect(await t.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name: 'Real Owner' });
  });

  it('the sign-up ticket is an HttpOnly, SameSite=Strict cookie, also for addresses that have an account', async () => {
    for (const email of [address(), 'admin@example.com']) {
      const res = await t.rest('POST', '/auth/signup', signupBody(email, OWNER_PASSWORD, 'Real Owner', '9876500011'));
      const ticket = res.setCookies.find((c) => c.startsWith('signup_ticket='));
      expect(ticket).toMatch(/^signup_ticket=[A-Za-z0-9_-]{32};/);
      expect(ticket).toMatch(/HttpOnly/i);
      expect(ticket).toMatch(/SameSite=Strict/i);
      expect(ticket).toMatch(/Max-Age=3600/i);
    }
    await t.settled();
  });

  it('a later sign-up replaces the pending password, name and phone: the earlier one no longer answers', async () => {
    const email = address();
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    t.clock.advance(31_000);
    await signup(email, OWNER_PASSWORD, 'owner');
    const after = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(after).toMatchObject({ name: 'Real Owner', phone: '9876500011', emailVerified: false });
    // Login before verification answers "verify first" to the newest sign-up only.
    const owner = await t.rest('POST', '/auth/login', { email, password: OWNER_PASSWORD });
    expect(owner).toMatchObject({ status: 200, body: { accessToken: null, user: { emailVerified: false } } });
    expect((await t.rest('POST', '/auth/login', { email, password: ATTACKER_PASSWORD })).status).toBe(400);
    // Exactly one live code: the newest sign-up's.
    const live = await t.prisma.emailCode.count({ where: { userId: after.id, purpose: 'verify_email', consumedAt: null } });
    expect(live).toBe(1);
  });

  it("a password reset of a never-verified account keeps no name or phone a stranger chose", async () => {
    const email = address();
    await signup(email, ATTACKER_PASSWORD, 'attacker');
    const asked = await t.rest('POST', '/auth/forgot-password', { email });
    expect(asked.status).toBe(200);
    await t.settled();
    const resetMail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, tag: 'reset-password' }, orderBy: { id: 'desc' } });
    expect(resetMail.text).not.toContain('Mallory');
    const code = await t.latestCode(email);
    const reset = await t.rest('POST', '/auth/reset-password', { email, code, password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD });
    expect(reset.status).toBe(200);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ name: email.split('@')[0], phone: '', emailVerified: true });
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe('refused 400');
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe('signed in');
    // The attacker's sign-up code is void too.
    expect(await t.prisma.emailCode.count({ where: { userId: user.id, purpose: 'verify_email', consumedAt: null } })).toBe(0);
  });
});
