// Accounts end to end through the real gateway (GraphQL and REST) on PGlite and real PostgreSQL.
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../support/db.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';

const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { message } }`;
const VERIFY = `mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }`;
const RESEND = `mutation($input: ResendCodeInput!) { resendCode(input: $input) { message } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken user { id userId name email emailVerified role } } }`;
const REFRESH = `mutation { refreshToken { accessToken user { email role } } }`;
const LOGOUT = `mutation { logout { message } }`;
const VIEWER = `{ viewer { id name email role credit } }`;

let seq = 0;
const newUser = (over: Record<string, string> = {}) => ({
  name: 'Asha Verma',
  email: `asha.${Date.now()}.${seq++}@example.com`,
  phone: '9876543210',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  ...over,
});

describe.each(dbKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Signs up and verifies a customer; returns the credentials. */
  async function verifiedCustomer(over: Record<string, string> = {}) {
    const input = newUser(over);
    const signup = await t.gql(SIGNUP, { input });
    expect(signup.errors).toBeUndefined();
    // Verified in the browser that signed up (its sign-up ticket), which activates its password.
    const cookie = cookiePair(signup.setCookies.find((c) => c.startsWith('signup_ticket=')));
    const verify = await t.gql(VERIFY, { input: { email: input.email, code: await t.latestCode(input.email) } }, { cookie });
    expect(verify.errors).toBeUndefined();
    return input;
  }

  async function login(email: string, password: string) {
    const res = await t.gql(LOGIN, { input: { email, password } });
    expect(res.errors).toBeUndefined();
    return { token: res.data.login.accessToken as string, cookie: cookiePair(res.setCookies[0]), res };
  }

  describe('sign-up validation, same messages over GraphQL and REST', () => {
    const cases: [string, Record<string, string>, string][] = [
      ['short name', { name: 'A' }, 'Name is required'],
      ['bad e-mail', { email: 'not-an-email' }, 'Invalid email address'],
      ['short phone', { phone: '98765' }, 'Phone number must be 10 digits'],
      ['phone with letters', { phone: '98765abcde' }, 'Enter a valid 10-digit phone number'],
      ['short password', { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'Password must be at least 8 characters'],
      ['no uppercase', { password: 'secret@123', confirmPassword: 'secret@123' }, 'Must contain an uppercase letter'],
      ['no lowercase', { password: 'SECRET@123', confirmPassword: 'SECRET@123' }, 'Must contain a lowercase letter'],
      ['no digit', { password: 'Secret@abc', confirmPassword: 'Secret@abc' }, 'Must contain a number'],
      ['no special', { password: 'Secret1234', confirmPassword: 'Secret1234' }, 'Must contain a special character'],
      ['mismatch', { confirmPassword: 'Secret@124' }, 'Passwords do not match'],
    ];
    it.each(cases)('%s', async (_label, over, message) => {
      const input = newUser(over);
      const g = await t.gql(SIGNUP, { input });
      expect(g.errors?.[0]?.message).toBe(message);
      expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const r = await t.rest('POST', '/auth/signup', input);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
      expect(await t.prisma.user.count({ where: { email: input.email.toLowerCase() } })).toBe(0);
    });

    it('treats missing or non-text REST fields as empty, with the product’s message', async () => {
      const r = await t.rest('POST', '/auth/signup', { email: 'x@example.com', name: { first: 'A' } });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Name is required' });
    });
  });

  it('signs up, e-mails a hashed single-use code, verifies, and logs in (REST, the contract’s payloads)', async () => {
    const input = newUser({ email: `Mixed.Case.${Date.now()}@Example.com` });
    const email = input.email.toLowerCase();
    const signup = await t.rest('POST', '/auth/signup', input);
    expect(signup.status).toBe(200);
    expect(typeof signup.body.message).toBe('string');
    await t.settled();

    const user = await t.prisma.user.findUniqueOrThrow({ where: { email }, include: { codes: true } });
    expect(user.emailVerified).toBe(false);
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    const code = await t.latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(user.codes).toHaveLength(1);
    expect(user.codes[0]!.codeHash).not.toContain(code);
    expect(user.codes[0]!.expiresAt.getTime() - user.codes[0]!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);

    // Before verification: login answers emailVerified false and no token, and sets no cookie.
    const early = await t.rest('POST', '/auth/login', { email, password: input.password });
    expect(early.status).toBe(200);
    expect(early.body).toEqual({
      accessToken: null,
      user: { id: user.id, name: 'Asha Verma', email, emailVerified: false, role: 'customer' },
    });
    expect(early.setCookies).toHaveLength(0);

    const ticket = cookiePair(signup.setCookies.find((c) => c.startsWith('signup_ticket=')));
    expect((await t.rest('POST', '/auth/verify-email', { email, code }, { cookie: ticket })).status).toBe(200);
    // Single use.
    const again = await t.rest('POST', '/auth/verify-email', { email, code }, { cookie: ticket });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired code');

    const ok = await t.rest('POST', '/auth/login', { email: input.email, password: input.password });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toEqual({ id: user.id, name: 'Asha Verma', email, emailVerified: true, role: 'customer' });
    const cookie = ok.setCookies[0]!;
    expect(cookie).toMatch(/^refresh_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);

    const claims = decodeJwt(ok.body.accessToken);
    expect(decodeProtectedHeader(ok.body.accessToken).alg).toBe('HS256');
    expect(claims.iss).toBe('freshmeals');
    expect(claims.aud).toBe('freshmeals-web');
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(900);

    const me = await t.gql(VIEWER, {}, { token: ok.body.accessToken });
    expect(me.data.viewer).toMatchObject({ name: 'Asha Verma', email, role: 'customer', credit: 0 });
  });

  it('verification codes: a client gets 5 wrong tries, which never void the code; codes expire after 10 minutes', async () => {
    const input = newUser();
    await t.gql(SIGNUP, { input });
    const code = await t.latestCode(input.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger = { ip: '10.250.1.1' };
    for (let i = 1; i <= 4; i++) {
      const r = await t.gql(VERIFY, { input: { email: input.email, code: wrong } }, stranger);
      expect(r.errors?.[0]?.message).toBe('Invalid or expired code');
    }
    const fifth = await t.gql(VERIFY, { input: { email: input.email, code: wrong } }, stranger);
    expect(fifth.errors?.[0]?.message).toBe('Too many wrong attempts. Please request a new code.');
    // That client is done guessing, even with the right code...
    const guessed = await t.gql(VERIFY, { input: { email: input.email, code } }, stranger);
    expect(guessed.errors?.[0]?.message).toBe('Too many wrong attempts. Please request a new code.');
    // ...but the code is not void: its owner, on another device, verifies with it (choosing the
    // password there, as a device without the sign-up's ticket must).
    const right = await t.gql(VERIFY, { input: { email: input.email, code, password: input.password, confirmPassword: input.password } });
    expect(right.errors).toBeUndefined();

    // A new code after the cooldown works; an expired one does not.
    const later = newUser();
    await t.gql(SIGNUP, { input: later });
    t.clock.advance(31_000);
    expect((await t.gql(RESEND, { input: { email: later.email } })).errors).toBeUndefined();
    const fresh = await t.latestCode(later.email);
    t.clock.advance(10 * 60_000 + 1000);
    const late = await t.gql(VERIFY, { input: { email: later.email, code: fresh } });
    expect(late.errors?.[0]?.message).toBe('Invalid or expired code');
    expect((await t.prisma.user.findUniqueOrThrow({ where: { email: later.email } })).emailVerified).toBe(false);
  });

  it('verify-code validation messages', async () => {
    const a = await t.rest('POST', '/auth/verify-email', { email: 'a@example.com', code: '123' });
    expect(a).toMatchObject({ status: 400, body: { message: 'Code must be exactly 6 digits' } });
    const b = await t.rest('POST', '/auth/verify-email', { email: 'a@example.com', code: '12a456' });
    expect(b).toMatchObject({ status: 400, body: { message: 'Code must contain only digits' } });
    const c = await t.rest('POST', '/auth/verify-email', { email: 'nobody@example.com', code: '123456' });
    expect(c).toMatchObject({ status: 400, body: { message: 'Invalid or expired code' } });
  });

  it('resend: the server enforces the 30 s cooldown, and answers alike for unknown addresses', async () => {
    const input = newUser();
    await t.gql(SIGNUP, { input });
    const first = await t.latestCode(input.email);
    const soon = await t.rest('POST', '/auth/resend-code', { email: input.email });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe('Please wait 30 seconds before requesting a new code.');
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);

    t.clock.advance(30_500);
    const later = await t.rest('POST', '/auth/resend-code', { email: input.email });
    expect(later.status).toBe(200);
    const second = await t.latestCode(input.email);
    // The earlier code no longer works (unless the CSPRNG repeated it).
    if (second !== first) {
      const old = await t.gql(VERIFY, { input: { email: input.email, code: first } });
      expect(old.errors?.[0]?.message).toBe('Invalid or expired code');
    }
    const unknown = await t.rest('POST', '/auth/resend-code', { email: `nobody.${Date.now()}@example.com` });
    expect(unknown).toMatchObject({ status: 200, body: { message: later.body.message } });
    const bad = await t.rest('POST', '/auth/resend-code', { email: 'nope' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
  });

  it('sign-up does not reveal a registered address: same answer, the owner is told by e-mail', async () => {
    const existing = await verifiedCustomer();
    t.clock.advance(31_000);
    const again = await t.rest('POST', '/auth/signup', newUser({ email: existing.email, password: 'Other@1234', confirmPassword: 'Other@1234' }));
    expect(again.status).toBe(200);
    await t.settled();
    const mail = await t.prisma.emailOutbox.findFirst({ where: { to: existing.email }, orderBy: { id: 'desc' } });
    expect(mail?.subject).toBe('You already have a FreshMeals account');
    // The original password still works: nothing about the account changed.
    await login(existing.email, existing.password);
  });

  it('login errors do not tell unknown addresses from wrong passwords', async () => {
    const user = await verifiedCustomer();
    const wrong = await t.rest('POST', '/auth/login', { email: user.email, password: 'Wrong@1234' });
    const unknown = await t.rest('POST', '/auth/login', { email: `x.${Date.now()}@example.com`, password: 'Wrong@1234' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid email or password' } });
    const empty = await t.rest('POST', '/auth/login', { email: user.email, password: '' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Password is required' } });
  });

  it('refresh rotates the cookie; reusing an old refresh token revokes the whole family', async () => {
    const user = await verifiedCustomer();
    const first = await login(user.email, user.password);
    const r1 = await t.rest('POST', '/auth/refresh-token', {}, { cookie: first.cookie });
    expect(r1.status).toBe(200);
    expect(r1.body.user).toMatchObject({ email: user.email, emailVerified: true });
    const second = cookiePair(r1.setCookies[0]);
    expect(second).not.toBe(first.cookie);
    expect((await t.gql(VIEWER, {}, { token: r1.body.accessToken })).data.viewer.email).toBe(user.email);

    // Replay of the first token after the grace window for tabs refreshing at once: refused, and
    // the newer token of the family dies with it.
    t.clock.advance(21_000);
    const replay = await t.rest('POST', '/auth/refresh-token', {}, { cookie: first.cookie });
    expect(replay.status).toBe(401);
    const afterReplay = await t.gql(REFRESH, {}, { cookie: second });
    expect(afterReplay.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Another sign-in (another family) is unaffected.
    const other = await login(user.email, user.password);
    expect((await t.gql(REFRESH, {}, { cookie: other.cookie })).errors).toBeUndefined();
  });


  it('logout revokes the session and clears the cookie', async () => {
    const user = await verifiedCustomer();
    const { cookie } = await login(user.email, user.password);
    const out = await t.rest('POST', '/auth/logout', {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.setCookies[0]).toMatch(/refresh_token=;.*Max-Age=0/i);
    expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie })).status).toBe(401);
    expect((await t.rest('POST', '/auth/refresh-token', {})).status).toBe(401);
  });

  it('disabled users can neither log in, refresh, nor use an access token they hold', async () => {
    const user = await verifiedCustomer();
    const { token, cookie } = await login(user.email, user.password);
    await t.prisma.user.update({ where: { email: user.email }, data: { isDisabled: true } });
    const loginAgain = await t.rest('POST', '/auth/login', { email: user.email, password: user.password });
    expect(loginAgain).toMatchObject({ status: 403, body: { message: 'Your account has been disabled. Please contact support.' } });
    expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie })).status).toBe(401);
    const viewer = await t.gql(VIEWER, {}, { token });
    expect(viewer.status).toBe(401);
  });

  it('access tokens: expired, forged or malformed ones get HTTP 401 (the client refreshes once)', async () => {
    const user = await verifiedCustomer();
    const { token } = await login(user.email, user.password);
    const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-123');
    const sub = decodeJwt(token).sub!;
    const expired = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('freshmeals')
      .setAudience('freshmeals-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(secret);
    const wrongAudience = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('freshmeals')
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(secret);
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('freshmeals')
      .setAudience('freshmeals-web')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-12345'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, iss: 'freshmeals', aud: 'freshmeals-web', exp: 9999999999, iat: 1 })).toString('base64url')}.`;
    for (const bad of [expired, wrongAudience, forged, unsigned, 'garbage']) {
      const res = await t.gql(VIEWER, {}, { token: bad });
      expect(res.status).toBe(401);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const viaRest = await t.rest('POST', '/auth/logout', {}, { token: bad });
      expect(viaRest.status).toBe(401);
      expect(Object.keys(viaRest.body)).toEqual(['message']);
    }
  });

  describe('authorization of the account fields: visitor, customer, admin', () => {
    it('viewer and node(id:) on users', async () => {
      const a = await verifiedCustomer();
      const b = await verifiedCustomer();
      const sa = await login(a.email, a.password);
      const sb = await login(b.email, b.password);
      const adminInput = await verifiedCustomer();
      await t.prisma.user.update({ where: { email: adminInput.email }, data: { role: 'admin' } });
      const admin = await login(adminInput.email, adminInput.password);
      const aId = sa.res.data.login.user.id;
      const NODE = `query($id: ID!) { node(id: $id) { id ... on User { email credit } } }`;

      expect((await t.gql(VIEWER)).data.viewer).toBeNull();
      const visitor = await t.gql(NODE, { id: aId });
      expect(visitor.data?.node ?? null).toBeNull();
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      const other = await t.gql(NODE, { id: aId }, { token: sb.token });
      expect(other.data?.node ?? null).toBeNull();
      expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const self = await t.gql(NODE, { id: aId }, { token: sa.token });
      expect(self.errors).toBeUndefined();
      expect(self.data.node.email).toBe(a.email);

      const asAdmin = await t.gql(NODE, { id: aId }, { token: admin.token });
      expect(asAdmin.errors).toBeUndefined();
      expect(asAdmin.data.node.email).toBe(a.email);
    });

    it('the auth mutations are open to visitors, customers and admins alike', async () => {
      const c = await verifiedCustomer();
      const s = await login(c.email, c.password);
      for (const token of [null, s.token]) {
        const r = await t.gql(LOGOUT, {}, { token });
        expect(r.errors).toBeUndefined();
      }
    });
  });

  describe('REST facade', () => {
    it('serves an OpenAPI document listing the auth routes', async () => {
      const res = await t.app.fetch('http://localhost/server/api/v1/openapi.json');
      expect(res.status).toBe(200);
      const doc = (await res.json()) as any;
      expect(doc.openapi).toBe('3.1.0');
      for (const p of ['/auth/login', '/auth/refresh-token', '/auth/signup', '/auth/resend-code', '/auth/verify-email']) {
        expect(doc.paths[p]?.post?.summary, p).toBeTruthy();
      }
      expect(doc.paths['/auth/signup'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('confirmPassword');
    });

    it('answers unknown routes, wrong methods and bad JSON with a clear { message }', async () => {
      expect(await t.rest('GET', '/nope')).toMatchObject({ status: 404, body: { message: 'Not found' } });
      const wrongMethod = await t.rest('GET', '/auth/login');
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.get('allow')).toBe('POST');
      expect(await t.rest('POST', '/auth/login', '{not json')).toMatchObject({
        status: 400,
        body: { message: 'The request body must be a JSON object' },
      });
      expect(await t.rest('POST', '/auth/login', '[1,2]')).toMatchObject({ status: 400 });
    });
  });

  describe('gateway endpoints', () => {
    it('health reports the database', async () => {
      const res = await t.app.fetch('http://localhost/healthz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: kind });
    });

    it('readiness: ready with every migration applied; unready while the last one is missing (shutting down: reverse-proxy.test.ts)', async () => {
      const ready = await t.app.fetch('http://localhost/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: kind });
      // A database restored from before the last migration, under the running gateway.
      const [last] = await t.prisma.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
      await t.prisma.$executeRaw`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = ${last!.migration_name}`;
      try {
        const pending = await t.app.fetch('http://localhost/readyz');
        expect(pending.status).toBe(503);
        expect(await pending.json()).toEqual({ status: 'migrations pending', database: kind });
        // Alive all the same: a proxy stops sending requests, an orchestrator does not restart it.
        expect((await t.app.fetch('http://localhost/healthz')).status).toBe(200);
      } finally {
        await t.prisma.$executeRaw`UPDATE _prisma_migrations SET finished_at = now() WHERE migration_name = ${last!.migration_name}`;
      }
      expect((await t.app.fetch('http://localhost/readyz')).status).toBe(200);
    });

    it('GET /dev/outbox lists e-mails newest first in embedded mode', async () => {
      const input = newUser();
      await t.gql(SIGNUP, { input });
      await t.settled();
      const res = await t.app.fetch('http://localhost/dev/outbox');
      // The test app has a DATABASE_URL-less config, so it counts as embedded.
      expect(res.status).toBe(200);
      const list = (await res.json()) as { id: number; to: string }[];
      expect(list[0]!.to).toBe(input.email);
      expect(list.map((m) => m.id)).toEqual([...list.map((m) => m.id)].sort((x, y) => y - x));
    });

    it('refuses bodies over 1 MB with 413, on /graphql and REST, before parsing them', async () => {
      const big = JSON.stringify({ query: '{ viewer { id } }', variables: { pad: 'x'.repeat(1024 * 1024) } });
      const g = await t.app.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      expect(g.status).toBe(413);
      // Streamed without a length: still refused.
      const stream = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
          controller.close();
        },
      });
      const chunked = await t.app.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      const r = await t.rest('POST', '/auth/login', big);
      expect(r).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    });

    it('GraphiQL is served on GET /graphql', async () => {
      const res = await t.app.fetch('http://localhost/graphql', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('GraphiQL');
    });

    it('unexpected errors are masked', async () => {
      const res = await t.gql('{ nope }');
      expect(res.errors?.[0]?.message).toMatch(/Cannot query field/);
      expect(JSON.stringify(res)).not.toMatch(/at .*\.ts:\d+/);
    });
  });
});
