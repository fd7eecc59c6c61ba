// 'Pause deliveries' through the real gateway on PGlite and real PostgreSQL, with a fixed "now":
// Wednesday 25 November 2026, 10:00 in Asia/Kolkata. With the default 12-hour cut-off the first day
// that may be paused is Thursday 26 (its 06:00 is 20 hours away).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const NOW = '2026-11-25T10:00:00+05:30';
const PAUSE = 'mutation($input: PauseInput!, $userId: Int) { pauseDeliveries(input: $input, userId: $userId) { pauseId userId from to days } }';
const RESUME = 'mutation($id: Int!) { resumeDeliveries(pauseId: $id) { pauseId from to days } }';
const PAUSES = 'query($userId: Int) { pauses(userId: $userId) { pauseId from to days } }';
const UPCOMING = 'query($days: Int) { upcomingMeals(days: $days) { date meal skipped paused canSkip canUnskip } }';
const SKIP = 'mutation($date: Date!, $meal: MealOfDay!) { skipMeal(date: $date, meal: $meal) { skipId } }';
const UNSKIP = 'mutation($date: Date!, $meal: MealOfDay!) { unskipMeal(date: $date, meal: $meal) { deletedId } }';
const DISPATCH = `query($weekday: Weekday, $meal: MealOfDay) { dispatchList(weekday: $weekday, meal: $meal) {
  date total entries { userId } skipped { userId paused } } }`;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

