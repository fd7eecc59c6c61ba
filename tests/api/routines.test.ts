// Weekly routines through the real gateway, GraphQL and REST, on PGlite and real PostgreSQL; plus
// the shared rules and the business-time-zone helpers as plain functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  mealStartsAt,
  nextOccurrence,
  weekStartOf,
  weekdayOf,
} from '../../schema/time.ts';
import { mealForHour, routinePreferenceSchema, routineSlotSchema } from '@freshmeals/rules/routines';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const ROUTINE = `query($userId: Int!) { routine(userId: $userId) {
  userId user { email } preference
  slots { id slotId userId weekday meal hour type snacks drinks proteinMultiplier proteinGrams } } }`;
const MY_ROUTINE = `{ myRoutine { userId preference slots { weekday meal hour } } }`;
const SET_ROUTINE = `mutation($userId: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $userId, slots: $slots) {
  userId preference slots { weekday meal hour type snacks drinks proteinMultiplier proteinGrams } } }`;
const SET_PREFERENCE = `mutation($userId: Int!, $preference: RoutinePreference!) {
  setRoutinePreference(userId: $userId, preference: $preference) { preference } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on RoutineSlot { meal hour } } }`;

describe('business-time-zone helpers (schema/time.ts)', () => {
  it('finds the calendar date in the zone, not in UTC or the machine zone', () => {
    // 20:00 UTC on Tuesday 24 Nov 2026 is 01:30 on Wednesday 25 Nov in India (UTC+05:30).
    expect(businessDate(new Date('2026-11-24T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-25');
    expect(businessDate(new Date('2026-11-24T20:00:00Z'), 'UTC')).toBe('2026-11-24');
    expect(businessDate(new Date('2026-11-24T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-24');
  });

  it('gives weekdays, Monday week starts and next occurrences', () => {
    expect(weekdayOf('2026-11-25')).toBe('wednesday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(nextOccurrence('wednesday', '2026-11-25')).toBe('2026-11-25');
    expect(nextOccurrence('tuesday', '2026-11-25')).toBe('2026-12-01');
    expect(nextOccurrence('monday', '2026-11-29')).toBe('2026-11-30');
  });

  it('places a meal hour in the zone, daylight saving included', () => {
    expect(mealStartsAt('2026-11-25', 13, 'Asia/Kolkata').toISOString()).toBe('2026-11-25T07:30:00.000Z');
    // New York switches to EDT (UTC-4) on 8 March 2026.
    expect(mealStartsAt('2026-03-07', 13, 'America/New_York').toISOString()).toBe('2026-03-07T18:00:00.000Z');
    expect(mealStartsAt('2026-03-08', 13, 'America/New_York').toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });
});

describe('routine rules (@freshmeals/rules/routines)', () => {
  it('maps hours to meals by the meal windows', () => {
    expect([5, 6, 11, 12, 17, 18, 22, 23].map(mealForHour)).toEqual([
      null, 'breakfast', 'breakfast', 'lunch', 'lunch', 'dinner', 'dinner', null,
    ]);
  });

  it('normalises the UI names and defaults the extras', () => {
    expect(routineSlotSchema.parse({ weekday: 'Monday', meal: 'Lunch', hour: 13, type: 'VEG' })).toEqual({
      weekday: 'monday', meal: 'lunch', hour: 13, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0, addressId: null,
    });
  });

  it('turns the contract’s map into slots and rejects two keys for one day and meal', () => {
    expect(routinePreferenceSchema.parse({ Friday: { dinner: { time: '19:00', type: 'egg', snacks: true, drinks: false, proteinMultiplier: 1 } } }))
      .toEqual([{ weekday: 'friday', meal: 'dinner', hour: 19, type: 'egg', snacks: true, drinks: false, proteinMultiplier: 1, addressId: null }]);
    const twice = routinePreferenceSchema.safeParse({
      Monday: { lunch: { time: 13, type: 'veg' } },
      monday: { lunch: { time: 14, type: 'veg' } },
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('Only one slot per meal per day');
  });
});

describe.each(dbKinds)('routines on %s', (kind) => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let customer: { id: number; token: string; email: string };
  let other: { id: number; token: string };
  let seq = 0;

  async function makeUser(role: 'admin' | 'customer' = 'customer') {
    const n = seq++;
    const user = await t.prisma.user.create({
      data: { name: `Routine User ${n}`, email: `routine.${kind}.${n}@example.com`, phone: '9876500000', role, emailVerified: true },
    });
    return { id: user.id, email: user.email, token: await t.app.services.tokens.issue({ id: user.id, role }) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    // These tests are about the grid's rules, on whatever day they run: the change cut-off is off
    // (it has its own tests below, on a fixed clock).
    await t.prisma.setting.create({ data: { key: 'routineCutoffHours', value: 0 } });
    admin = await makeUser('admin');
    customer = await makeUser();
    other = await makeUser();
  });
  afterAll(async () => {
    await t?.close();
  });

  const slot = (over: Record<string, unknown> = {}) => ({ weekday: 'monday', meal: 'lunch', hour: 13, type: 'veg', ...over });

  it('sets a routine from a list and reads it back in week order with the contract’s map', async () => {
    const res = await t.gql(
      SET_ROUTINE,
      {
        userId: customer.id,
        slots: [
          slot({ weekday: 'wednesday', meal: 'dinner', hour: 20, type: 'chicken', proteinMultiplier: 2, snacks: true }),
          slot({ weekday: 'monday', drinks: true }),
          slot({ weekday: 'monday', meal: 'breakfast', hour: 8, type: 'egg' }),
        ],
      },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.setRoutine.slots).toEqual([
      { weekday: 'monday', meal: 'breakfast', hour: 8, type: 'egg', snacks: false, drinks: false, proteinMultiplier: 0, proteinGrams: 0 },
      { weekday: 'monday', meal: 'lunch', hour: 13, type: 'veg', snacks: false, drinks: true, proteinMultiplier: 0, proteinGrams: 0 },
      { weekday: 'wednesday', meal: 'dinner', hour: 20, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2, proteinGrams: 40 },
    ]);
    const expectedPreference = {
      monday: {
        breakfast: { time: 8, type: 'egg', snacks: false, drinks: false, proteinMultiplier: 0 },
        lunch: { time: 13, type: 'veg', snacks: false, drinks: true, proteinMultiplier: 0 },
      },
      wednesday: { dinner: { time: 20, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 } },
    };
    expect(res.data.setRoutine.preference).toEqual(expectedPreference);

    const read = await t.gql(ROUTINE, { userId: customer.id }, { token: admin.token });
    expect(read.errors).toBeUndefined();
    expect(read.data.routine.user.email).toBe(customer.email);
    expect(read.data.routine.slots).toHaveLength(3);

    const rest = await t.rest('GET', `/admin/users/${customer.id}/preference`, undefined, { token: admin.token });
    expect(rest).toMatchObject({ status: 200, body: { preference: expectedPreference } });

    // Stored lowercase in the database.
    const rows = await t.prisma.routineSlot.findMany({ where: { userId: customer.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.weekday)).toEqual(['wednesday', 'monday', 'monday']);
  });

  it('replaces the whole routine in one go (REST, the contract’s map shape)', async () => {
    const preference = {
      Tuesday: { lunch: { time: 12, type: 'egg', snacks: true, drinks: true, proteinMultiplier: 1 } },
      friday: { breakfast: { time: 6, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 }, dinner: { time: 22, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 } },
    };
    const res = await t.rest('PATCH', '/admin/users/set-preference', { userId: customer.id, preference }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Preference updated');
    expect(res.body.preference).toEqual({
      tuesday: { lunch: { time: 12, type: 'egg', snacks: true, drinks: true, proteinMultiplier: 1 } },
      friday: preference.friday,
    });
    const rows = await t.prisma.routineSlot.findMany({ where: { userId: customer.id } });
    expect(rows.map((r) => `${r.weekday}:${r.meal}`).sort()).toEqual(['friday:breakfast', 'friday:dinner', 'tuesday:lunch']);

    // The customer reads their own routine.
    const mine = await t.gql(MY_ROUTINE, {}, { token: customer.token });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myRoutine.slots.map((s: { weekday: string }) => s.weekday)).toEqual(['tuesday', 'friday', 'friday']);

    // An empty map clears it; a numeric string id works as the UI may send it.
    const cleared = await t.rest('PATCH', '/admin/users/set-preference', { userId: String(other.id), preference: {} }, { token: admin.token });
    expect(cleared).toMatchObject({ status: 200, body: { preference: {} } });
  });

  describe('rejects bad slots with a clear message and changes nothing', () => {
    const cases: [string, Record<string, unknown>[], string][] = [
      ['hour before 6', [slot({ meal: 'breakfast', hour: 5 })], 'Hour must be a whole hour between 6 and 22'],
      ['hour after 22', [slot({ meal: 'dinner', hour: 23 })], 'Hour must be a whole hour between 6 and 22'],
      ['lunch at 10', [slot({ hour: 10 })], 'Lunch must be between 12:00 and 17:00'],
      ['breakfast at 12', [slot({ meal: 'breakfast', hour: 12 })], 'Breakfast must be between 6:00 and 11:00'],
      ['dinner at 17', [slot({ meal: 'dinner', hour: 17 })], 'Dinner must be between 18:00 and 22:00'],
      ['negative protein', [slot({ proteinMultiplier: -1 })], 'Extra Protein Portions must be a whole number of at least 0'],
      ['too much protein', [slot({ proteinMultiplier: 11 })], 'Extra Protein Portions can be at most 10'],
      ['two lunches on one day', [slot(), slot({ hour: 14 })], 'Only one slot per meal per day'],
    ];
    it.each(cases)('%s', async (_label, slots, message) => {
      const before = await t.prisma.routineSlot.count({ where: { userId: customer.id } });
      const res = await t.gql(SET_ROUTINE, { userId: customer.id, slots }, { token: admin.token });
      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await t.prisma.routineSlot.count({ where: { userId: customer.id } })).toBe(before);
      expect(before).toBeGreaterThan(0);
    });

    it.each([
      ['an unknown weekday', { weekday: 'Funday' }, 'Weekday'],
      ['an unknown meal', { meal: 'brunch' }, 'MealOfDay'],
      ['an unknown type', { type: 'fish' }, 'CategoryType'],
    ])('%s is refused by the GraphQL types (the REST map gets the rules’ messages)', async (_label, change, enumName) => {
      const before = await t.prisma.routineSlot.count({ where: { userId: customer.id } });
      const res = await t.gql(SET_ROUTINE, { userId: customer.id, slots: [slot(change)] }, { token: admin.token });
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.message).toMatch(new RegExp(`^"[^"]*" is not a valid ${enumName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}; use one of: `));
      const { weekday, meal, hour, ...rest } = { ...slot(), ...change } as Record<string, unknown>;
      const preference = { [String(weekday)]: { [String(meal)]: { time: hour, type: rest.type, snacks: false, drinks: false, proteinMultiplier: 0 } } };
      const viaRest = await t.rest('PATCH', '/admin/users/set-preference', { userId: customer.id, preference }, { token: admin.token });
      expect(viaRest).toMatchObject({ status: 400, body: { message: { Weekday: 'Invalid day of the week', MealOfDay: 'Meal must be breakfast, lunch or dinner', CategoryType: 'Type must be veg, chicken or egg' }[enumName] } });
      expect(await t.prisma.routineSlot.count({ where: { userId: customer.id } })).toBe(before);
    });

    it('over REST too (400 with { message })', async () => {
      const bad = await t.rest(
        'PATCH',
        '/admin/users/set-preference',
        { userId: customer.id, preference: { monday: { lunch: { time: 19, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 } } } },
        { token: admin.token },
      );
      expect(bad).toMatchObject({ status: 400, body: { message: 'Lunch must be between 12:00 and 17:00' } });
      const noMap = await t.rest('PATCH', '/admin/users/set-preference', { userId: customer.id, preference: 'x' }, { token: admin.token });
      expect(noMap).toMatchObject({ status: 400, body: { message: 'Preference must map weekdays to meals' } });
      const missing = await t.rest('PATCH', '/admin/users/set-preference', { userId: customer.id }, { token: admin.token });
      expect(missing).toMatchObject({ status: 400, body: { message: 'Preference must map weekdays to meals' } });
      const noUser = await t.rest('PATCH', '/admin/users/set-preference', { preference: {} }, { token: admin.token });
      expect(noUser).toMatchObject({ status: 400, body: { message: 'Invalid user id' } });
      const badMeal = await t.rest('PATCH', '/admin/users/set-preference', { userId: customer.id, preference: { monday: { supper: { time: 20, type: 'veg' } } } }, { token: admin.token });
      expect(badMeal).toMatchObject({ status: 400, body: { message: 'Meal must be breakfast, lunch or dinner' } });
      expect(await t.prisma.routineSlot.count({ where: { userId: customer.id } })).toBe(3);
    });

    it('404 for a user that does not exist', async () => {
      const g = await t.gql(SET_ROUTINE, { userId: 999_999, slots: [slot()] }, { token: admin.token });
      expect(g.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
      expect((await t.rest('GET', '/admin/users/999999/preference', undefined, { token: admin.token })).status).toBe(404);
      expect((await t.rest('GET', '/admin/users/abc/preference', undefined, { token: admin.token })).status).toBe(404);
    });
  });

  it('documents the routes of this issue in the OpenAPI document', async () => {
    const res = await t.app.fetch('http://localhost/server/api/v1/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, { summary?: string }>> };
    const expected: [string, string][] = [
      ['/admin/users/{id}/preference', 'get'],
      ['/admin/users/set-preference', 'patch'],
      ['/admin/summary/week-remaining', 'get'],
      ['/admin/summary/dispatch-list', 'get'],
      ['/admin/deduct-credits', 'post'],
      ['/menu', 'get'],
      ['/admin/menu', 'get'],
      ['/admin/menu', 'put'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  });

  describe('authorization: visitor, customer, admin', () => {
    it("reading and setting another's routine is admin-only; a customer reads and sets only their own", async () => {
      for (const [token, code, status] of [
        [null, 'UNAUTHENTICATED', 401],
        [customer.token, 'FORBIDDEN', 403],
      ] as const) {
        const read = await t.gql(ROUTINE, { userId: customer.id }, { token });
        expect(read.errors?.[0]?.extensions?.code).toBe(code);
        const set = await t.gql(SET_ROUTINE, { userId: other.id, slots: [] }, { token });
        expect(set.errors?.[0]?.extensions?.code).toBe(code);
        const pref = await t.gql(SET_PREFERENCE, { userId: customer.id, preference: {} }, { token });
        expect(pref.errors?.[0]?.extensions?.code).toBe(code);
        expect((await t.rest('GET', `/admin/users/${customer.id}/preference`, undefined, { token })).status).toBe(status);
        expect((await t.rest('PATCH', '/admin/users/set-preference', { userId: customer.id, preference: {} }, { token })).status).toBe(status);
      }
      expect(await t.prisma.routineSlot.count({ where: { userId: customer.id } })).toBe(3);
      expect((await t.gql(MY_ROUTINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(MY_ROUTINE, {}, { token: admin.token })).errors).toBeUndefined();
    });

    it('node(id:) on a routine slot: the owner and admins only', async () => {
      const read = await t.gql(ROUTINE, { userId: customer.id }, { token: admin.token });
      const id = read.data.routine.slots[0].id;
      const visitor = await t.gql(NODE, { id });
      expect(visitor.data?.node ?? null).toBeNull();
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const stranger = await t.gql(NODE, { id }, { token: other.token });
      expect(stranger.data?.node ?? null).toBeNull();
      expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const owner = await t.gql(NODE, { id }, { token: customer.token });
      expect(owner.errors).toBeUndefined();
      expect(owner.data.node.meal).toBe(read.data.routine.slots[0].meal);
      const asAdmin = await t.gql(NODE, { id }, { token: admin.token });
      expect(asAdmin.errors).toBeUndefined();
      expect(asAdmin.data.node.hour).toBe(read.data.routine.slots[0].hour);
    });
  });
});

describe.each(dbKinds)('routine changes and the meal cut-offs on %s', (kind) => {
  // Wednesday 25 Nov 2026, 10:00 in India (the business time zone).
  const NOW = new Date('2026-11-25T04:30:00Z');
  const LOCKS = `query($userId: Int!) { routine(userId: $userId) { cutoffHours changesFrom { date } } }`;
  const SETTINGS = '{ settings { routineCutoffHours } }';
  const UPDATE_SETTINGS = 'mutation($hours: Int!) { updateSettings(input: { routineCutoffHours: $hours }) { routineCutoffHours } }';
  let t: TestApp;
  let admin: { id: number; token: string };
  let customer: { id: number; token: string };

  async function makeUser(role: 'admin' | 'customer', n: number) {
    const user = await t.prisma.user.create({
      data: { name: `Cutoff User ${n}`, email: `cutoff.${kind}.${n}@example.com`, phone: '9876500001', role, emailVerified: true },
    });
    return { id: user.id, token: await t.app.services.tokens.issue({ id: user.id, role }) };
  }
  const slot = (weekday: string, meal: string, hour: number, over: Record<string, unknown> = {}) => ({
    weekday, meal, hour, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0, ...over,
  });
  // Today's breakfast (08:00, already served) and Friday's lunch.
  const saved = [slot('wednesday', 'breakfast', 8), slot('friday', 'lunch', 13)];
  const stored = () => t.prisma.routineSlot.findMany({
    where: { userId: customer.id }, orderBy: [{ weekday: 'asc' }, { meal: 'asc' }],
    select: { weekday: true, meal: true, hour: true, type: true, snacks: true, drinks: true, proteinMultiplier: true },
  });
  const setRoutine = (slots: unknown[]) => t.gql(SET_ROUTINE, { userId: customer.id, slots }, { token: admin.token });

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await makeUser('admin', 0);
    customer = await makeUser('customer', 1);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is 12 hours until an admin changes it; 0..72 whole hours; any signed-in user reads it', async () => {
    expect((await t.gql(SETTINGS, {}, { token: customer.token })).data.settings).toEqual({ routineCutoffHours: 12 });
    for (const hours of [-1, 73]) {
      const res = await t.gql(UPDATE_SETTINGS, { hours }, { token: admin.token });
      expect(res.errors?.[0]).toMatchObject({ message: 'Cut-off must be a whole number of hours from 0 to 72', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await t.gql(SETTINGS, {}, { token: admin.token })).data.settings.routineCutoffHours).toBe(12);
    expect(await t.prisma.setting.count()).toBe(0);
  });

  it('authorization: settings are read by signed-in users and changed by admins only', async () => {
    expect((await t.gql(SETTINGS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(UPDATE_SETTINGS, { hours: 1 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(UPDATE_SETTINGS, { hours: 1 }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LOCKS, { userId: customer.id }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await t.gql('{ myRoutine { cutoffHours changesFrom { meal } } }', {}, { token: customer.token });
    expect(own.errors).toBeUndefined();
    expect(own.data.myRoutine.cutoffHours).toBe(12);
    expect(await t.prisma.setting.count()).toBe(0);
  });

  const records = () => t.prisma.mealRecord.findMany({
    where: { userId: customer.id }, orderBy: [{ date: 'asc' }, { meal: 'asc' }],
    select: { date: true, meal: true, hour: true, type: true, snacks: true, state: true },
  });

  it('accepts a change to a meal past its cut-off: the locked meal keeps what it had, the next week takes the change', async () => {
    // At 10:00 today's breakfast (cut-off 21:00 yesterday) and lunch (10:00) have locked; dinner (16:00) has not.
    await t.prisma.routineSlot.createMany({ data: [...saved, slot('wednesday', 'lunch', 13)].map((s) => ({ ...s, userId: customer.id })) as never });
    const next = [
      slot('wednesday', 'lunch', 14, { type: 'chicken' }),
      slot('wednesday', 'dinner', 20, { type: 'egg' }),
      slot('friday', 'lunch', 13),
    ];
    // Today's breakfast removed, today's lunch moved and made chicken, a dinner added tonight: all accepted.
    const res = await setRoutine(next);
    expect(res.errors).toBeUndefined();
    expect(await stored()).toEqual(next);
    // The change locked today's breakfast and lunch first, as the routine had them.
    const wednesday = new Date('2026-11-25T00:00:00Z');
    expect(await records()).toEqual([
      { date: wednesday, meal: 'breakfast', hour: 8, type: 'veg', snacks: false, state: 'locked' },
      { date: wednesday, meal: 'lunch', hour: 13, type: 'veg', snacks: false, state: 'locked' },
    ]);
    // A later change does not move them either.
    expect((await setRoutine([slot('wednesday', 'breakfast', 9, { snacks: true })])).errors).toBeUndefined();
    expect(await records()).toHaveLength(2);
    expect((await records())[0]).toMatchObject({ hour: 8, snacks: false });
    await setRoutine(saved);
  });

  it('says from which date a change to each meal of the week applies', async () => {
    const CHANGES = 'query($userId: Int!) { routine(userId: $userId) { changesFrom { weekday meal date label } } }';
    const res = await t.gql(CHANGES, { userId: customer.id }, { token: admin.token });
    const from = res.data.routine.changesFrom as { weekday: string; meal: string; date: string; label: string }[];
    expect(from).toHaveLength(21);
    const of = (weekday: string, meal: string) => from.find((c) => c.weekday === weekday && c.meal === meal);
    // Today, Wednesday 10:00: breakfast and lunch have locked, so next week's; dinner still today.
    expect(of('wednesday', 'breakfast')).toEqual({ weekday: 'wednesday', meal: 'breakfast', date: '2026-12-02', label: 'From Wed 2 Dec' });
    expect(of('wednesday', 'lunch')).toMatchObject({ date: '2026-12-02', label: 'From Wed 2 Dec' });
    expect(of('wednesday', 'dinner')).toMatchObject({ date: '2026-11-25', label: 'From Wed 25 Nov' });
    // Tomorrow's breakfast locks at 21:00 tonight; Tuesday's next one is six days away.
    expect(of('thursday', 'breakfast')).toMatchObject({ date: '2026-11-26', label: 'From Thu 26 Nov' });
    expect(of('tuesday', 'dinner')).toMatchObject({ date: '2026-12-01', label: 'From Tue 1 Dec' });

    // The meal cut-offs are the admins' setting: lunch at 09:00 the day before puts tomorrow's lunch a week away.
    const SET_CUTOFFS = `mutation($input: MealCutoffsInput!) { updateMealCutoffs(input: $input) { mealCutoffs { breakfast { time } } } }`;
    const cutoffs = { breakfast: { time: '21:00', dayBefore: true }, lunch: { time: '09:00', dayBefore: true }, dinner: { time: '16:00', dayBefore: false } };
    const set = await t.gql(SET_CUTOFFS, { input: cutoffs }, { token: admin.token });
    expect(set.errors).toBeUndefined();
    const after = (await t.gql(CHANGES, { userId: customer.id }, { token: admin.token })).data.routine.changesFrom as typeof from;
    expect(after.find((c) => c.weekday === 'thursday' && c.meal === 'lunch')).toMatchObject({ date: '2026-12-03', label: 'From Thu 3 Dec' });
    expect(after.find((c) => c.weekday === 'friday' && c.meal === 'lunch')).toMatchObject({ date: '2026-11-27' });
    await t.gql(SET_CUTOFFS, { input: { ...cutoffs, lunch: { time: '10:00', dayBefore: false } } }, { token: admin.token });
    // The customer reads their own.
    const own = await t.gql('{ myRoutine { changesFrom { date } } }', {}, { token: customer.token });
    expect(own.data.myRoutine.changesFrom).toHaveLength(21);
  });

  it('a customer sets their own routine by the same rules, and no one else’s', async () => {
    const OWN = `mutation($slots: [RoutineSlotInput!]!) { setRoutine(slots: $slots) { userId slots { weekday meal hour type } } }`;
    const own = (slots: unknown[]) => t.gql(OWN, { slots }, { token: customer.token });
    const badHour = await own([...saved, slot('saturday', 'lunch', 19)]);
    expect(badHour.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stored()).toEqual(saved);

    const res = await own([...saved, slot('saturday', 'dinner', 19, { type: 'egg' })]);
    expect(res.errors).toBeUndefined();
    expect(res.data.setRoutine).toMatchObject({ userId: customer.id, slots: [{ weekday: 'wednesday' }, { weekday: 'friday' }, { weekday: 'saturday', meal: 'dinner', hour: 19, type: 'egg' }] });
    // Recorded like an admin's change, with the customer as the one who made it.
    const audit = await t.prisma.auditEntry.findFirstOrThrow({ where: { action: 'routine.set' }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({ actorId: customer.id, subject: `Cutoff User 1 (user #${customer.id})` });

    // Another user's routine is the admins' alone.
    const theirs = await t.gql(SET_ROUTINE, { userId: admin.id, slots: [] }, { token: customer.token });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await setRoutine(saved);
  });

  it('the pause cut-off setting is kept per admin change, 0 included', async () => {
    const set = await t.gql(UPDATE_SETTINGS, { hours: 0 }, { token: admin.token });
    expect(set.data.updateSettings).toEqual({ routineCutoffHours: 0 });
    const row = await t.prisma.setting.findUniqueOrThrow({ where: { key: 'routineCutoffHours' } });
    expect(row).toMatchObject({ value: 0, updatedById: admin.id });
  });
});
