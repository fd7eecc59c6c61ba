// Sessions: logout, a password reset and disabling end the access tokens of a sign-in too; a
// sign-in lasts 90 days at most however often it is refreshed; two tabs refreshing at the same
// moment stay signed in, while a refresh token replayed after the grace window still revokes the
// family. On PGlite and on PostgreSQL (where concurrent refreshes really contend for the row).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken } }`;
const REFRESH = `mutation { refreshToken { accessToken user { email } } }`;
const VIEWER = `{ viewer { email } }`;
const DAY = 86_400_000;

describe.each(dbKinds)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signIn(user: TestUser) {
    const res = await t.gql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(res.errors).toBeUndefined();
    return { token: res.data.login.accessToken as string, cookie: cookiePair(res.setCookies[0]) };
  }

  const viewerStatus = async (token: string) => {
    const res = await t.gql(VIEWER, {}, { token });
    return { status: res.status, email: res.data?.viewer?.email as string | undefined };
  };

  it('access tokens name their sign-in (sid) and die with it at logout', async () => {
    const user = await createUserAndLogin(t);
    const a = await signIn(user);
    const b = await signIn(user);
    expect(decodeJwt(a.token).sid).toEqual(expect.any(String));
    expect(decodeJwt(a.token).sid).not.toBe(decodeJwt(b.token).sid);
    expect(await viewerStatus(a.token)).toEqual({ status: 200, email: user.email });

    expect((await t.rest('POST', '/auth/logout', {}, { cookie: a.cookie, token: a.token })).status).toBe(200);
    const after = await t.gql(VIEWER, {}, { token: a.token });
    expect(after.status).toBe(401);
    expect(after.errors?.[0]).toMatchObject({ message: 'Your session is no longer valid', extensions: { code: 'UNAUTHENTICATED' } });
    // The other sign-in (another device) is untouched.
    expect(await viewerStatus(b.token)).toEqual({ status: 200, email: user.email });
  });

  it('an access token from a refresh dies with its sign-in too', async () => {
    const user = await createUserAndLogin(t);
    const { cookie } = await signIn(user);
    const refreshed = await t.gql(REFRESH, {}, { cookie });
    const token = refreshed.data.refreshToken.accessToken as string;
    expect(await viewerStatus(token)).toEqual({ status: 200, email: user.email });
    await t.rest('POST', '/auth/logout', {}, { cookie: cookiePair(refreshed.setCookies[0]) });
    expect((await viewerStatus(token)).status).toBe(401);
  });

  it('a password reset and disabling the user end every access token of the user', async () => {
    const user = await createUserAndLogin(t);
    const { token } = await signIn(user);
    await t.rest('POST', '/auth/forgot-password', { email: user.email });
    const code = await t.latestCode(user.email);
    const reset = await t.rest('POST', '/auth/reset-password', { email: user.email, code, password: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9' });
    expect(reset.status).toBe(200);
    expect((await viewerStatus(token)).status).toBe(401);
    expect((await viewerStatus(user.token)).status).toBe(401);

    const admin = await createUserAndLogin(t, { role: 'admin' });
    const other = await createUserAndLogin(t);
    expect((await viewerStatus(other.token)).status).toBe(200);
    const disable = await t.rest('PATCH', '/admin/users/disable', { userId: other.id, state: false }, { token: admin.token });
    expect(disable.status).toBe(200);
    expect((await viewerStatus(other.token)).status).toBe(401);
    expect(await t.prisma.session.count({ where: { userId: other.id, revokedAt: null } })).toBe(0);
  });

  it('a sign-in lasts 90 days at most, however often it is refreshed', async () => {
    const user = await createUserAndLogin(t);
    let { cookie } = await signIn(user);
    const start = t.clock.now().getTime();
    // Refresh every 25 days: each refresh is well inside the 30-day sliding window.
    for (let day = 25; day <= 75; day += 25) {
      t.clock.advance(25 * DAY);
      const r = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
      expect(r.status, `day ${day}`).toBe(200);
      cookie = cookiePair(r.setCookies[0]);
    }
    // Day 89: still fine, and the cookie does not outlive the sign-in.
    t.clock.advance(14 * DAY);
    const late = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
    expect(late.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(late.setCookies[0]!)?.[1]);
    const remaining = (start + 90 * DAY - t.clock.now().getTime()) / 1000;
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.ceil(remaining));
    const lateToken = late.body.accessToken as string;
    cookie = cookiePair(late.setCookies[0]);
    // Day 90 and a bit: over.
    t.clock.advance(DAY + 60_000);
    const over = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
    expect(over.status).toBe(401);
    expect(over.body.message).toBe('Your session has expired. Please sign in again.');
    // Even an access token still within its 15 minutes is refused once its sign-in is over.
    expect((await viewerStatus(lateToken)).status).toBe(401);
    // Signing in again starts a new 90 days.
    expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie: (await signIn(user)).cookie })).status).toBe(200);
  });

  it('two tabs refreshing with the same cookie both stay signed in', async () => {
    const user = await createUserAndLogin(t);
    const { cookie } = await signIn(user);
    const first = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
    // The second tab sent the cookie it had before the first tab's answer set the new one.
    t.clock.advance(5_000);
    const second = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.user.email).toBe(user.email);
    const [c1, c2] = [cookiePair(first.setCookies[0]), cookiePair(second.setCookies[0])];
    expect(c1).not.toBe(c2);
    expect(decodeJwt(second.body.accessToken).sid).toBe(decodeJwt(first.body.accessToken).sid);
    // Both tokens of the family go on working, and both access tokens too.
    expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie: c1 })).status).toBe(200);
    expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie: c2 })).status).toBe(200);
    expect((await viewerStatus(second.body.accessToken)).status).toBe(200);
  });

  it('a rotated token replayed after the grace window revokes the whole family', async () => {
    const user = await createUserAndLogin(t);
    const { cookie } = await signIn(user);
    const first = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
    const current = cookiePair(first.setCookies[0]);
    t.clock.advance(21_000);
    const replay = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
    expect(replay.status).toBe(401);
    expect(replay.setCookies[0]).toMatch(/refresh_token=;.*Max-Age=0/i);
    expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie: current })).status).toBe(401);
    expect((await viewerStatus(first.body.accessToken)).status).toBe(401);
  });

  it('10 concurrent refreshes with the same cookie all succeed, in one family', async () => {
    const user = await createUserAndLogin(t);
    const { cookie } = await signIn(user);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', '/auth/refresh-token', {}, { cookie })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const sids = new Set(results.map((r) => decodeJwt(r.body.accessToken).sid));
    expect(sids.size).toBe(1);
    const cookies = results.map((r) => cookiePair(r.setCookies[0]));
    expect(new Set(cookies).size).toBe(10);
    // Every one of them keeps working: nothing was revoked.
    const next = await Promise.all(cookies.map((c) => t.rest('POST', '/auth/refresh-token', {}, { cookie: c })));
    expect(next.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await t.prisma.session.count({ where: { userId: user.id, revokedAt: { not: null } } })).toBe(0);
  });

  it('a refresh racing a logout does not bring the sign-in back', async () => {
    const user = await createUserAndLogin(t);
    const { cookie } = await signIn(user);
    const [refresh] = await Promise.all([
      t.rest('POST', '/auth/refresh-token', {}, { cookie }),
      t.rest('POST', '/auth/logout', {}, { cookie }),
    ]);
    if (refresh.status === 200) {
      // Whichever came first, the family is over afterwards.
      expect((await viewerStatus(refresh.body.accessToken)).status).toBe(401);
      expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie: cookiePair(refresh.setCookies[0]) })).status).toBe(401);
    } else {
      expect(refresh.status).toBe(401);
    }
  });
});
