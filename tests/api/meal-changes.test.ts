// One-day changes through the real gateway on PGlite and PostgreSQL: a customer (or an admin for
// them) changes one date's meal, or adds one the routine does not have, before its cut-off; the
// summary, the dispatch list, the charge and the coming meals follow for that date only, the
// routine stays as it is, and at the cut-off the meal is locked as changed.
// "Now" starts on Wednesday 25 November 2026 at 09:00, India time (lunch locks at 10:00).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_CHANGE_MAX_DAYS, MEAL_CHANGE_MESSAGES } from '@freshmeals/rules/meals';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const START = Date.parse('2026-11-25T09:00:00+05:30');
const CHANGE = `mutation($u: Int, $i: MealChangeInput!) { changeMealForDay(userId: $u, input: $i) {
  date meal hour categoryType snacks drinks proteinGrams addressId } }`;
const UNDO = 'mutation($u: Int, $d: String!, $m: MealOfDay!) { undoMealChange(userId: $u, date: $d, meal: $m) { date meal } }';
const DISPATCH = `query($d: Date, $m: MealOfDay) { dispatchList(date: $d, meal: $m) {
  entries { userId hour categoryType snacks price addressLabel pin } } }`;
const UPCOMING = `query($u: Int) { upcomingMeals(userId: $u, days: 7) { date meal hour type snacks oneDayChange addressId canChange } }`;

