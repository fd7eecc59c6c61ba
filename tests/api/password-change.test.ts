// Change password (signed in) through the real gateway on PGlite and real PostgreSQL: who may,
// the rules and messages, the other sign-ins that end, and the limit on guesses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../support/db.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';

const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken } }`;
const REFRESH = `mutation { refreshToken { accessToken } }`;
const ME = `{ viewer { email } }`;

const DONE = 'Your password has been changed. Other devices have been signed out.';
const NEW_PASSWORD = 'Fresh#Pass9';

describe.each(dbKinds)('change password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const input = (current: string, over: Record<string, string> = {}) => ({
    currentPassword: current,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...over,
  });

  it('a visitor is refused', async () => {
    const res = await t.gql(CHANGE, { input: input('Secret@123') });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(['customer', 'admin'] as const)('%s: changes their password; other sign-ins end, this one stays', async (role) => {
    const user = await createUserAndLogin(t, { role });
    // A second device, signed in with the old password.
    const other = await t.gql(LOGIN, { input: { email: user.email, password: user.password } });
    const otherCookie = cookiePair(other.setCookies[0]!);
    const otherToken = other.data.login.accessToken as string;

    const res = await t.gql(CHANGE, { input: input(user.password) }, { token: user.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.changePassword.message).toBe(DONE);

    // The asking sign-in still works; the other device's token and refresh cookie do not.
    expect((await t.gql(ME, {}, { token: user.token })).data.viewer.email).toBe(user.email);
    expect((await t.gql(ME, {}, { token: otherToken })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(REFRESH, {}, { cookie: otherCookie })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Only the new password signs in.
    expect((await t.gql(LOGIN, { input: { email: user.email, password: user.password } })).errors?.[0]?.message).toBe(
      'Invalid email or password',
    );
    expect((await t.gql(LOGIN, { input: { email: user.email, password: NEW_PASSWORD } })).data.login.accessToken).toEqual(expect.any(String));
  });

  it('refuses a wrong current password, a weak or unconfirmed new one, and the same one, changing nothing', async () => {
    const user = await createUserAndLogin(t);
    const before = (await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
    const cases: Array<[Record<string, string>, string]> = [
      [input('Wrong@1234'), 'Current password is incorrect'],
      [input(''), 'Current password is required'],
      [input(user.password, { password: 'short', confirmPassword: 'short' }), 'Password must be at least 8 characters'],
      [input(user.password, { password: 'nouppercase1!', confirmPassword: 'nouppercase1!' }), 'Must contain an uppercase letter'],
      [input(user.password, { confirmPassword: 'Other#Pass9' }), 'Passwords do not match'],
      [input(user.password, { password: user.password, confirmPassword: user.password }), 'The new password must be different from the current one'],
    ];
    for (const [values, message] of cases) {
      const res = await t.gql(CHANGE, { input: values }, { token: user.token });
      expect(res.errors?.[0]?.message, message).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(before);
  });

  it('counts right passwords not at all and wrong ones 5 in 15 minutes, then refuses even the right one', async () => {
    const user = await createUserAndLogin(t);
    for (const [from, to] of [[user.password, NEW_PASSWORD], [NEW_PASSWORD, user.password]] as const) {
      for (let i = 0; i < 3; i++) {
        const res = await t.gql(CHANGE, { input: input(from, { password: i === 2 ? to : from, confirmPassword: i === 2 ? to : from }) }, { token: user.token });
        expect(res.errors?.[0]?.message).toBe(i === 2 ? undefined : 'The new password must be different from the current one');
      }
    }
    for (let i = 0; i < 5; i++) {
      const res = await t.gql(CHANGE, { input: input(`Wrong@${i}234`) }, { token: user.token });
      expect(res.errors?.[0]?.message).toBe('Current password is incorrect');
    }
    const res = await t.gql(CHANGE, { input: input(user.password) }, { token: user.token });
    expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(res.errors?.[0]?.message).toMatch(/^Too many wrong passwords\. Please try again in \d+ seconds\.$/);
    expect(await t.gql(LOGIN, { input: { email: user.email, password: user.password } }).then((r) => r.data?.login?.accessToken)).toEqual(
      expect.any(String),
    );
  });
});
