// The admin's user management end to end (GraphQL and REST) on PGlite and real PostgreSQL: the
// users table (page size, search, order), enable/disable with session revocation, new users with
// an e-mailed set-password link, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const USERS = `query($first: Int, $after: String, $search: String) {
  users(first: $first, after: $after, search: $search) {
    totalCount edges { node { id userId name email phone isDisabled credit emailVerified role } }
  }
}`;
const DISABLE = `mutation($userId: Int!, $disabled: Boolean!) { setUserDisabled(userId: $userId, disabled: $disabled) { userId isDisabled } }`;
const REGISTER = `mutation($input: RegisterUserInput!) { registerUser(input: $input) { id userId name email phone role emailVerified isDisabled credit } }`;
const RESEND = `mutation($userId: Int!) { resendInvitation(userId: $userId) { userId } }`;
const SET_PASSWORD = `mutation($input: SetPasswordInput!) { setPassword(input: $input) { message } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken user { email } } }`;

describe.each(dbKinds)('admin users on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin', name: 'Zed Admin' });
    customer = await createUserAndLogin(t, { role: 'customer', name: 'Yara Customer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The set-password link of the newest e-mail to `email`. */
  async function invitationLink(email: string) {
    const mail = await t.prisma.emailOutbox.findFirst({ where: { to: email }, orderBy: { id: 'desc' } });
    const link = mail?.text.match(/(http:\/\/localhost:4000\/set-password\?token=\S+)/)?.[1];
    if (!link) throw new Error(`no invitation mailed to ${email}`);
    return { link, token: decodeURIComponent(new URL(link).searchParams.get('token')!), mail: mail! };
  }

  describe('the users table', () => {
    const people = [
      { name: 'Aarav Sharma', email: 'aarav.sharma@example.com', phone: '9810000001' },
      { name: 'Bhavna Iyer', email: 'bhavna@example.com', phone: '9810000002' },
      { name: 'Chetan Das', email: 'chetan.das@corp.example.com', phone: '9920000003' },
      { name: 'Deepa Nair', email: 'deepa@example.com', phone: '9810000004' },
      { name: 'Eshan Gill', email: 'eshan@example.com', phone: '9810000005' },
      { name: 'Farah Khan', email: 'farah@example.com', phone: '9810000006' },
      { name: 'Gautam Roy', email: 'gautam@example.com', phone: '9810000007' },
      { name: 'Hema Malini', email: 'hema@example.com', phone: '9810000008' },
      { name: 'Irfan Ali', email: 'irfan@example.com', phone: '9810000009' },
      { name: 'Jaya Sen', email: 'jaya@example.com', phone: '9810000010' },
    ];
    beforeAll(async () => {
      let i = 0;
      for (const p of people) {
        await t.prisma.user.create({
          data: { ...p, role: 'customer', emailVerified: true, creditPaise: 12345 + i, createdAt: new Date(Date.now() + 60_000 * ++i) },
        });
      }
    });

    it('10 a page, newest first, with totalCount; REST { users, total } with numeric ids and INR credit', async () => {
      const p1 = await t.gql(USERS, {}, { token: admin.token });
      expect(p1.errors).toBeUndefined();
      expect(p1.data.users.totalCount).toBe(12);
      expect(p1.data.users.edges).toHaveLength(10);
      expect(p1.data.users.edges.map((e: any) => e.node.name)).toEqual([...people].reverse().map((p) => p.name));
      expect(p1.data.users.edges[0].node).toMatchObject({ credit: 123.54, isDisabled: false, role: 'customer', emailVerified: true });

      const r = await t.rest('GET', '/admin/users?limit=10&page=2', undefined, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(12);
      expect(r.body.users.map((u: any) => u.name).sort()).toEqual(['Yara Customer', 'Zed Admin']);
      const c = r.body.users.find((u: any) => u.name === 'Yara Customer');
      expect(c).toMatchObject({ id: customer.id, email: customer.email, phone: customer.phone, isDisabled: false, credit: 0 });
    });

    it('search matches name, e-mail or phone regardless of case', async () => {
      const byName = await t.rest('GET', '/admin/users?search=SHARMA', undefined, { token: admin.token });
      expect(byName.body.users.map((u: any) => u.name)).toEqual(['Aarav Sharma']);
      expect(byName.body.total).toBe(1);
      const byEmail = await t.gql(USERS, { search: 'Corp.Example' }, { token: admin.token });
      expect(byEmail.data.users.edges.map((e: any) => e.node.name)).toEqual(['Chetan Das']);
      const byPhone = await t.rest('GET', '/admin/users?search=99200', undefined, { token: admin.token });
      expect(byPhone.body.users.map((u: any) => u.name)).toEqual(['Chetan Das']);
      const none = await t.rest('GET', '/admin/users?search=nobody-here', undefined, { token: admin.token });
      expect(none.body).toEqual({ users: [], total: 0, page: 1 });
      const tooLong = await t.rest('GET', `/admin/users?search=${'x'.repeat(101)}`, undefined, { token: admin.token });
      expect(tooLong).toMatchObject({ status: 400, body: { message: 'Search must be at most 100 characters' } });
    });

    it('search follows renames and rows written outside the app, and never matches across two fields', async () => {
      await t.prisma.$executeRaw`INSERT INTO "User" ("name", "email", "phone", "updatedAt") VALUES ('Zoya Qureshi', 'zoya.q@example.com', '9000011111', now())`;
      const found = async (search: string) =>
        (await t.gql(USERS, { search }, { token: admin.token })).data.users.edges.map((e: any) => e.node.name);
      expect(await found('QURESHI')).toEqual(['Zoya Qureshi']);
      await t.prisma.$executeRaw`UPDATE "User" SET "name" = 'Zoya Khan' WHERE "email" = 'zoya.q@example.com'`;
      expect(await found('qureshi')).toEqual([]);
      expect(await found('zoya khan')).toEqual(['Zoya Khan']);
      // Name, e-mail and phone are separate lines: the end of one and the start of the next do not match.
      expect(await found('khan zoya')).toEqual([]);
      expect(await found('khan\nzoya')).toEqual([]);
    });
  });

  describe('the role filter (the Users screen lists customers; staff are on the staff list)', () => {
    const ROLE_USERS = `query($role: Role, $search: String) {
      users(first: 100, role: $role, search: $search) { totalCount edges { node { userId name role } } }
    }`;

    it('role keeps one role, with search and totalCount; without it every role is listed, over GraphQL and REST', async () => {
      const kitchen = await createUserAndLogin(t, { role: 'kitchen', name: 'Rolefilter Cook' });
      const shopper = await createUserAndLogin(t, { role: 'customer', name: 'Rolefilter Shopper' });
      const rolesOf = (res: { data: any }) => res.data.users.edges.map((e: any) => [e.node.name, e.node.role]);

      const customers = await t.gql(ROLE_USERS, { role: 'customer', search: 'rolefilter' }, { token: admin.token });
      expect(customers.errors).toBeUndefined();
      expect(rolesOf(customers)).toEqual([['Rolefilter Shopper', 'customer']]);
      expect(customers.data.users.totalCount).toBe(1);
      const everyCustomer = await t.gql(ROLE_USERS, { role: 'customer' }, { token: admin.token });
      const roles = new Set(everyCustomer.data.users.edges.map((e: any) => e.node.role));
      expect(roles).toEqual(new Set(['customer']));
      expect(everyCustomer.data.users.totalCount).toBe(await t.prisma.user.count({ where: { role: 'customer' } }));
      const staff = await t.gql(ROLE_USERS, { role: 'kitchen', search: 'rolefilter' }, { token: admin.token });
      expect(rolesOf(staff)).toEqual([['Rolefilter Cook', 'kitchen']]);
      const admins = await t.gql(ROLE_USERS, { role: 'admin' }, { token: admin.token });
      expect(admins.data.users.edges.map((e: any) => e.node.userId)).toContain(admin.id);
      expect(admins.data.users.edges.map((e: any) => e.node.userId)).not.toContain(shopper.id);

      // Without role, and on REST (whose contract keeps listing every account, each with its role).
      const all = await t.gql(ROLE_USERS, { search: 'rolefilter' }, { token: admin.token });
      expect(rolesOf(all).sort()).toEqual([['Rolefilter Cook', 'kitchen'], ['Rolefilter Shopper', 'customer']]);
      const rest = await t.rest('GET', '/admin/users?search=rolefilter', undefined, { token: admin.token });
      expect(rest.status).toBe(200);
      expect(Object.keys(rest.body).sort()).toEqual(['page', 'total', 'users']);
      expect(rest.body.users.map((u: any) => u.role).sort()).toEqual(['customer', 'kitchen']);

      // Kitchen staff read the customers list too (without money).
      const asKitchen = await t.gql(ROLE_USERS, { role: 'customer', search: 'rolefilter' }, { token: kitchen.token });
      expect(asKitchen.errors).toBeUndefined();
      expect(rolesOf(asKitchen)).toEqual([['Rolefilter Shopper', 'customer']]);
    });

    it('a role that does not exist is refused with a clear message; visitors and customers are refused', async () => {
      const bad = await t.gql(ROLE_USERS, { role: 'superuser' }, { token: admin.token });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.message).toMatch(/superuser/);
      expect(bad.errors?.[0]?.message).not.toMatch(/Role/);
      const visitor = await t.gql(ROLE_USERS, { role: 'customer' });
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const cust = await t.gql(ROLE_USERS, { role: 'customer' }, { token: customer.token });
      expect(cust.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(cust.data).toBeNull();
    });
  });

  describe('enable and disable', () => {
    it('disabling ends the sessions and the access token at once; enabling lets the user sign in again', async () => {
      const u = await createUserAndLogin(t);
      const login = await t.gql(LOGIN, { input: { email: u.email, password: u.password } });
      const cookie = cookiePair(login.setCookies[0]);

      const r = await t.rest('PATCH', '/admin/users/disable', { userId: u.id, state: false }, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('User disabled successfully');
      expect(r.body.user).toMatchObject({ id: u.id, isDisabled: true });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).isDisabled).toBe(true);
      const live = await t.prisma.session.count({ where: { userId: u.id, revokedAt: null } });
      expect(live).toBe(0);
      expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie })).status).toBe(401);
      expect((await t.gql('{ viewer { id } }', {}, { token: u.token })).status).toBe(401);

      const enable = await t.rest('PATCH', '/admin/users/disable', { userId: u.id, state: true }, { token: admin.token });
      expect(enable).toMatchObject({ status: 200, body: { message: 'User enabled successfully', user: { isDisabled: false } } });
      const again = await t.gql(LOGIN, { input: { email: u.email, password: u.password } });
      expect(again.data.login.accessToken).toBeTruthy();

      const g = await t.gql(DISABLE, { userId: u.id, disabled: true }, { token: admin.token });
      expect(g.data.setUserDisabled).toEqual({ userId: u.id, isDisabled: true });
    });

    it('an admin cannot disable themselves; unknown users are 404; a missing state is refused', async () => {
      const self = await t.gql(DISABLE, { userId: admin.id, disabled: true }, { token: admin.token });
      expect(self.errors?.[0]).toMatchObject({ message: 'You cannot disable your own account', extensions: { code: 'BAD_USER_INPUT' } });
      const selfRest = await t.rest('PATCH', '/admin/users/disable', { userId: admin.id, state: false }, { token: admin.token });
      expect(selfRest).toMatchObject({ status: 400, body: { message: 'You cannot disable your own account' } });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).isDisabled).toBe(false);

      const unknown = await t.rest('PATCH', '/admin/users/disable', { userId: 999_999, state: false }, { token: admin.token });
      expect(unknown).toMatchObject({ status: 404, body: { message: 'User not found' } });
      const noState = await t.rest('PATCH', '/admin/users/disable', { userId: customer.id }, { token: admin.token });
      expect(noState.status).toBe(400);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).isDisabled).toBe(false);
    });
  });

  describe('new users and their invitation', () => {
    const cases: [string, Record<string, string>, string][] = [
      ['no name', { name: '  ' }, 'Name is required'],
      ['bad e-mail', { email: 'not-an-email' }, 'Invalid email address'],
      ['no e-mail', { email: '' }, 'Invalid email address'],
      ['short phone', { phone: '1234' }, 'Phone number is required'],
    ];
    it.each(cases)('validation: %s', async (_label, over, message) => {
      const input = { name: 'Kiran Rao', email: `kiran.${Date.now()}@example.com`, phone: '9876543210', ...over };
      const before = await t.prisma.user.count();
      const g = await t.gql(REGISTER, { input }, { token: admin.token });
      expect(g.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      const r = await t.rest('POST', '/admin/register', input, { token: admin.token });
      expect(r).toMatchObject({ status: 400, body: { message } });
      expect(await t.prisma.user.count()).toBe(before);
    });

    it('creates a verified customer without a password, e-mails a single-use set-password link valid 72 hours', async () => {
      const email = `Neel.${Date.now()}@Example.com`;
      const r = await t.rest('POST', '/admin/register', { name: 'Neel Mehta', email, phone: '+91 98765' }, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('User added successfully');
      expect(r.body.user).toMatchObject({ name: 'Neel Mehta', email: email.toLowerCase(), phone: '+91 98765', role: 'customer', credit: 0 });
      const user = await t.prisma.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
      expect(user).toMatchObject({ role: 'customer', emailVerified: true, isDisabled: false, passwordHash: null });

      const { link, token, mail } = await invitationLink(user.email);
      expect(link.startsWith('http://localhost:4000/set-password?token=')).toBe(true);
      expect(mail.subject).toBe('Your FreshMeals account is ready: set your password');
      const secret = token.split('.')[1]!;
      expect(secret.length).toBeGreaterThanOrEqual(43);
      const code = await t.prisma.emailCode.findFirstOrThrow({ where: { userId: user.id, purpose: 'set_password' } });
      expect(code.codeHash).not.toContain(secret);
      expect(code.expiresAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(71.9 * 3600_000);
      expect(code.expiresAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(72 * 3600_000 + 1000);

      // No password yet: login fails like any wrong password.
      const early = await t.rest('POST', '/auth/login', { email: user.email, password: 'Secret@123' });
      expect(early).toMatchObject({ status: 400, body: { message: 'Invalid email or password' } });

      // The sign-up password rules, with their messages.
      const weak = await t.rest('POST', '/auth/set-password', { token, password: 'secret', confirmPassword: 'secret' });
      expect(weak).toMatchObject({ status: 400, body: { message: 'Password must be at least 8 characters' } });
      const mismatch = await t.gql(SET_PASSWORD, { input: { token, password: 'Welcome@2026', confirmPassword: 'Welcome@2025' } });
      expect(mismatch.errors?.[0]?.message).toBe('Passwords do not match');

      const ok = await t.rest('POST', '/auth/set-password', { token, password: 'Welcome@2026', confirmPassword: 'Welcome@2026' });
      expect(ok).toMatchObject({ status: 200, body: { message: 'Your password is set. You can now sign in.' } });
      const login = await t.gql(LOGIN, { input: { email: user.email, password: 'Welcome@2026' } });
      expect(login.data.login.accessToken).toBeTruthy();

      const reused = await t.rest('POST', '/auth/set-password', { token, password: 'Other@2026x', confirmPassword: 'Other@2026x' });
      expect(reused).toMatchObject({ status: 400, body: { message: 'This link is invalid or has expired.' } });
      const stillOld = await t.gql(LOGIN, { input: { email: user.email, password: 'Welcome@2026' } });
      expect(stillOld.data.login.accessToken).toBeTruthy();
    });

    it('the link expires after 72 hours; a resent invitation voids the earlier link; forged tokens fail', async () => {
      const email = `omar.${Date.now()}@example.com`;
      const created = await t.gql(REGISTER, { input: { name: 'Omar', email, phone: '98765' } }, { token: admin.token });
      expect(created.errors).toBeUndefined();
      const userId = created.data.registerUser.userId;
      const first = (await invitationLink(email)).token;

      const resent = await t.gql(RESEND, { userId }, { token: admin.token });
      expect(resent.errors).toBeUndefined();
      const second = (await invitationLink(email)).token;
      expect(second).not.toBe(first);
      const old = await t.gql(SET_PASSWORD, { input: { token: first, password: 'Welcome@2026', confirmPassword: 'Welcome@2026' } });
      expect(old.errors?.[0]).toMatchObject({ message: 'This link is invalid or has expired.', extensions: { code: 'BAD_USER_INPUT' } });

      for (const forged of ['', 'garbage', `${userId}.${'A'.repeat(43)}`, `${customer.id}.${second.split('.')[1]}`]) {
        const r = await t.rest('POST', '/auth/set-password', { token: forged, password: 'Welcome@2026', confirmPassword: 'Welcome@2026' });
        expect(r, forged).toMatchObject({ status: 400, body: { message: 'This link is invalid or has expired.' } });
      }

      t.clock.advance(72 * 3600_000 + 1000);
      const late = await t.gql(SET_PASSWORD, { input: { token: second, password: 'Welcome@2026', confirmPassword: 'Welcome@2026' } });
      expect(late.errors?.[0]?.message).toBe('This link is invalid or has expired.');
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash).toBeNull();

      const third = await t.gql(RESEND, { userId }, { token: admin.token });
      expect(third.errors).toBeUndefined();
      const fresh = (await invitationLink(email)).token;
      const ok = await t.gql(SET_PASSWORD, { input: { token: fresh, password: 'Welcome@2026', confirmPassword: 'Welcome@2026' } });
      expect(ok.errors).toBeUndefined();
      const done = await t.gql(RESEND, { userId }, { token: admin.token });
      expect(done.errors?.[0]).toMatchObject({ message: 'This user has already set a password', extensions: { code: 'CONFLICT' } });
    });

    it('a taken e-mail (any case) is a CONFLICT', async () => {
      const r = await t.rest('POST', '/admin/register', { name: 'Copy', email: customer.email.toUpperCase(), phone: '98765' }, { token: admin.token });
      expect(r).toMatchObject({ status: 409, body: { message: 'A user with this email already exists' } });
      const g = await t.gql(REGISTER, { input: { name: 'Copy', email: admin.email, phone: '98765' } }, { token: admin.token });
      expect(g.errors?.[0]).toMatchObject({ message: 'A user with this email already exists', extensions: { code: 'CONFLICT' } });
    });
  });

  describe('authorization: visitor, customer, admin', () => {
    it('GraphQL: admin-only fields refuse visitors and customers; setPassword is public; viewer still works', async () => {
      const ops: [string, Record<string, unknown>][] = [
        [USERS, {}],
        [DISABLE, { userId: customer.id, disabled: true }],
        [REGISTER, { input: { name: 'Sneaky', email: `sneaky.${Date.now()}@example.com`, phone: '98765' } }],
        [RESEND, { userId: customer.id }],
      ];
      for (const [query, variables] of ops) {
        const visitor = await t.gql(query, variables);
        expect(visitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
        const cust = await t.gql(query, variables, { token: customer.token });
        expect(cust.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      }
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).isDisabled).toBe(false);
      expect(await t.prisma.user.count({ where: { name: 'Sneaky' } })).toBe(0);

      for (const token of [null, customer.token]) {
        const r = await t.gql(SET_PASSWORD, { input: { token: 'x', password: 'Welcome@2026', confirmPassword: 'Welcome@2026' } }, { token });
        expect(r.errors?.[0]?.message).toBe('This link is invalid or has expired.');
      }
      const me = await t.gql('{ viewer { userId email role credit } }', {}, { token: customer.token });
      expect(me.data.viewer).toEqual({ userId: customer.id, email: customer.email, role: 'customer', credit: 0 });
    });

    it('REST routes: 401 for visitors, 403 for customers', async () => {
      const routes: [string, string, unknown?][] = [
        ['GET', '/admin/users?page=1&limit=10'],
        ['POST', '/admin/register', { name: 'Sneaky', email: `sneaky.rest.${Date.now()}@example.com`, phone: '98765' }],
        ['PATCH', '/admin/users/disable', { userId: customer.id, state: false }],
      ];
      for (const [method, path, body] of routes) {
        expect((await t.rest(method, path, body)).status, path).toBe(401);
        const cust = await t.rest(method, path, body, { token: customer.token });
        expect(cust.status, path).toBe(403);
        expect(cust.body).toEqual({ message: 'Not authorized' });
      }
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).isDisabled).toBe(false);
    });

    it('REST answers with kitchen staff among the users: the list (for an admin and for kitchen staff) and their sign-in', async () => {
      const kitchen = await createUserAndLogin(t, { role: 'kitchen', name: 'Kiran Kitchen' });
      const search = `/admin/users?search=${encodeURIComponent(kitchen.email)}`;
      const listed = await t.rest('GET', search, undefined, { token: admin.token });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.users).toEqual([expect.objectContaining({ id: kitchen.id, role: 'kitchen', credit: 0 })]);
      // Kitchen staff read the list too (themselves among the users), without a customer's credit.
      const asKitchen = await t.rest('GET', search, undefined, { token: kitchen.token });
      expect(asKitchen.status, JSON.stringify(asKitchen.body)).toBe(200);
      expect(asKitchen.body.users).toEqual([expect.objectContaining({ id: kitchen.id, role: 'kitchen' })]);
      const customerAsKitchen = await t.rest('GET', `/admin/users?search=${encodeURIComponent(customer.email)}`, undefined, { token: kitchen.token });
      expect(customerAsKitchen.status).toBe(200);
      expect(customerAsKitchen.body.users).toHaveLength(1);
      expect(customerAsKitchen.body.users[0]).not.toHaveProperty('credit');
      const login = await t.rest('POST', '/auth/login', { email: kitchen.email, password: kitchen.password });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      expect(login.body.user).toEqual({ id: kitchen.id, name: 'Kiran Kitchen', email: kitchen.email, emailVerified: true, role: 'kitchen' });
      expect(login.body.accessToken).toEqual(expect.any(String));
    });
  });
});