describe.each(dbKinds)('one-day changes on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let other: TestUser;
  let office: number;

  const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  const ok = async (query: string, variables: Record<string, unknown>, token: string) => {
    const result = await t.gql(query, variables, { token });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data;
  };
  const mine = async (date: string, meal: string) =>
    (await ok(DISPATCH, { d: date, m: meal }, admin.token)).dispatchList.entries.filter((e: { userId: number }) => e.userId === customer.id);
  const dayTotal = async (date: string) => {
    const summary = (await ok('{ summary { today { date totalMeals } tomorrow { date totalMeals } weekRemaining { date totalMeals } } }', {}, admin.token)).summary;
    return [summary.today, summary.tomorrow, ...summary.weekRemaining].find((d: { date: string }) => d.date === date).totalMeals as number;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.advance(START - t.clock.now().getTime());
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { name: 'Meera Nair', creditPaise: 100_000 });
    other = await createUserAndLogin(t);
    await t.prisma.address.create({ data: { userId: customer.id, label: 'Home', line1: '4, 1st Main', city: 'Bengaluru', pin: '560038', isDefault: true } });
    office = (await t.prisma.address.create({ data: { userId: customer.id, label: 'Office', line1: 'Tech Park', city: 'Bengaluru', pin: '560103' } })).id;
    // Lunch every Friday (13:00, veg) and Wednesday.
    await t.prisma.routineSlot.createMany({
      data: ['wednesday', 'friday'].map((weekday) => ({ userId: customer.id, weekday: weekday as 'friday', meal: 'lunch' as const, hour: 13, type: 'veg' as const })),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("changes one Friday's lunch for that day only: the list, the summary and the coming meals follow, the routine stays", async () => {
    const totalBefore = await dayTotal('2026-11-27');
    const changed = (await ok(CHANGE, { i: { date: '2026-11-27', meal: 'lunch', hour: 14, type: 'chicken', snacks: true, addressId: office } }, customer.token))
      .changeMealForDay;
    expect(changed).toEqual({ date: '2026-11-27', meal: 'lunch', hour: 14, categoryType: 'chicken', snacks: true, drinks: false, proteinGrams: 0, addressId: office });
    // Friday's list: the changed meal, at the Office, priced as chicken with snacks.
    expect(await mine('2026-11-27', 'lunch')).toEqual([
      { userId: customer.id, hour: 14, categoryType: 'chicken', snacks: true, price: 179 + 40, addressLabel: 'Office', pin: '560103' },
    ]);
    // Counted once, as before: a change, not a second meal.
    expect(await dayTotal('2026-11-27')).toBe(totalBefore);
    const upcoming = (await ok(UPCOMING, {}, customer.token)).upcomingMeals;
    expect(upcoming.find((m: { date: string }) => m.date === '2026-11-27')).toMatchObject({ hour: 14, type: 'chicken', oneDayChange: true, addressId: office, canChange: true });
    // The next Friday is the routine's; so is the routine itself.
    expect(await mine('2026-12-04', 'lunch')).toMatchObject([{ hour: 13, categoryType: 'veg', addressLabel: 'Home' }]);
    expect(await t.prisma.routineSlot.findMany({ where: { userId: customer.id }, select: { weekday: true, hour: true, type: true } })).toEqual([
      { weekday: 'wednesday', hour: 13, type: 'veg' },
      { weekday: 'friday', hour: 13, type: 'veg' },
    ]);
    // A second change of the same meal replaces the first.
    await ok(CHANGE, { i: { date: '2026-11-27', meal: 'lunch', hour: 15, type: 'egg' } }, customer.token);
    expect(await mine('2026-11-27', 'lunch')).toMatchObject([{ hour: 15, categoryType: 'egg', snacks: false, addressLabel: 'Home' }]);
    expect(await t.prisma.mealChange.count({ where: { userId: customer.id } })).toBe(1);
  });

  it('adds a meal on a date the routine has none; it can be skipped and charged like any meal, and undone', async () => {
    const before = await dayTotal('2026-11-28');
    await ok(CHANGE, { i: { date: '2026-11-28', meal: 'dinner', hour: 20, type: 'veg', drinks: true } }, customer.token);
    expect(await mine('2026-11-28', 'dinner')).toMatchObject([{ hour: 20, categoryType: 'veg', price: 139 + 30 }]);
    expect(await dayTotal('2026-11-28')).toBe(before + 1);
    const saturday = (await ok(UPCOMING, {}, customer.token)).upcomingMeals.filter((m: { date: string }) => m.date === '2026-11-28');
    expect(saturday).toMatchObject([{ meal: 'dinner', oneDayChange: true }]);
    // Skipped and unskipped like a routine meal.
    await ok('mutation { skipMeal(date: "2026-11-28", meal: dinner) { id } }', {}, customer.token);
    expect(await dayTotal('2026-11-28')).toBe(before);
    await ok('mutation { unskipMeal(date: "2026-11-28", meal: dinner) { date } }', {}, customer.token);
    // Undone: the routine has no Saturday dinner, so there is none.
    expect((await ok(UNDO, { d: '2026-11-28', m: 'dinner' }, customer.token)).undoMealChange).toEqual({ date: '2026-11-28', meal: 'dinner' });
    expect(await mine('2026-11-28', 'dinner')).toEqual([]);
    expect(await dayTotal('2026-11-28')).toBe(before);
    const again = await t.gql(UNDO, { d: '2026-11-28', m: 'dinner' }, { token: customer.token });
    expect(again.errors?.[0]).toMatchObject({ message: MEAL_CHANGE_MESSAGES.notChanged, extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses what cannot be changed, with the reason, and changes nothing', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      // Today's lunch locks at 10:00: still open at 09:00, so the window rule speaks first.
      [{ date: '2026-11-25', meal: 'lunch', hour: 19, type: 'veg' }, 'Lunch must be between 12:00 and 17:00'],
      // Tomorrow's breakfast locked at 21:00 yesterday? No: at 21:00 tonight. Today's breakfast did.
      [{ date: '2026-11-25', meal: 'breakfast', hour: 8, type: 'veg' }, MEAL_CHANGE_MESSAGES.tooLate],
      [{ date: '2026-11-24', meal: 'dinner', hour: 20, type: 'veg' }, MEAL_CHANGE_MESSAGES.tooLate],
      [{ date: '2027-01-25', meal: 'lunch', hour: 13, type: 'veg' }, MEAL_CHANGE_MESSAGES.tooFar],
      [{ date: '2026-02-30', meal: 'lunch', hour: 13, type: 'veg' }, 'Enter a valid date (YYYY-MM-DD)'],
      [{ date: '2026-11-27', meal: 'lunch', hour: 13, type: 'veg', proteinMultiplier: 11 }, 'Extra Protein Portions can be at most 10'],
    ];
    for (const [input, message] of refusals) {
      const res = await t.gql(CHANGE, { i: input }, { token: customer.token });
      expect(res.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(MEAL_CHANGE_MAX_DAYS).toBe(60);
    // Another customer's address is not theirs to send a meal to.
    const theirs = (await t.prisma.address.create({ data: { userId: other.id, label: 'Home', line1: '9, 5th Cross', city: 'Bengaluru', pin: '560038', isDefault: true } })).id;
    const stranger = await t.gql(CHANGE, { i: { date: '2026-11-27', meal: 'dinner', hour: 20, type: 'veg', addressId: theirs } }, { token: customer.token });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A closed meal and a charged one.
    await ok('mutation { closeKitchen(input: { date: "2026-11-29", meal: lunch, reason: "Staff outing" }) { closureId } }', {}, admin.token);
    const closed = await t.gql(CHANGE, { i: { date: '2026-11-29', meal: 'lunch', hour: 13, type: 'veg' } }, { token: customer.token });
    expect(closed.errors?.[0]?.message).toBe(MEAL_CHANGE_MESSAGES.closed);
    await ok('mutation($u: Int!) { deductCredits(userId: $u, meal: lunch) { deducted } }', { u: customer.id }, admin.token);
    const charged = await t.gql(CHANGE, { i: { date: '2026-11-25', meal: 'lunch', hour: 14, type: 'veg' } }, { token: customer.token });
    expect(charged.errors?.[0]).toMatchObject({ message: MEAL_CHANGE_MESSAGES.charged, extensions: { code: 'CONFLICT' } });
    expect(await t.prisma.mealChange.count({ where: { userId: customer.id, date: { not: new Date('2026-11-27T00:00:00Z') } } })).toBe(0);
  });

  it('an admin changes any customer’s day (audited); a customer only their own; visitors nobody’s', async () => {
    const ADMIN_CHANGE = { u: other.id, i: { date: '2026-11-30', meal: 'lunch', hour: 12, type: 'egg' } };
    expect((await t.gql(CHANGE, ADMIN_CHANGE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(CHANGE, ADMIN_CHANGE, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UNDO, { u: other.id, d: '2026-11-30', m: 'lunch' }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await ok(CHANGE, ADMIN_CHANGE, admin.token);
    const audit = await t.prisma.auditEntry.findFirstOrThrow({ where: { action: 'meal.change' }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({ actorId: admin.id, after: { date: '2026-11-30', meal: 'lunch', hour: 12, type: 'egg' } });
    // The routine lists its coming one-day changes, to staff and to the customer.
    const ROUTINE = 'query($u: Int!) { routine(userId: $u) { oneDayChanges { date meal categoryType } } }';
    expect((await ok(ROUTINE, { u: other.id }, admin.token)).routine.oneDayChanges).toEqual([{ date: '2026-11-30', meal: 'lunch', categoryType: 'egg' }]);
    expect((await ok('{ myRoutine { oneDayChanges { date meal } } }', {}, customer.token)).myRoutine.oneDayChanges).toEqual([{ date: '2026-11-27', meal: 'lunch' }]);
    await ok(UNDO, { u: other.id, d: '2026-11-30', m: 'lunch' }, admin.token);
    expect(await t.prisma.auditEntry.count({ where: { action: 'meal.change-undo' } })).toBe(1);
  });

  it('at the cut-off the meal locks as changed; from then on it can be neither changed nor undone', async () => {
    at('2026-11-27T10:30:00+05:30');
    const record = await t.prisma.mealRecord.findFirst({ where: { userId: customer.id, date: new Date('2026-11-27T00:00:00Z'), meal: 'lunch' } });
    // Locked by the first reader after the cut-off.
    expect(await mine('2026-11-27', 'lunch')).toMatchObject([{ hour: 15, categoryType: 'egg' }]);
    const locked = record ?? (await t.prisma.mealRecord.findFirstOrThrow({ where: { userId: customer.id, date: new Date('2026-11-27T00:00:00Z'), meal: 'lunch' } }));
    expect(locked).toMatchObject({ hour: 15, type: 'egg', state: 'locked' });
    const late = await t.gql(UNDO, { d: '2026-11-27', m: 'lunch' }, { token: customer.token });
    expect(late.errors?.[0]?.message).toBe(MEAL_CHANGE_MESSAGES.tooLate);
    const upcoming = (await ok(UPCOMING, {}, customer.token)).upcomingMeals.find((m: { date: string }) => m.date === '2026-11-27');
    expect(upcoming).toMatchObject({ hour: 15, canChange: false });
  });
});
