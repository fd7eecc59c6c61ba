// Skipping meals (the terms: at least 24 hours before, at most 2 a week) through the real gateway
// on PGlite and real PostgreSQL, with a fixed "now": Wednesday 25 November 2026, 09:00 in
// Asia/Kolkata (03:30 UTC).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const NOW = '2026-11-25T09:00:00+05:30';
const SKIP = `mutation($userId: Int, $date: Date!, $meal: MealOfDay!) {
  skipMeal(userId: $userId, date: $date, meal: $meal) { id skipId userId date weekday meal } }`;
const UNSKIP = `mutation($userId: Int, $date: Date!, $meal: MealOfDay!) {
  unskipMeal(userId: $userId, date: $date, meal: $meal) { deletedId userId date meal } }`;
const UPCOMING = `query($userId: Int, $days: Int) { upcomingMeals(userId: $userId, days: $days) {
  date weekday meal hour startsAt skipDeadline type price skipped deducted canSkip canUnskip } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on Skip { date meal } } }`;

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

describe.each(dbKinds)('skips on %s', (kind) => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let seq = 0;

  function setNow(iso: string) {
    t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  }

  async function makeUser(role: 'admin' | 'customer' = 'customer') {
    const n = seq++;
    const user = await t.prisma.user.create({
      data: { name: `Skip User ${n}`, email: `skip.${kind}.${n}@example.com`, phone: '9876500000', role, emailVerified: true, creditPaise: 100_000 },
    });
    return { id: user.id, token: await t.app.services.tokens.issue({ id: user.id, role }) };
  }

  /** A customer with lunch at 13:00 every day and breakfast at 9:00 on Thursdays. */
  async function customerWithRoutine() {
    const c = await makeUser();
    await t.prisma.routineSlot.createMany({
      data: [
        ...DAYS.map((weekday) => ({ userId: c.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const })),
        { userId: c.id, weekday: 'thursday', meal: 'breakfast', hour: 9, type: 'egg', drinks: true },
      ],
    });
    return c;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser('admin');
  });
  beforeEach(() => setNow(NOW));
  afterAll(async () => {
    await t?.close();
  });

  it('a customer skips their own meal two days ahead', async () => {
    const c = await customerWithRoutine();
    const res = await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.skipMeal).toMatchObject({ userId: c.id, date: '2026-11-27', weekday: 'friday', meal: 'lunch' });
    const row = await t.prisma.skip.findFirstOrThrow({ where: { userId: c.id } });
    expect(row.date.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(row.createdById).toBe(c.id);

    // Twice is a conflict.
    const again = await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    expect(again.errors?.[0]).toMatchObject({ message: 'This meal is already skipped.', extensions: { code: 'CONFLICT' } });
    expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(1);
  });

  it('e-mails the customer a confirmation (who skipped, until when it can be undone), only for a skip that is made', async () => {
    const c = await customerWithRoutine();
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: c.id } });
    const sent = () => t.prisma.emailOutbox.findMany({ where: { to: user.email, tag: 'meal-skipped' }, orderBy: { id: 'asc' } });
    expect((await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token })).errors).toBeUndefined();
    await t.settled();
    const [own, ...more] = await sent();
    expect(more).toEqual([]);
    expect(own!.subject).toBe('FreshMeals: your lunch on Fri, 27 Nov is skipped');
    expect(own!.text).toBe(
      [
        `Hi ${user.name},`,
        '',
        'You have skipped your lunch on Friday, 27 November 2026: it will not be prepared, delivered or charged.',
        // 24 hours before the 13:00 lunch, in the business time zone.
        'Changed your mind? You can undo the skip on your account page until Thursday, 26 November 2026, 13:00.',
      ].join('\n'),
    );
    expect(own!.html).toContain('<p>You have skipped your lunch on Friday, 27 November 2026: it will not be prepared, delivered or charged.</p>');
    // Refused (already skipped; too late): nothing more is sent.
    await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    await t.gql(SKIP, { date: '2026-11-25', meal: 'lunch' }, { token: c.token });
    await t.settled();
    expect(await sent()).toHaveLength(1);
    // The team skips one for them: the mail says so.
    expect((await t.gql(SKIP, { userId: c.id, date: '2026-11-28', meal: 'lunch' }, { token: admin.token })).errors).toBeUndefined();
    await t.settled();
    const [, byStaff] = await sent();
    expect(byStaff!.subject).toBe('FreshMeals: your lunch on Sat, 28 Nov is skipped');
    expect(byStaff!.text).toContain('Our team has skipped your lunch on Saturday, 28 November 2026');
    expect(byStaff!.text).toContain('until Friday, 27 November 2026, 13:00.');
  });

  it('needs 24 hours: measured from the slot hour in the business time zone', async () => {
    const c = await customerWithRoutine();
    // Thursday breakfast is at 09:00 IST on 26 Nov, i.e. 24 h after NOW; lunch at 13:00 is 28 h ahead.
    setNow('2026-11-25T09:01:00+05:30'); // 23 h 59 min before breakfast
    const late = await t.gql(SKIP, { date: '2026-11-26', meal: 'breakfast' }, { token: c.token });
    expect(late.errors?.[0]).toMatchObject({ message: 'Meals can be skipped at least 24 hours in advance.', extensions: { code: 'BAD_USER_INPUT' } });
    setNow('2026-11-25T08:59:00+05:30'); // 24 h 1 min before
    expect((await t.gql(SKIP, { date: '2026-11-26', meal: 'breakfast' }, { token: c.token })).errors).toBeUndefined();
    // Today's and past meals are too late as well.
    setNow(NOW);
    for (const date of ['2026-11-25', '2026-11-20']) {
      const res = await t.gql(SKIP, { date, meal: 'lunch' }, { token: c.token });
      expect(res.errors?.[0]?.message).toBe('Meals can be skipped at least 24 hours in advance.');
    }
  });

  it('allows at most 2 skips in the Monday–Sunday week of the meal', async () => {
    const c = await customerWithRoutine();
    for (const date of ['2026-11-27', '2026-11-28']) {
      expect((await t.gql(SKIP, { date, meal: 'lunch' }, { token: c.token })).errors).toBeUndefined();
    }
    const third = await t.gql(SKIP, { date: '2026-11-29', meal: 'lunch' }, { token: c.token });
    expect(third.errors?.[0]).toMatchObject({ message: 'You can skip at most 2 meals per week.', extensions: { code: 'BAD_USER_INPUT' } });
    // Monday 30 Nov starts a new week.
    expect((await t.gql(SKIP, { date: '2026-11-30', meal: 'lunch' }, { token: c.token })).errors).toBeUndefined();
    expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(3);
  });

  it('rejects a meal that is not scheduled, bad dates and meals, and a meal already charged', async () => {
    const c = await customerWithRoutine();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: '2026-11-27', meal: 'dinner' }, 'No meal is scheduled at that time.', 'BAD_USER_INPUT'],
      [{ date: '2026-11-27', meal: 'breakfast' }, 'No meal is scheduled at that time.', 'BAD_USER_INPUT'],
      [{ userId: 0, date: '2026-11-27', meal: 'lunch' }, 'Invalid user id', 'BAD_USER_INPUT'],
    ];
    for (const [vars, message, code] of cases) {
      const res = await t.gql(SKIP, vars, { token: c.token });
      expect(res.errors?.[0], JSON.stringify(vars)).toMatchObject({ message, extensions: { code } });
    }
    // The date and the meal are typed (Date, MealOfDay): a bad one is refused before the resolver,
    // with HTTP 400 and the rule's own words for a date.
    const typed: [Record<string, unknown>, RegExp][] = [
      [{ date: '2026-02-30', meal: 'lunch' }, /Enter a valid date \(YYYY-MM-DD\)/],
      [{ date: '27/11/2026', meal: 'lunch' }, /Enter a valid date \(YYYY-MM-DD\)/],
      [{ date: '2026-11-27', meal: 'brunch' }, /^"brunch" is not a valid meal of day; use one of: breakfast, lunch, dinner$/],
      [{ date: '2026-11-27', meal: 'Lunch' }, /^"Lunch" is not a valid meal of day; use one of: breakfast, lunch, dinner$/],
    ];
    for (const [vars, message] of typed) {
      const res = await t.gql(SKIP, vars, { token: c.token });
      expect(res.status, JSON.stringify(vars)).toBe(400);
      expect(res.errors?.[0]?.message, JSON.stringify(vars)).toMatch(message);
    }
    const tx = await t.prisma.creditTransaction.create({ data: { userId: c.id, type: 'debit', amountPaise: 13900, paymentMethod: 'debit' } });
    await t.prisma.deduction.create({ data: { userId: c.id, date: new Date('2026-11-28T00:00:00Z'), meal: 'lunch', amountPaise: 13900, transactionId: tx.id } });
    const charged = await t.gql(SKIP, { date: '2026-11-28', meal: 'lunch' }, { token: c.token });
    expect(charged.errors?.[0]).toMatchObject({ message: 'This meal has already been charged.', extensions: { code: 'CONFLICT' } });
    expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(0);
  });

  it('undoes a skip at least 24 hours ahead, after which the meal can be skipped again', async () => {
    const c = await customerWithRoutine();
    await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    const skip = await t.prisma.skip.findFirstOrThrow({ where: { userId: c.id } });
    const undo = await t.gql(UNSKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    expect(undo.errors).toBeUndefined();
    expect(undo.data.unskipMeal).toMatchObject({ userId: c.id, date: '2026-11-27', meal: 'lunch' });
    expect(Buffer.from(undo.data.unskipMeal.deletedId, 'base64').toString()).toContain(String(skip.id));
    expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(0);
    const notSkipped = await t.gql(UNSKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    expect(notSkipped.errors?.[0]).toMatchObject({ message: 'This meal is not skipped.', extensions: { code: 'NOT_FOUND' } });
    expect((await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token })).errors).toBeUndefined();

    // Too late to undo: Friday 27 lunch (13:00) is 23 h away at Thursday 14:00.
    setNow('2026-11-26T14:00:00+05:30');
    const late = await t.gql(UNSKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    expect(late.errors?.[0]).toMatchObject({ message: 'A skip can be undone at least 24 hours in advance.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(1);
  });

  it("marks a coming meal whose price is above the credit now Not affordable (as the dashboard counts it), not a skipped one", async () => {
    const c = await customerWithRoutine();
    // ₹150: the veg lunch (₹139) is covered, the egg breakfast with a drink (₹189) is not.
    await t.prisma.user.update({ where: { id: c.id }, data: { creditPaise: 15_000 } });
    await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    const res = await t.gql('query { upcomingMeals(days: 3) { date meal price skipped notAffordable } }', {}, { token: c.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.upcomingMeals.map((m: Record<string, unknown>) => [m.date, m.meal, m.price, m.notAffordable])).toEqual([
      ['2026-11-25', 'lunch', 139, false],
      ['2026-11-26', 'breakfast', 189, true],
      ['2026-11-26', 'lunch', 139, false],
      ['2026-11-27', 'lunch', 139, false], // skipped: nothing to charge
    ]);
    // With no credit at all, every meal to prepare is.
    await t.prisma.user.update({ where: { id: c.id }, data: { creditPaise: 0 } });
    const broke = await t.gql('query { upcomingMeals(days: 2) { notAffordable } }', {}, { token: c.token });
    expect(broke.data.upcomingMeals.map((m: { notAffordable: boolean }) => m.notAffordable)).toEqual([true, true, true]);
  });

  it('lists upcoming meals with what may be skipped now', async () => {
    const c = await customerWithRoutine();
    await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' }, { token: c.token });
    const res = await t.gql(UPCOMING, { days: 3 }, { token: c.token });
    expect(res.errors).toBeUndefined();
    const rows = res.data.upcomingMeals.map((m: Record<string, unknown>) => [m.date, m.meal, m.skipped, m.canSkip, m.canUnskip]);
    expect(rows).toEqual([
      ['2026-11-25', 'lunch', false, false, false], // today: too late
      ['2026-11-26', 'breakfast', false, false, false], // exactly 24 h minus the test's run time
      ['2026-11-26', 'lunch', false, true, false], // 28 h ahead
      ['2026-11-27', 'lunch', true, false, true],
    ]);
    // 15900 egg + 3000 drinks = 18900 paise
    expect(res.data.upcomingMeals[1]).toMatchObject({ weekday: 'thursday', hour: 9, type: 'egg', price: 189, startsAt: '2026-11-26T03:30:00.000Z', skipDeadline: '2026-11-25T03:30:00.000Z' });

    // Once today's lunch hour has come it is no longer upcoming.
    setNow('2026-11-25T13:00:00+05:30');
    const later = await t.gql(UPCOMING, { days: 2 }, { token: c.token });
    expect(later.data.upcomingMeals.map((m: Record<string, unknown>) => `${m.date} ${m.meal}`)).toEqual(['2026-11-26 breakfast', '2026-11-26 lunch']);
    const bad = await t.gql(UPCOMING, { days: 29 }, { token: c.token });
    expect(bad.errors?.[0]?.message).toBe('Days must be between 1 and 28');
  });

  it("names the dish the weekly menu plans for each upcoming meal, across the week's end", async () => {
    const c = await customerWithRoutine();
    const category = await t.prisma.dishCategory.create({ data: { name: `Upcoming ${kind}`, nameKey: `upcoming ${kind}` } });
    const dish = (name: string, type: 'veg' | 'egg') => t.prisma.dish.create({ data: { name, description: name, type, categoryId: category.id } });
    const [paneer, omelette, bhurji, rajma, chicken] = await Promise.all([
      dish('Paneer Bowl', 'veg'),
      dish('Masala Omelette', 'egg'),
      dish('Egg Bhurji', 'egg'),
      dish('Rajma Rice', 'veg'),
      dish('Egg Curry', 'egg'),
    ]);
    const thisWeek = new Date('2026-11-23T00:00:00.000Z');
    const nextWeek = new Date('2026-11-30T00:00:00.000Z');
    await t.prisma.menuItem.createMany({
      data: [
        { weekStart: thisWeek, weekday: 'wednesday', meal: 'lunch', type: 'veg', dishId: paneer.id },
        // Two egg dishes on Thursday's breakfast, and an egg dish at lunch nobody of this routine eats.
        { weekStart: thisWeek, weekday: 'thursday', meal: 'breakfast', type: 'egg', dishId: omelette.id },
        { weekStart: thisWeek, weekday: 'thursday', meal: 'breakfast', type: 'egg', dishId: bhurji.id },
        { weekStart: thisWeek, weekday: 'thursday', meal: 'lunch', type: 'egg', dishId: chicken.id },
        { weekStart: nextWeek, weekday: 'monday', meal: 'lunch', type: 'veg', dishId: rajma.id },
      ],
    });
    const res = await t.gql(`query { upcomingMeals(days: 7) { date meal dishName } }`, {}, { token: c.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.upcomingMeals).toEqual([
      { date: '2026-11-25', meal: 'lunch', dishName: 'Paneer Bowl' },
      { date: '2026-11-26', meal: 'breakfast', dishName: 'Masala Omelette / Egg Bhurji' },
      { date: '2026-11-26', meal: 'lunch', dishName: null },
      { date: '2026-11-27', meal: 'lunch', dishName: null },
      { date: '2026-11-28', meal: 'lunch', dishName: null },
      { date: '2026-11-29', meal: 'lunch', dishName: null },
      { date: '2026-11-30', meal: 'lunch', dishName: 'Rajma Rice' },
      { date: '2026-12-01', meal: 'lunch', dishName: null },
    ]);
    await t.prisma.menuItem.deleteMany({ where: { dish: { categoryId: category.id } } });
  });

  it('lets two concurrent requests never exceed 2 skips a week', async () => {
    const c = await customerWithRoutine();
    // Next week, Monday 30 Nov to Sunday 6 Dec: seven lunches, all more than 24 hours away.
    const dates = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const results = await Promise.all(dates.map((date) => t.gql(SKIP, { date, meal: 'lunch' }, { token: c.token })));
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.errors?.[0]?.message).toBe('You can skip at most 2 meals per week.');
    expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(2);

    // And the same meal asked for at once is skipped once.
    const d = await customerWithRoutine();
    const same = await Promise.all(Array.from({ length: 6 }, () => t.gql(SKIP, { date: '2026-11-28', meal: 'lunch' }, { token: d.token })));
    expect(same.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of same.filter((x) => x.errors)) expect(r.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await t.prisma.skip.count({ where: { userId: d.id } })).toBe(1);
  });

  describe('authorization: visitor, customer, admin', () => {
    it('a customer acts only for themselves; an admin for anyone, within the same rules', async () => {
      const c = await customerWithRoutine();
      const stranger = await customerWithRoutine();
      const visitor = await t.gql(SKIP, { date: '2026-11-27', meal: 'lunch' });
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const forOther = await t.gql(SKIP, { userId: c.id, date: '2026-11-27', meal: 'lunch' }, { token: stranger.token });
      expect(forOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(UNSKIP, { userId: c.id, date: '2026-11-27', meal: 'lunch' }, { token: stranger.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(UNSKIP, { date: '2026-11-27', meal: 'lunch' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(UPCOMING, { userId: c.id }, { token: stranger.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(UPCOMING, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(0);

      const byAdmin = await t.gql(SKIP, { userId: c.id, date: '2026-11-27', meal: 'lunch' }, { token: admin.token });
      expect(byAdmin.errors).toBeUndefined();
      expect((await t.prisma.skip.findFirstOrThrow({ where: { userId: c.id } })).createdById).toBe(admin.id);
      const adminLate = await t.gql(SKIP, { userId: c.id, date: '2026-11-25', meal: 'lunch' }, { token: admin.token });
      expect(adminLate.errors?.[0]?.message).toBe('Meals can be skipped at least 24 hours in advance.');
      expect((await t.gql(SKIP, { userId: 999_999, date: '2026-11-27', meal: 'lunch' }, { token: admin.token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await t.gql(UPCOMING, { userId: c.id, days: 1 }, { token: admin.token })).errors).toBeUndefined();

      // node(id:) on the Skip: its owner and admins only.
      const id = byAdmin.data.skipMeal.id;
      expect((await t.gql(NODE, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const other = await t.gql(NODE, { id }, { token: stranger.token });
      expect(other.data?.node ?? null).toBeNull();
      expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(NODE, { id }, { token: c.token })).data.node).toMatchObject({ date: '2026-11-27', meal: 'lunch' });
      expect((await t.gql(NODE, { id }, { token: admin.token })).data.node).toMatchObject({ date: '2026-11-27', meal: 'lunch' });

      const undoByAdmin = await t.gql(UNSKIP, { userId: c.id, date: '2026-11-27', meal: 'lunch' }, { token: admin.token });
      expect(undoByAdmin.errors).toBeUndefined();
    });
  });
});