describe.each(dbKinds)('pausing deliveries on %s', (kind) => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let kitchen: { id: number; token: string };
  let seq = 0;

  const setNow = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  async function makeUser(role: 'admin' | 'kitchen' | 'customer' = 'customer') {
    const n = seq++;
    const user = await t.prisma.user.create({
      data: { name: `Pause User ${n}`, email: `pause.${kind}.${n}@example.com`, phone: '9876500000', role, emailVerified: true, creditPaise: 100_000 },
    });
    if (role === 'customer') {
      await t.prisma.routineSlot.createMany({ data: DAYS.map((weekday) => ({ userId: user.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const })) });
    }
    return { id: user.id, token: await t.app.services.tokens.issue({ id: user.id, role }) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser('admin');
    kitchen = await makeUser('kitchen');
  });
  beforeEach(() => setNow(NOW));
  afterAll(async () => {
    await t?.close();
  });

  it('refuses bad ranges and days inside the cut-off, with clear messages, and changes nothing', async () => {
    const c = await makeUser();
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-11-25', to: '2026-11-27' }, 'Deliveries can be paused from 26 Nov 2026 at the earliest: changes close 12 hours before a meal.'],
      [{ from: '2026-11-28', to: '2026-11-27' }, 'The last day cannot be before the first day'],
      [{ from: '2026-11-27', to: '2027-01-26' }, 'A pause can last at most 60 days'],
      [{ from: '2026-11-31', to: '2026-12-02' }, 'Enter a valid date (YYYY-MM-DD)'],
    ];
    for (const [input, message] of cases) {
      const res = await t.gql(PAUSE, { input }, { token: c.token });
      expect(res.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await t.gql(PAUSE, { input: { from: '2026-11-27', to: '2027-01-25' } }, { token: c.token })).errors).toBeUndefined();
    expect(await t.prisma.pause.count({ where: { userId: c.id } })).toBe(1);
    expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(60 * 3);
  });

  it('e-mails the customer a confirmation with the days and when meals start again, only for a pause that is made', async () => {
    const c = await makeUser();
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: c.id } });
    const sent = () => t.prisma.emailOutbox.findMany({ where: { to: user.email, tag: 'deliveries-paused' }, orderBy: { id: 'asc' } });
    expect((await t.gql(PAUSE, { input: { from: '2026-11-30', to: '2026-12-06' } }, { token: c.token })).errors).toBeUndefined();
    await t.settled();
    const [own, ...more] = await sent();
    expect(more).toEqual([]);
    expect(own!.subject).toBe('FreshMeals: deliveries paused from Mon, 30 Nov to Sun, 6 Dec');
    expect(own!.text).toBe(
      [
        `Hi ${user.name},`,
        '',
        'You have paused your deliveries from Monday, 30 November 2026 to Sunday, 6 December 2026 (7 days): no meal is prepared, delivered or charged on those days.',
        'Your meals start again on Monday, 7 December 2026. To start them sooner, choose Resume deliveries on your account page.',
      ].join('\n'),
    );
    expect(own!.html).toContain('<p>Your meals start again on Monday, 7 December 2026.');
    // Refused (overlapping; inside the cut-off): nothing more is sent.
    await t.gql(PAUSE, { input: { from: '2026-12-05', to: '2026-12-08' } }, { token: c.token });
    await t.gql(PAUSE, { input: { from: '2026-11-25', to: '2026-11-25' } }, { token: c.token });
    await t.settled();
    expect(await sent()).toHaveLength(1);
    // An admin pauses a day for them: the mail says the team did.
    expect((await t.gql(PAUSE, { input: { from: '2026-12-10', to: '2026-12-10' }, userId: c.id }, { token: admin.token })).errors).toBeUndefined();
    await t.settled();
    const [, byStaff] = await sent();
    expect(byStaff!.text).toContain('Our team has paused your deliveries from Thursday, 10 December 2026 to Thursday, 10 December 2026 (1 day)');
  });

  it('pauses every meal of the days; they are skipped without counting towards the weekly limit, and only resuming brings them back', async () => {
    const c = await makeUser();
    const res = await t.gql(PAUSE, { input: { from: '2026-11-27', to: '2026-11-29' } }, { token: c.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.pauseDeliveries).toMatchObject({ userId: c.id, from: '2026-11-27', to: '2026-11-29', days: 3 });
    expect(await t.prisma.skip.count({ where: { userId: c.id, pauseId: res.data.pauseDeliveries.pauseId } })).toBe(9);

    const upcoming = (await t.gql(UPCOMING, { days: 6 }, { token: c.token })).data.upcomingMeals;
    expect(upcoming.map((m: Record<string, unknown>) => [m.date, m.paused, m.skipped, m.canUnskip])).toEqual([
      ['2026-11-25', false, false, false],
      ['2026-11-26', false, false, false],
      ['2026-11-27', true, true, false],
      ['2026-11-28', true, true, false],
      ['2026-11-29', true, true, false],
      ['2026-11-30', false, false, false],
    ]);
    // Thursday's lunch (27 hours ahead) can still be skipped: the paused days are not skips.
    expect((await t.gql(SKIP, { date: '2026-11-26', meal: 'lunch' }, { token: c.token })).errors).toBeUndefined();
    const unskip = await t.gql(UNSKIP, { date: '2026-11-28', meal: 'lunch' }, { token: c.token });
    expect(unskip.errors?.[0]?.message).toBe('This meal is paused. Resume deliveries to bring it back.');
    // A second pause may not overlap the first.
    const overlap = await t.gql(PAUSE, { input: { from: '2026-11-29', to: '2026-12-01' } }, { token: c.token });
    expect(overlap.errors?.[0]).toMatchObject({ message: 'You already have a pause on some of these days.', extensions: { code: 'CONFLICT' } });

    // The kitchen does not prepare it: Friday's lunch lists the customer as paused, not to dispatch.
    const friday = (await t.gql(DISPATCH, { weekday: 'friday', meal: 'lunch' }, { token: admin.token })).data.dispatchList;
    expect(friday.entries.map((e: { userId: number }) => e.userId)).not.toContain(c.id);
    expect(friday.skipped).toContainEqual({ userId: c.id, paused: true });

    expect((await t.gql(PAUSES, {}, { token: c.token })).data.pauses).toEqual([
      { pauseId: res.data.pauseDeliveries.pauseId, from: '2026-11-27', to: '2026-11-29', days: 3 },
    ]);
    // Not started: resuming removes it whole, and the meals are back.
    const resumed = await t.gql(RESUME, { id: res.data.pauseDeliveries.pauseId }, { token: c.token });
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data.resumeDeliveries).toBeNull();
    expect(await t.prisma.skip.count({ where: { userId: c.id } })).toBe(1);
    const after = (await t.gql(DISPATCH, { weekday: 'friday', meal: 'lunch' }, { token: admin.token })).data.dispatchList;
    expect(after.entries.map((e: { userId: number }) => e.userId)).toContain(c.id);
    const audit = await t.prisma.auditEntry.findMany({ where: { subject: { contains: `(user #${c.id})` } }, orderBy: { id: 'asc' }, select: { action: true } });
    expect(audit.map((a) => a.action)).toEqual(['meal.pause', 'meal.resume']);
  });

  it('resuming a pause that has begun ends it at the last day still closed to changes', async () => {
    const c = await makeUser();
    const { pauseId } = (await t.gql(PAUSE, { input: { from: '2026-11-27', to: '2026-12-01' } }, { token: c.token })).data.pauseDeliveries;
    // Friday 10:00: Friday is under way, Saturday 06:00 is 20 hours away.
    setNow('2026-11-27T10:00:00+05:30');
    const res = await t.gql(RESUME, { id: pauseId }, { token: c.token });
    expect(res.data.resumeDeliveries).toEqual({ pauseId, from: '2026-11-27', to: '2026-11-27', days: 1 });
    expect(await t.prisma.skip.findMany({ where: { userId: c.id }, select: { meal: true }, orderBy: { meal: 'asc' } })).toHaveLength(3);
    setNow('2026-11-28T10:00:00+05:30');
    expect((await t.gql(RESUME, { id: pauseId }, { token: c.token })).errors?.[0]?.message).toBe('This pause has already ended.');
    expect((await t.gql(PAUSES, {}, { token: c.token })).data.pauses).toEqual([]);
  });

  it('a customer pauses and resumes only their own; an admin for anyone; kitchen staff read them', async () => {
    const [c, other] = [await makeUser(), await makeUser()];
    const input = { from: '2026-12-07', to: '2026-12-08' };
    expect((await t.gql(PAUSE, { input })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(PAUSE, { input, userId: other.id }, { token: c.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(PAUSE, { input, userId: other.id }, { token: kitchen.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const made = await t.gql(PAUSE, { input, userId: other.id }, { token: admin.token });
    expect(made.data.pauseDeliveries).toMatchObject({ userId: other.id, days: 2 });
    expect((await t.gql(PAUSES, { userId: other.id }, { token: kitchen.token })).data.pauses).toHaveLength(1);
    expect((await t.gql(PAUSES, { userId: other.id }, { token: c.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(RESUME, { id: made.data.pauseDeliveries.pauseId }, { token: c.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(RESUME, { id: 999_999 }, { token: c.token })).errors?.[0]?.message).toBe('Pause not found');
    expect(await t.prisma.pause.count({ where: { userId: other.id } })).toBe(1);
  });
});
