// Staff accounts through the real gateway on PGlite and PostgreSQL: an admin invites kitchen staff
// (the invitation e-mail a customer gets), the kitchen role reads what the kitchen needs and no
// more, roles change with immediate effect, and the last active admin is never disabled or demoted,
// not even by two admins at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { solidPng } from '../support/png.ts';
import { gqlUpload } from '../support/uploads.ts';
import { dbKinds } from '../support/db.ts';

const INVITE = `mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { userId name email role emailVerified } }`;
const SET_ROLE = `mutation($userId: Int!, $role: Role!) { setUserRole(userId: $userId, role: $role) { userId role } }`;
const DISABLE = `mutation($userId: Int!, $disabled: Boolean!) { setUserDisabled(userId: $userId, disabled: $disabled) { userId isDisabled } }`;
const STAFF = '{ staff { userId name role isDisabled } }';

describe.each(dbKinds)('staff accounts on %s', (kind) => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let customer: { id: number; token: string };

  async function makeUser(role: 'admin' | 'customer' | 'kitchen', name: string) {
    const user = await t.prisma.user.create({
      data: { name, email: `staff.${kind}.${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: '9876500010', role, emailVerified: true, creditPaise: 50_000 },
    });
    return { id: user.id, token: await t.app.services.tokens.issue({ id: user.id, role }) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser('admin', 'Head Admin');
    customer = await makeUser('customer', 'Asha Iyer');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an admin invites kitchen staff, who get the invitation e-mail and appear in the staff list', async () => {
    const email = `staff.${kind}.ravi@example.com`;
    const res = await t.gql(INVITE, { input: { name: 'Ravi Cook', email, phone: '9876500011', role: 'kitchen' } }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.inviteStaff).toMatchObject({ name: 'Ravi Cook', email, role: 'kitchen', emailVerified: true });
    await t.settled();
    const mail = await t.prisma.emailOutbox.findFirst({ where: { to: email }, orderBy: { id: 'desc' } });
    expect(mail?.text).toMatch(/\/set-password\?token=/);
    const staff = (await t.gql(STAFF, {}, { token: admin.token })).data.staff;
    expect(staff.map((s: { name: string; role: string }) => [s.name, s.role])).toEqual([['Head Admin', 'admin'], ['Ravi Cook', 'kitchen']]);
    const audit = await t.prisma.auditEntry.findFirstOrThrow({ where: { action: 'staff.invite' } });
    expect(audit).toMatchObject({ actorName: 'Head Admin', after: { email, role: 'kitchen' } });

    const bad = await t.gql(INVITE, { input: { name: '', email: 'nope', phone: '1', role: 'kitchen' } }, { token: admin.token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const taken = await t.gql(INVITE, { input: { name: 'Again', email, phone: '9876500011', role: 'admin' } }, { token: admin.token });
    expect(taken.errors?.[0]).toMatchObject({ message: 'A user with this email already exists', extensions: { code: 'CONFLICT' } });
  });

  it('an admin invites a rider as delivery staff, listed with the staff; a role outside the list is refused', async () => {
    const email = `staff.${kind}.rider@example.com`;
    const res = await t.gql(INVITE, { input: { name: 'Zoya Rider', email, phone: '9876500012', role: 'delivery' } }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.inviteStaff).toMatchObject({ name: 'Zoya Rider', email, role: 'delivery' });
    const staff = (await t.gql(STAFF, {}, { token: admin.token })).data.staff;
    expect(staff.map((s: { name: string; role: string }) => [s.name, s.role])).toContainEqual(['Zoya Rider', 'delivery']);
    const badGql = await t.gql(INVITE, { input: { name: 'X', email: `x.${kind}@example.com`, phone: '9876500013', role: 'driver' } }, { token: admin.token });
    expect(badGql.errors?.[0]?.message).toMatch(/^"driver" is not a valid staff role/);
    expect(await t.prisma.user.count({ where: { email: `x.${kind}@example.com` } })).toBe(0);
  });

  it("kitchen staff read the kitchen's data and users, and change dishes; no money, prices or staff", async () => {
    const kitchen = await makeUser('kitchen', 'Kitchen Lead');
    const as = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token: kitchen.token });
    expect((await as('{ users(first: 5) { totalCount edges { node { name role } } } }')).errors).toBeUndefined();
    expect((await as('{ summary { today { totalMeals } } }')).errors).toBeUndefined();
    expect((await as('{ dispatchList { total } }')).errors).toBeUndefined();
    expect((await as('query($u: Int!) { routine(userId: $u) { slots { hour } } }', { u: customer.id })).errors).toBeUndefined();
    const category = await as('mutation { createDishCategory(name: "Dals") { categoryId } }');
    expect(category.errors).toBeUndefined();
    const dish = await as('mutation($c: Int!) { createDish(input: { name: "Kitchen Dal", description: "Yellow lentils", type: veg, dishCategoryId: $c }) { name } }', {
      c: category.data.createDishCategory.categoryId,
    });
    expect(dish.errors, JSON.stringify(dish.errors)).toBeUndefined();

    // Dish photos too: the upload gate lets kitchen staff send one.
    const photo = await gqlUpload(t, { name: 'file', bytes: new Uint8Array(solidPng(8, 8, [200, 120, 40])), filename: 'dal.png', type: 'image/png' }, kitchen.token);
    expect(photo.body.errors).toBeUndefined();
    expect(photo.body.data.uploadDishImage.key).toBeTruthy();

    // A customer's coming meals are theirs to read, and whether each is affordable; never the balance or a price.
    const userId = Buffer.from(`User:${customer.id}`).toString('base64');
    expect((await as('query($id: ID!) { node(id: $id) { ... on User { name } } }', { id: userId })).data.node).toEqual({ name: 'Asha Iyer' });
    const credit = await as('query($id: ID!) { node(id: $id) { ... on User { name credit } } }', { id: userId });
    expect(credit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(credit.data)).not.toContain('500');
    expect((await as('query($u: Int) { upcomingMeals(userId: $u) { date notAffordable } }', { u: customer.id })).errors).toBeUndefined();
    expect((await as('mutation($u: Int) { skipMeal(userId: $u, date: "2026-12-31", meal: lunch) { skipId } }', { u: customer.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const query of [
      '{ prices { key } }',
      '{ transactions(first: 1) { totalCount } }',
      '{ staff { name } }',
      '{ auditLog(first: 1) { totalCount } }',
      'mutation { deductAll(meal: lunch) { charged } }',
      'mutation { updateSettings(input: { routineCutoffHours: 1 }) { routineCutoffHours } }',
    ]) {
      expect((await as(query)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    // Over REST as well: the summary and the users list are theirs (the list without credit), adding credit is not.
    expect((await t.rest('GET', '/admin/summary/week-remaining', undefined, { token: kitchen.token })).status).toBe(200);
    const listed = await t.rest('GET', '/admin/users?search=Asha', undefined, { token: kitchen.token });
    expect(listed.status).toBe(200);
    expect(listed.body.users).toEqual([expect.objectContaining({ id: customer.id, name: 'Asha Iyer' })]);
    expect(listed.body.users[0]).not.toHaveProperty('credit');
    const adminListed = await t.rest('GET', '/admin/users?search=Asha', undefined, { token: admin.token });
    expect(adminListed.body.users).toEqual([expect.objectContaining({ id: customer.id, credit: 500 })]);
    expect((await t.rest('GET', '/admin/users', undefined, { token: customer.token })).status).toBe(403);
    expect((await t.rest('PATCH', '/admin/users/credit', { id: customer.id, credit: 10, paymentMethod: 'online' }, { token: kitchen.token })).status).toBe(403);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).creditPaise).toBe(50_000);
  });

  it('a new role takes effect on the next request; only an admin changes roles', async () => {
    const cook = await makeUser('kitchen', 'Line Cook');
    expect((await t.gql('{ dispatchList { total } }', {}, { token: cook.token })).errors).toBeUndefined();
    expect((await t.gql(SET_ROLE, { userId: customer.id, role: 'admin' }, { token: cook.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const demoted = await t.gql(SET_ROLE, { userId: cook.id, role: 'customer' }, { token: admin.token });
    expect(demoted.data.setUserRole).toEqual({ userId: cook.id, role: 'customer' });
    expect((await t.gql('{ dispatchList { total } }', {}, { token: cook.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const promoted = await t.gql(SET_ROLE, { userId: cook.id, role: 'admin' }, { token: admin.token });
    expect(promoted.data.setUserRole.role).toBe('admin');
    expect((await t.gql('{ prices { key } }', {}, { token: cook.token })).errors).toBeUndefined();
    const entry = await t.prisma.auditEntry.findFirstOrThrow({ where: { action: 'staff.role' }, orderBy: { id: 'desc' } });
    expect(entry).toMatchObject({ before: { role: 'customer' }, after: { role: 'admin' } });
    expect((await t.gql(SET_ROLE, { userId: 999_999, role: 'kitchen' }, { token: admin.token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await t.gql(SET_ROLE, { userId: cook.id, role: 'kitchen' }, { token: admin.token });
  });

  it('the last active admin is neither demoted nor disabled, even by two admins at once', async () => {
    const message = 'The last active admin cannot be disabled or demoted.';
    // Head Admin is the only active admin now.
    expect((await t.gql(SET_ROLE, { userId: admin.id, role: 'kitchen' }, { token: admin.token })).errors?.[0]?.message).toBe(message);
    const second = await makeUser('admin', 'Second Admin');
    // Two admins demote each other at the same moment: one of them stays an admin.
    const answers = await Promise.all([
      t.gql(SET_ROLE, { userId: second.id, role: 'kitchen' }, { token: admin.token }),
      t.gql(SET_ROLE, { userId: admin.id, role: 'kitchen' }, { token: second.token }),
    ]);
    expect(answers.filter((a) => a.errors === undefined), JSON.stringify(answers)).toHaveLength(1);
    // The other is refused: as the last admin's demotion, or, when the first change came before its
    // request was read, because its sender is no longer an admin.
    const refused = answers.find((a) => a.errors !== undefined)!;
    expect([message, 'Not authorized']).toContain(refused.errors?.[0]?.message);
    const admins = await t.prisma.user.findMany({ where: { role: 'admin', isDisabled: false }, select: { id: true } });
    expect(admins).toHaveLength(1);
    const [last] = admins;
    const other = last!.id === admin.id ? second : admin;
    // The one left cannot be disabled by another account either (a freshly promoted admin tries).
    await t.gql(SET_ROLE, { userId: other.id, role: 'admin' }, { token: last!.id === admin.id ? admin.token : second.token });
    const lastToken = last!.id === admin.id ? admin.token : second.token;
    const otherToken = last!.id === admin.id ? second.token : admin.token;
    expect((await t.gql(DISABLE, { userId: last!.id, disabled: true }, { token: otherToken })).errors).toBeUndefined();
    expect((await t.gql(DISABLE, { userId: other.id, disabled: true }, { token: otherToken })).errors?.[0]?.message).toBe(
      'You cannot disable your own account',
    );
    await t.gql(DISABLE, { userId: last!.id, disabled: false }, { token: otherToken });
    expect((await t.gql(DISABLE, { userId: other.id, disabled: true }, { token: lastToken })).errors).toBeUndefined();
    expect((await t.gql(DISABLE, { userId: last!.id, disabled: true }, { token: lastToken })).errors?.[0]?.message).toBe(
      'You cannot disable your own account',
    );
    expect(await t.prisma.user.count({ where: { role: 'admin', isDisabled: false } })).toBe(1);
  });
});
