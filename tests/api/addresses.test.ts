// Delivery addresses and the service area through the real gateway, GraphQL and REST, on PGlite and
// PostgreSQL: the PIN rule ('We do not deliver to this PIN code yet.'), one default address at all
// times (under concurrency too), who may change whose, and the REST routes of both kinds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { businessDate } from '../../schema/time.ts';
import { dbKinds } from '../support/db.ts';

const FIELDS = 'addressId userId label line1 line2 landmark city pin notes isDefault';
const ADD = `mutation($userId: Int, $input: AddressInput!) { addAddress(userId: $userId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteAddress(id: $id) { userId } }';
const LIST = `query($userId: Int) { addresses(userId: $userId) { ${FIELDS} } }`;
const PINS = 'mutation($pins: [String!]!) { addServiceAreaPins(pins: $pins) { pin } }';

describe.each(dbKinds)('addresses and the service area on %s', (kind) => {
  let t: TestApp;
  const users: Record<'admin' | 'kitchen' | 'asha' | 'bala', { id: number; token: string }> = {} as never;
  const home = (over: Record<string, unknown> = {}) => ({ label: 'Home', line1: '14, 2nd Cross, Indiranagar', city: 'Bengaluru', pin: '560038', ...over });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [key, role] of [['admin', 'admin'], ['kitchen', 'kitchen'], ['asha', 'customer'], ['bala', 'customer']] as const) {
      const user = await t.prisma.user.create({ data: { name: `Address ${key}`, email: `address.${kind}.${key}@example.com`, phone: '9876500012', role, emailVerified: true } });
      users[key] = { id: user.id, token: await t.app.services.tokens.issue({ id: user.id, role }) };
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts every PIN until the area is set up; then only its PINs, for everyone', async () => {
    expect((await t.gql('query { deliversTo(pin: "110 001") }')).data.deliversTo).toBe(true);
    expect((await t.gql('query { deliversTo(pin: "12345") }')).errors?.[0]).toMatchObject({ message: 'Enter a 6-digit PIN code', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.gql(PINS, { pins: ['560001'] }, { token: users.asha.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(PINS, { pins: ['560001'] }, { token: users.kitchen.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(PINS, { pins: ['56001'] }, { token: users.admin.token })).errors?.[0]?.message).toBe('Enter a 6-digit PIN code');
    const added = await t.gql(PINS, { pins: ['560038', '560001', '560 038'] }, { token: users.admin.token });
    expect(added.data.addServiceAreaPins).toEqual([{ pin: '560001' }, { pin: '560038' }]);
    expect((await t.gql('{ serviceArea { pin } }')).data.serviceArea).toEqual([{ pin: '560001' }, { pin: '560038' }]);
    expect((await t.gql('query { deliversTo(pin: "110001") }')).data.deliversTo).toBe(false);
    expect((await t.gql('query { deliversTo(pin: "560001") }')).data.deliversTo).toBe(true);
    const audit = await t.prisma.auditEntry.findFirstOrThrow({ where: { action: 'service-area.add' } });
    expect(audit).toMatchObject({ category: 'service-area', after: { pins: ['560001', '560038'] } });
  });

  it('sign-up checks the PIN code against the area when one is sent (GraphQL and REST)', async () => {
    const input = (pin?: string) => ({
      name: 'Pin Checker', email: `pin.${kind}.${pin ?? 'none'}@example.com`, phone: '9876500013', password: 'Secret#2026', confirmPassword: 'Secret#2026',
      ...(pin === undefined ? {} : { pin }),
    });
    const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { message } }';
    const outside = await t.gql(SIGNUP, { input: input('110001') });
    expect(outside.errors?.[0]).toMatchObject({ message: 'We do not deliver to this PIN code yet.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.gql(SIGNUP, { input: input('1100') })).errors?.[0]?.message).toBe('Enter a 6-digit PIN code');
    expect((await t.gql(SIGNUP, { input: input('560038') })).errors).toBeUndefined();
    expect((await t.gql(SIGNUP, { input: input() })).errors).toBeUndefined();
    expect(await t.rest('POST', '/auth/signup', { ...input('110002'), email: `pin.${kind}.rest@example.com` })).toMatchObject({
      status: 400,
      body: { message: 'We do not deliver to this PIN code yet.' },
    });
    await t.settled();
  });

  it('refuses an address outside the area or against the rules, and changes nothing', async () => {
    const outside = await t.gql(ADD, { input: home({ pin: '110001' }) }, { token: users.asha.token });
    expect(outside.errors?.[0]).toMatchObject({ message: 'We do not deliver to this PIN code yet.', extensions: { code: 'BAD_USER_INPUT', field: 'pin' } });
    for (const [change, message] of [
      [{ label: ' ' }, 'Label is required'],
      [{ line1: '' }, 'Address is required'],
      [{ city: '' }, 'City is required'],
      [{ pin: 'abcdef' }, 'Enter a 6-digit PIN code'],
      [{ notes: 'x'.repeat(201) }, 'Delivery notes must be at most 200 characters'],
    ] as const) {
      expect((await t.gql(ADD, { input: home(change) }, { token: users.asha.token })).errors?.[0]?.message).toBe(message);
    }
    expect(await t.prisma.address.count()).toBe(0);
  });

  it('keeps one default: the first address, then the one chosen, then the oldest left', async () => {
    const first = (await t.gql(ADD, { input: home() }, { token: users.asha.token })).data.addAddress;
    expect(first).toMatchObject({ userId: users.asha.id, label: 'Home', line2: null, isDefault: true });
    const office = (await t.gql(ADD, { input: home({ label: 'Office', line1: 'MG Road', pin: '560001', notes: 'Reception' }) }, { token: users.asha.token })).data.addAddress;
    expect(office.isDefault).toBe(false);
    const madeDefault = await t.gql(UPDATE, { id: String(office.addressId), input: home({ label: 'Office', line1: 'MG Road', pin: '560001', isDefault: true }) }, { token: users.asha.token });
    expect(madeDefault.data.updateAddress).toMatchObject({ label: 'Office', notes: null, isDefault: true });
    const list = (await t.gql(LIST, {}, { token: users.asha.token })).data.addresses;
    expect(list.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual([['Office', true], ['Home', false]]);
    await t.gql(DELETE, { id: String(office.addressId) }, { token: users.asha.token });
    expect((await t.gql(LIST, {}, { token: users.asha.token })).data.addresses.map((a: { addressId: number; isDefault: boolean }) => [a.addressId, a.isDefault])).toEqual([[first.addressId, true]]);
  });

  it('five concurrent "make this the default" adds leave exactly one default', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.gql(ADD, { input: home({ label: `Flat ${i}`, isDefault: true }) }, { token: users.bala.token })),
    );
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    expect(await t.prisma.address.count({ where: { userId: users.bala.id, isDefault: true } })).toBe(1);
    expect(await t.prisma.address.count({ where: { userId: users.bala.id } })).toBe(5);
  });

  it('a customer changes only their own; kitchen staff read anyone’s; an admin changes anyone’s', async () => {
    const [ashas] = (await t.gql(LIST, {}, { token: users.asha.token })).data.addresses;
    expect((await t.gql(UPDATE, { id: String(ashas.addressId), input: home() }, { token: users.bala.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { id: String(ashas.addressId) }, { token: users.bala.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, { userId: users.asha.id }, { token: users.bala.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, { userId: users.asha.id }, { token: users.kitchen.token })).data.addresses).toHaveLength(1);
    expect((await t.gql(ADD, { userId: users.asha.id, input: home() }, { token: users.kitchen.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byAdmin = await t.gql(ADD, { userId: users.asha.id, input: home({ label: 'Parents' }) }, { token: users.admin.token });
    expect(byAdmin.data.addAddress).toMatchObject({ userId: users.asha.id, label: 'Parents', isDefault: false });
    expect((await t.gql(LIST, { userId: 999_999 }, { token: users.admin.token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(ADD, { input: home() })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('REST: /me/addresses for the customer, /users/{id}/addresses for admins, in the OpenAPI document', async () => {
    const mine = await t.rest('POST', '/me/addresses', home({ label: 'Gym', landmark: 'Opposite the park' }), { token: users.bala.token });
    expect(mine).toMatchObject({ status: 200, body: { address: { label: 'Gym', landmark: 'Opposite the park', isDefault: false } } });
    const id = mine.body.address.addressId;
    const put = await t.rest('PUT', `/me/addresses/${id}`, home({ label: 'Gym', isDefault: true }), { token: users.bala.token });
    expect(put).toMatchObject({ status: 200, body: { address: { addressId: id, isDefault: true, landmark: null } } });
    const list = await t.rest('GET', '/me/addresses', undefined, { token: users.bala.token });
    expect(list.body.addresses[0]).toMatchObject({ addressId: id, isDefault: true });
    expect((await t.rest('POST', '/me/addresses', home({ pin: '110001' }), { token: users.bala.token })).body).toEqual({ message: 'We do not deliver to this PIN code yet.' });
    expect((await t.rest('DELETE', `/me/addresses/${id}`, undefined, { token: users.bala.token })).body).toEqual({ message: 'Address deleted' });

    const adminList = await t.rest('GET', `/users/${users.asha.id}/addresses`, undefined, { token: users.admin.token });
    expect(adminList.status).toBe(200);
    const [first] = adminList.body.addresses;
    // An address of another user under this user's path is not found, and nothing changes.
    expect((await t.rest('PUT', `/users/${users.bala.id}/addresses/${first.addressId}`, home({ label: 'Moved' }), { token: users.admin.token })).status).toBe(404);
    expect((await t.rest('DELETE', `/users/${users.bala.id}/addresses/${first.addressId}`, undefined, { token: users.admin.token })).status).toBe(404);
    expect((await t.prisma.address.findUniqueOrThrow({ where: { id: first.addressId } })).label).not.toBe('Moved');
    expect((await t.rest('POST', `/users/${users.asha.id}/addresses`, home({ label: 'Work' }), { token: users.admin.token })).body.address.label).toBe('Work');
    expect((await t.rest('GET', `/users/${users.asha.id}/addresses`, undefined, { token: users.kitchen.token })).status).toBe(200);
    expect((await t.rest('POST', `/users/${users.asha.id}/addresses`, home(), { token: users.kitchen.token })).status).toBe(403);

    const doc = (await (await t.app.fetch('http://localhost/server/api/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, methods] of [['/users/{id}/addresses', ['get', 'post']], ['/users/{id}/addresses/{addressId}', ['put', 'delete']], ['/me/addresses', ['get', 'post']], ['/me/addresses/{addressId}', ['put', 'delete']]] as const) {
      for (const method of methods) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
  });

  it("a routine slot names one of the user's addresses; the dispatch list shows it, else the default", async () => {
    await t.prisma.setting.upsert({ where: { key: 'routineCutoffHours' }, create: { key: 'routineCutoffHours', value: 0 }, update: { value: 0 } });
    const asha = (await t.gql(LIST, {}, { token: users.asha.token })).data.addresses as Array<{ addressId: number; label: string; isDefault: boolean; pin: string }>;
    const parents = asha.find((a) => a.label === 'Parents')!;
    const [balas] = (await t.gql(LIST, {}, { token: users.bala.token })).data.addresses;
    const SET = 'mutation($userId: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $userId, slots: $slots) { slots { weekday meal addressId } } }';
    const lunch = (weekday: string, addressId?: number) => ({ weekday, meal: 'lunch', hour: 13, type: 'veg', ...(addressId ? { addressId } : {}) });
    const refused = await t.gql(SET, { userId: users.asha.id, slots: [lunch('monday', balas.addressId)] }, { token: users.admin.token });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Address not found', extensions: { code: 'BAD_USER_INPUT' } });
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const set = await t.gql(SET, { userId: users.asha.id, slots: [...weekdays.map((day) => lunch(day, parents.addressId))] }, { token: users.admin.token });
    expect(set.errors).toBeUndefined();
    // The product's map has no addresses: saving it keeps each meal's address.
    const map = Object.fromEntries(weekdays.map((day) => [day, { lunch: { time: 14, type: 'egg' } }]));
    await t.gql('mutation($u: Int!, $p: RoutinePreference!) { setRoutinePreference(userId: $u, preference: $p) { userId } }', { u: users.asha.id, p: map }, { token: users.admin.token });
    const slots = await t.prisma.routineSlot.findMany({ where: { userId: users.asha.id } });
    expect(slots.every((slot) => slot.addressId === parents.addressId && slot.hour === 14)).toBe(true);

    // Tomorrow's lunch: still before its cut-off, so planned from the routine and addresses as they are now.
    const tomorrow = businessDate(new Date(t.clock.now().getTime() + 24 * 3600_000), 'Asia/Kolkata');
    const DISPATCH = 'query($d: Date) { dispatchList(meal: lunch, date: $d) { entries { userId address addressLabel pin deliveryNotes } } }';
    const entry = async () =>
      (await t.gql(DISPATCH, { d: tomorrow }, { token: users.kitchen.token })).data.dispatchList.entries.find((e: { userId: number }) => e.userId === users.asha.id);
    expect(await entry()).toMatchObject({ addressLabel: 'Parents', address: '14, 2nd Cross, Indiranagar, Bengaluru 560038', pin: '560038', deliveryNotes: null });
    // The address goes: the meal goes to the default one.
    await t.gql(DELETE, { id: String(parents.addressId) }, { token: users.admin.token });
    const fallback = asha.find((a) => a.isDefault)!;
    expect(await entry()).toMatchObject({ addressLabel: fallback.label, pin: fallback.pin });
  });

  it('Add user takes an optional first address, which becomes the default; one outside the area adds no one', async () => {
    const REGISTER = 'mutation($input: RegisterUserInput!) { registerUser(input: $input) { userId addresses { label line1 city pin notes isDefault } } }';
    const customer = (key: string, address?: Record<string, unknown>) => ({
      input: { name: `New ${key}`, email: `new.${kind}.${key}@example.com`, phone: '9876500020', ...(address ? { address } : {}) },
    });
    const outside = await t.gql(REGISTER, customer('outside', home({ pin: '110001' })), { token: users.admin.token });
    expect(outside.errors?.[0]).toMatchObject({ message: 'We do not deliver to this PIN code yet.', extensions: { code: 'BAD_USER_INPUT', field: 'address.pin' } });
    const partial = await t.gql(REGISTER, customer('partial', { label: 'Home', line1: '', city: 'Bengaluru', pin: '560038' }), { token: users.admin.token });
    expect(partial.errors?.[0]).toMatchObject({ message: 'Address is required', extensions: { field: 'address.line1' } });
    expect(await t.prisma.user.count({ where: { email: { in: [`new.${kind}.outside@example.com`, `new.${kind}.partial@example.com`] } } })).toBe(0);

    const made = await t.gql(REGISTER, customer('with', home({ notes: 'Ring twice' })), { token: users.admin.token });
    expect(made.errors).toBeUndefined();
    expect(made.data.registerUser.addresses).toEqual([
      { label: 'Home', line1: '14, 2nd Cross, Indiranagar', city: 'Bengaluru', pin: '560038', notes: 'Ring twice', isDefault: true },
    ]);
    const audit = await t.prisma.auditEntry.findFirstOrThrow({ where: { action: 'user.create', subject: { contains: `(user #${made.data.registerUser.userId})` } } });
    expect(audit.after).toMatchObject({ address: { pin: '560038', isDefault: true } });
    // Left blank, there is no address; the kitchen is not asked to deliver anywhere yet.
    const blank = await t.gql(REGISTER, customer('blank', { label: 'Home', line1: ' ', city: '', pin: '' }), { token: users.admin.token });
    expect(blank.data.registerUser.addresses).toEqual([]);
    expect((await t.gql(REGISTER, customer('none'), { token: users.admin.token })).data.registerUser.addresses).toEqual([]);
  });

  it('at most 10 addresses each', async () => {
    const count = await t.prisma.address.count({ where: { userId: users.bala.id } });
    for (let i = count; i < 10; i++) await t.gql(ADD, { input: home({ label: `Extra ${i}` }) }, { token: users.bala.token });
    expect((await t.gql(ADD, { input: home() }, { token: users.bala.token })).errors?.[0]?.message).toBe('You can keep at most 10 addresses');
  });
});
