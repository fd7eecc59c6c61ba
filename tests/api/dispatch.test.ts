// The dispatch list and the credit deduction through the real gateway on PGlite and real
// PostgreSQL. "Now" is Wednesday 25 November 2026, 09:00 in Asia/Kolkata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const NOW = '2026-11-25T09:00:00+05:30';
const DEDUCT = `mutation($userId: Int!, $meal: MealOfDay!, $date: Date) {
  deductCredits(userId: $userId, meal: $meal, date: $date) { success userId date meal deducted balance transactionId deductionId } }`;
const DISPATCH = `query($weekday: Weekday, $meal: MealOfDay) { dispatchList(weekday: $weekday, meal: $meal) {
  date weekday meal total
  entries { id userId name email phone hour categoryType drinks snacks proteinMultiplier proteinGrams price credit notAffordable deducted } } }`;

type Slot = { weekday: string; meal: 'breakfast' | 'lunch' | 'dinner'; hour: number; type: 'veg' | 'egg' | 'chicken'; snacks?: boolean; drinks?: boolean; proteinMultiplier?: number };

function setup(kind: (typeof dbKinds)[number], label: string) {
  const ctx = { t: undefined as unknown as TestApp, admin: { id: 0, token: '' }, seq: 0 };
  const make = async (opts: { name?: string; role?: 'admin' | 'customer' | 'kitchen'; creditPaise?: number; disabled?: boolean; slots?: readonly Slot[] } = {}) => {
    const n = ctx.seq++;
    const role = opts.role ?? 'customer';
    const user = await ctx.t.prisma.user.create({
      data: {
        name: opts.name ?? `${label} ${n}`,
        email: `${label.toLowerCase()}.${kind}.${n}@example.com`,
        phone: `98765${String(n).padStart(5, '0')}`,
        role,
        emailVerified: true,
        creditPaise: opts.creditPaise ?? 0,
        isDisabled: opts.disabled ?? false,
      },
    });
    if (opts.slots?.length) {
      await ctx.t.prisma.routineSlot.createMany({
        data: opts.slots.map((s) => ({ ...s, weekday: s.weekday as 'monday', userId: user.id })),
      });
    }
    return { ...user, token: opts.disabled ? '' : await ctx.t.app.services.tokens.issue({ id: user.id, role }) };
  };
  beforeAll(async () => {
    ctx.t = await createTestApp(kind);
    ctx.t.clock.advance(Date.parse(NOW) - ctx.t.clock.now().getTime());
    ctx.admin = await make({ role: 'admin', name: 'Admin' });
  });
  afterAll(async () => {
    await ctx.t?.close();
  });
  return { ctx, make };
}

describe.each(dbKinds)('deductions on %s', (kind) => {
  const { ctx, make } = setup(kind, 'Deduct');
  const lunchToday = (over: Partial<Slot> = {}): Slot => ({ weekday: 'wednesday', meal: 'lunch', hour: 13, type: 'veg', ...over });

  it("charges today's slot price once, with a debit transaction and a Deduction row (REST)", async () => {
    const { t, admin } = ctx;
    // chicken 17900 + 2 portions x 4000 + drinks 3000 = 28900 paise; 100000 - 28900 = 71100.
    const u = await make({ creditPaise: 100_000, slots: [lunchToday({ type: 'chicken', proteinMultiplier: 2, drinks: true })] });
    const res = await t.rest('POST', '/admin/deduct-credits', { userId: u.id, mealType: 'lunch' }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Credits deducted successfully', deducted: 289, balance: 711, date: '2026-11-25', mealType: 'lunch' });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(71_100);
    const txs = await t.prisma.creditTransaction.findMany({ where: { userId: u.id } });
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ type: 'debit', paymentMethod: 'debit', amountPaise: 28_900, note: 'Lunch on 25 Nov 2026', createdById: admin.id });
    const deductions = await t.prisma.deduction.findMany({ where: { userId: u.id } });
    expect(deductions).toHaveLength(1);
    expect(deductions[0]).toMatchObject({ meal: 'lunch', amountPaise: 28_900, transactionId: txs[0]!.id });
    expect(deductions[0]!.date.toISOString()).toBe('2026-11-25T00:00:00.000Z');

    const again = await t.rest('POST', '/admin/deduct-credits', { userId: u.id, mealType: 'lunch' }, { token: admin.token });
    expect(again).toMatchObject({ status: 409, body: { message: 'Credits already deducted for this meal' } });
    const gql = await t.gql(DEDUCT, { userId: u.id, meal: 'lunch' }, { token: admin.token });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Credits already deducted for this meal', extensions: { code: 'CONFLICT' } });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(71_100);
    expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(1);
  });

  it('charges a past date over GraphQL at the current prices, and never a future one', async () => {
    const { t, admin } = ctx;
    const u = await make({ creditPaise: 50_000, slots: [{ weekday: 'monday', meal: 'dinner', hour: 20, type: 'egg', snacks: true }] });
    await t.gql(`mutation { setPrice(key: "egg", amount: 150.5) { amount } }`, {}, { token: admin.token });
    // Monday 23 Nov: egg 15050 + snacks 4000 = 19050 paise.
    // GraphQL takes the MealOfDay enum and a Date; the REST contract's any-case names are for REST.
    const typed = await t.gql(DEDUCT, { userId: u.id, meal: 'Dinner', date: '2026-11-23' }, { token: admin.token });
    expect(typed.errors?.[0]).toMatchObject({ message: '"Dinner" is not a valid meal of day; use one of: breakfast, lunch, dinner', extensions: { code: 'BAD_USER_INPUT' } });
    const badDate = await t.gql(DEDUCT, { userId: u.id, meal: 'dinner', date: '2026-02-30' }, { token: admin.token });
    expect(badDate.errors?.[0]?.message).toContain('Enter a valid date (YYYY-MM-DD)');
    const res = await t.gql(DEDUCT, { userId: u.id, meal: 'dinner', date: '2026-11-23' }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.deductCredits).toMatchObject({ success: true, date: '2026-11-23', meal: 'dinner', deducted: 190.5, balance: 309.5 });
    expect((await t.prisma.creditTransaction.findFirstOrThrow({ where: { userId: u.id } })).note).toBe('Dinner on 23 Nov 2026');
    const future = await t.gql(DEDUCT, { userId: u.id, meal: 'dinner', date: '2026-11-30' }, { token: admin.token });
    expect(future.errors?.[0]).toMatchObject({ message: 'Credits can be deducted on the day of the meal or later', extensions: { code: 'BAD_USER_INPUT' } });
    await t.gql(`mutation { setPrice(key: "egg", amount: 159) { amount } }`, {}, { token: admin.token });
  });

  it('lets the credit reach exactly zero, never below', async () => {
    const { t, admin } = ctx;
    const u = await make({ creditPaise: 13_900, slots: [lunchToday()] });
    const res = await t.rest('POST', '/admin/deduct-credits', { userId: String(u.id), mealType: 'lunch' }, { token: admin.token });
    expect(res.body).toMatchObject({ success: true, deducted: 139, balance: 0 });
  });

  describe('refuses with a clear message and changes nothing', () => {
    it.each([
      ['insufficient credit', { creditPaise: 13_899, slots: [lunchToday()] }, 'lunch', 400, 'Insufficient credit'],
      ['no meal that day', { creditPaise: 100_000, slots: [{ ...lunchToday(), weekday: 'thursday' }] }, 'lunch', 400, 'No meal scheduled for this user at that time'],
      ['no such meal today', { creditPaise: 100_000, slots: [lunchToday()] }, 'dinner', 400, 'No meal scheduled for this user at that time'],
      ['a disabled user', { creditPaise: 100_000, disabled: true, slots: [lunchToday()] }, 'lunch', 400, 'This user is disabled'],
      ['an unknown meal', { creditPaise: 100_000, slots: [lunchToday()] }, 'brunch', 400, 'Meal must be breakfast, lunch or dinner'],
      ['a missing meal', { creditPaise: 100_000, slots: [lunchToday()] }, undefined, 400, 'Meal must be breakfast, lunch or dinner'],
    ] as const)('%s', async (_label, user, mealType, status, message) => {
      const { t, admin } = ctx;
      const u = await make(user as Parameters<typeof make>[0]);
      const res = await t.rest('POST', '/admin/deduct-credits', { userId: u.id, mealType }, { token: admin.token });
      expect(res).toMatchObject({ status, body: { message } });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(user.creditPaise);
      expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(0);
      expect(await t.prisma.deduction.count({ where: { userId: u.id } })).toBe(0);
    });

    it('a skipped meal', async () => {
      const { t, admin } = ctx;
      const u = await make({ creditPaise: 100_000, slots: [lunchToday()] });
      await t.prisma.skip.create({ data: { userId: u.id, date: new Date('2026-11-25T00:00:00Z'), meal: 'lunch' } });
      const res = await t.rest('POST', '/admin/deduct-credits', { userId: u.id, mealType: 'lunch' }, { token: admin.token });
      expect(res).toMatchObject({ status: 400, body: { message: 'This meal was skipped' } });
      expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(0);
    });

    it('an unknown or missing user', async () => {
      const { t, admin } = ctx;
      expect(await t.rest('POST', '/admin/deduct-credits', { userId: 999_999, mealType: 'lunch' }, { token: admin.token })).toMatchObject({ status: 404, body: { message: 'User not found' } });
      expect(await t.rest('POST', '/admin/deduct-credits', { mealType: 'lunch' }, { token: admin.token })).toMatchObject({ status: 400, body: { message: 'Invalid user id' } });
    });
  });

  it('charges exactly once when 20 requests arrive at the same time', async () => {
    const { t, admin } = ctx;
    // veg 13900 + snacks 4000 = 17900 paise; 50000 - 17900 = 32100.
    const u = await make({ creditPaise: 50_000, slots: [lunchToday({ snacks: true })] });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? t.rest('POST', '/admin/deduct-credits', { userId: u.id, mealType: 'lunch' }, { token: admin.token })
          : t.gql(DEDUCT, { userId: u.id, meal: 'lunch' }, { token: admin.token }).then((r) => ({ status: r.errors ? 409 : 200, body: r.errors?.[0] ?? r.data })),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r).toMatchObject({ status: 409, body: { message: 'Credits already deducted for this meal' } });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(32_100);
    expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(1);
    expect(await t.prisma.deduction.count({ where: { userId: u.id } })).toBe(1);
  });

  it('is admin-only (visitor 401, customer 403) over GraphQL and REST', async () => {
    const { t } = ctx;
    const u = await make({ creditPaise: 100_000, slots: [lunchToday()] });
    for (const [token, code, status] of [
      [null, 'UNAUTHENTICATED', 401],
      [u.token, 'FORBIDDEN', 403],
    ] as const) {
      expect((await t.gql(DEDUCT, { userId: u.id, meal: 'lunch' }, { token })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await t.rest('POST', '/admin/deduct-credits', { userId: u.id, mealType: 'lunch' }, { token })).status).toBe(status);
      expect((await t.gql(DISPATCH, { weekday: 'wednesday', meal: 'lunch' }, { token })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await t.rest('GET', '/admin/summary/dispatch-list?dayOfWeek=Wednesday&mealType=lunch', undefined, { token })).status).toBe(status);
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(100_000);
  });
});

describe.each(dbKinds)('dispatch list on %s', (kind) => {
  const { ctx, make } = setup(kind, 'Dispatch');
  let users: Record<string, Awaited<ReturnType<typeof make>>> = {};

  beforeAll(async () => {
    const lunch = (over: Partial<Slot> = {}): Slot => ({ weekday: 'wednesday', meal: 'lunch', hour: 13, type: 'veg', ...over });
    users = {
      zara: await make({ name: 'Zara Khan', creditPaise: 100_000, slots: [lunch({ type: 'chicken', proteinMultiplier: 1, drinks: true }), lunch({ weekday: 'monday', hour: 12 })] }),
      asha: await make({ name: 'Asha Rao', creditPaise: 10_000, slots: [lunch({ hour: 14, snacks: true })] }),
      skipped: await make({ name: 'Mohan Das', creditPaise: 100_000, slots: [lunch()] }),
      disabled: await make({ name: 'Bela Sen', creditPaise: 100_000, disabled: true, slots: [lunch()] }),
      dinnerOnly: await make({ name: 'Chirag Jain', creditPaise: 100_000, slots: [lunch({ meal: 'dinner', hour: 20 })] }),
    };
    await ctx.t.prisma.skip.create({ data: { userId: users.skipped!.id, date: new Date('2026-11-25T00:00:00Z'), meal: 'lunch' } });
  });

  it("lists today's lunch by name, without skipped or disabled users, with prices and affordability", async () => {
    const { t, admin } = ctx;
    const res = await t.gql(DISPATCH, { weekday: 'wednesday', meal: 'lunch' }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const list = res.data.dispatchList;
    expect(list).toMatchObject({ date: '2026-11-25', weekday: 'wednesday', meal: 'lunch', total: 2 });
    expect(list.entries.map((e: { name: string }) => e.name)).toEqual(['Asha Rao', 'Zara Khan']);
    // Asha: veg 13900 + snacks 4000 = 17900 paise > her 10000: not affordable.
    expect(list.entries[0]).toMatchObject({ userId: users.asha!.id, hour: 14, categoryType: 'veg', snacks: true, drinks: false, proteinMultiplier: 0, price: 179, credit: 100, notAffordable: true, deducted: false });
    // Zara: chicken 17900 + 1 x 4000 + drinks 3000 = 24900 paise.
    expect(list.entries[1]).toMatchObject({ categoryType: 'chicken', drinks: true, proteinMultiplier: 1, proteinGrams: 20, price: 249, notAffordable: false, deducted: false });
  });

  it('lists who skipped the meal apart, with what their slot would have been; a disabled user not at all', async () => {
    const { t, admin } = ctx;
    await t.prisma.skip.create({ data: { userId: users.disabled!.id, date: new Date('2026-11-25T00:00:00Z'), meal: 'lunch' } });
    const res = await t.gql('query { dispatchList(weekday: wednesday, meal: lunch) { total skipped { userId name email phone categoryType } } }', {}, { token: admin.token });
    expect(res.data.dispatchList).toEqual({
      total: 2,
      skipped: [{ userId: users.skipped!.id, name: 'Mohan Das', email: expect.stringContaining('@'), phone: expect.any(String), categoryType: 'veg' }],
    });
    // Tomorrow's lunch has no skips.
    const thursday = await t.gql('query { dispatchList(weekday: thursday, meal: lunch) { skipped { name } } }', {}, { token: admin.token });
    expect(thursday.data.dispatchList.skipped).toEqual([]);
  });

  it("names each row's dish from the weekly menu and counts the kitchen's production per type and dish", async () => {
    const { t, admin } = ctx;
    const PRODUCTION = `query { dispatchList(weekday: wednesday, meal: lunch) {
      entries { name dishName } production { categoryType dishName meals proteinPortions snacks drinks } } }`;
    const before = await t.gql(PRODUCTION, {}, { token: admin.token });
    expect(before.data.dispatchList.entries.map((e: { dishName: string | null }) => e.dishName)).toEqual([null, null]);
    expect(before.data.dispatchList.production).toEqual([
      { categoryType: 'veg', dishName: null, meals: 1, proteinPortions: 0, snacks: 1, drinks: 0 },
      { categoryType: 'chicken', dishName: null, meals: 1, proteinPortions: 1, snacks: 0, drinks: 1 },
    ]);

    const category = await t.prisma.dishCategory.create({ data: { name: 'Dispatch Bowls', nameKey: `dispatch bowls ${kind}` } });
    const dish = (name: string, type: 'veg' | 'chicken') => t.prisma.dish.create({ data: { name, description: `${name}, fresh.`, type, categoryId: category.id } });
    const [rajma, chana, chicken, other] = await Promise.all([dish('Rajma Rice', 'veg'), dish('Chana Pulao', 'veg'), dish('Chicken Bowl', 'chicken'), dish('Thursday Curry', 'veg')]);
    const week = new Date('2026-11-23T00:00:00.000Z');
    await t.prisma.menuItem.createMany({
      data: [
        { weekStart: week, weekday: 'wednesday', meal: 'lunch', type: 'veg', dishId: rajma.id },
        { weekStart: week, weekday: 'wednesday', meal: 'lunch', type: 'veg', dishId: chana.id },
        { weekStart: week, weekday: 'wednesday', meal: 'lunch', type: 'chicken', dishId: chicken.id },
        // Another day, another meal, another week: not today's lunch.
        { weekStart: week, weekday: 'thursday', meal: 'lunch', type: 'veg', dishId: other.id },
        { weekStart: week, weekday: 'wednesday', meal: 'dinner', type: 'veg', dishId: other.id },
        { weekStart: new Date('2026-11-16T00:00:00.000Z'), weekday: 'wednesday', meal: 'lunch', type: 'chicken', dishId: other.id },
      ],
    });
    const after = await t.gql(PRODUCTION, {}, { token: admin.token });
    expect(after.data.dispatchList.entries).toEqual([
      { name: 'Asha Rao', dishName: 'Rajma Rice / Chana Pulao' },
      { name: 'Zara Khan', dishName: 'Chicken Bowl' },
    ]);
    expect(after.data.dispatchList.production).toEqual([
      { categoryType: 'veg', dishName: 'Rajma Rice / Chana Pulao', meals: 1, proteinPortions: 0, snacks: 1, drinks: 0 },
      { categoryType: 'chicken', dishName: 'Chicken Bowl', meals: 1, proteinPortions: 1, snacks: 0, drinks: 1 },
    ]);
  });

  it('keeps "Deducted" after a reload (REST, the contract’s shape)', async () => {
    const { t, admin } = ctx;
    const before = await t.rest('GET', '/admin/summary/dispatch-list?dayOfWeek=Wednesday&mealType=lunch', undefined, { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.body.data.map((e: { deducted: boolean }) => e.deducted)).toEqual([false, false]);
    expect((await t.rest('POST', '/admin/deduct-credits', { userId: users.zara!.id, mealType: 'lunch' }, { token: admin.token })).status).toBe(200);
    const after = await t.rest('GET', '/admin/summary/dispatch-list?dayOfWeek=Wednesday&mealType=lunch', undefined, { token: admin.token });
    expect(after.body).toEqual({
      data: [
        {
          userId: users.asha!.id,
          name: 'Asha Rao',
          email: users.asha!.email,
          phone: users.asha!.phone,
          meals: { lunch: [{ categoryType: 'veg', drinks: false, snacks: true, proteinMultiplier: 0 }] },
          deducted: false,
        },
        {
          userId: users.zara!.id,
          name: 'Zara Khan',
          email: users.zara!.email,
          phone: users.zara!.phone,
          meals: { lunch: [{ categoryType: 'chicken', drinks: true, snacks: false, proteinMultiplier: 1 }] },
          deducted: true,
        },
      ],
      total: 2,
      date: '2026-11-25',
      dayOfWeek: 'Wednesday',
      mealType: 'lunch',
    });
  });

  it('uses the next occurrence of the weekday, lunch by default, today by default', async () => {
    const { t, admin } = ctx;
    const monday = await t.rest('GET', '/admin/summary/dispatch-list?dayOfWeek=Monday', undefined, { token: admin.token });
    expect(monday.body).toMatchObject({ date: '2026-11-30', dayOfWeek: 'Monday', mealType: 'lunch', total: 1 });
    expect(monday.body.data[0]).toMatchObject({ name: 'Zara Khan', deducted: false });
    const dinner = await t.rest('GET', '/admin/summary/dispatch-list?mealType=dinner', undefined, { token: admin.token });
    expect(dinner.body).toMatchObject({ date: '2026-11-25', dayOfWeek: 'Wednesday', mealType: 'dinner', total: 1 });
    const empty = await t.rest('GET', '/admin/summary/dispatch-list?dayOfWeek=Tuesday&mealType=breakfast', undefined, { token: admin.token });
    expect(empty.body).toMatchObject({ data: [], total: 0, date: '2026-12-01' });
  });

  it('lists any calendar day given as a date, as the console\'s day picker asks', async () => {
    const { t, admin } = ctx;
    const as = { token: admin.token };
    const monday = await t.rest('GET', '/admin/summary/dispatch-list?date=2026-11-30', undefined, as);
    expect(monday).toMatchObject({ status: 200, body: { date: '2026-11-30', dayOfWeek: 'Monday', mealType: 'lunch', total: 1 } });
    expect(monday.body.data[0]).toMatchObject({ name: 'Zara Khan', deducted: false });
    // A week past next Monday is as reachable, and a past day too.
    expect((await t.rest('GET', '/admin/summary/dispatch-list?date=2026-12-07', undefined, as)).body).toMatchObject({ date: '2026-12-07', dayOfWeek: 'Monday', total: 1 });
    expect((await t.rest('GET', '/admin/summary/dispatch-list?date=2026-11-25&mealType=dinner', undefined, as)).body).toMatchObject({ date: '2026-11-25', mealType: 'dinner', total: 1 });
    expect(await t.rest('GET', '/admin/summary/dispatch-list?date=2026-02-30', undefined, as)).toMatchObject({ status: 400, body: { message: 'Enter a valid date (YYYY-MM-DD)' } });
    expect(await t.rest('GET', '/admin/summary/dispatch-list?date=2026-11-30&dayOfWeek=Monday', undefined, as)).toMatchObject({
      status: 400,
      body: { message: 'Choose the day by a weekday or by a date, not both' },
    });
  });

  it('rejects an unknown weekday or meal', async () => {
    const { t, admin } = ctx;
    expect(await t.rest('GET', '/admin/summary/dispatch-list?dayOfWeek=Funday&mealType=lunch', undefined, { token: admin.token })).toMatchObject({ status: 400, body: { message: 'Invalid day of the week' } });
    expect(await t.rest('GET', '/admin/summary/dispatch-list?dayOfWeek=Monday&mealType=brunch', undefined, { token: admin.token })).toMatchObject({ status: 400, body: { message: 'Meal must be breakfast, lunch or dinner' } });
  });

  const BY_DATE = `query($date: Date, $weekday: Weekday, $meal: MealOfDay) { dispatchList(date: $date, weekday: $weekday, meal: $meal) {
    date weekday meal total deductRefusal entries { name deducted } skipped { name } } }`;
  const FUTURE = 'Credits can be deducted on the day of the meal or later';

  it("lists any date's meals, past or ahead, and says when they cannot be charged yet, as deductCredits refuses", async () => {
    const { t, admin } = ctx;
    const as = { token: admin.token };
    // Next Wednesday: Mohan skipped only today's lunch, so he eats then.
    const ahead = await t.gql(BY_DATE, { date: '2026-12-02', meal: 'lunch' }, as);
    expect(ahead.errors).toBeUndefined();
    expect(ahead.data.dispatchList).toMatchObject({ date: '2026-12-02', weekday: 'wednesday', meal: 'lunch', total: 3, deductRefusal: FUTURE, skipped: [] });
    expect(ahead.data.dispatchList.entries.map((e: { name: string }) => e.name)).toEqual(['Asha Rao', 'Mohan Das', 'Zara Khan']);
    // Tomorrow: nobody has a Thursday lunch; still a day ahead.
    expect((await t.gql(BY_DATE, { date: '2026-11-26', meal: 'lunch' }, as)).data.dispatchList).toMatchObject({ date: '2026-11-26', weekday: 'thursday', total: 0, deductRefusal: FUTURE });
    // Last Monday (past) and today may be charged.
    const past = await t.gql(BY_DATE, { date: '2026-11-23', meal: 'lunch' }, as);
    expect(past.data.dispatchList).toMatchObject({ date: '2026-11-23', weekday: 'monday', total: 1, deductRefusal: null, entries: [{ name: 'Zara Khan', deducted: false }] });
    const today = await t.gql(BY_DATE, { date: '2026-11-25', meal: 'lunch' }, as);
    const byDefault = await t.gql(BY_DATE, { meal: 'lunch' }, as);
    expect(today.data.dispatchList).toEqual(byDefault.data.dispatchList);
    expect(today.data.dispatchList).toMatchObject({ date: '2026-11-25', deductRefusal: null, skipped: [{ name: 'Mohan Das' }] });
    // The refusal the list announces is the one the deduction answers, and nothing is charged.
    const creditBefore = (await t.prisma.user.findUniqueOrThrow({ where: { id: users.asha!.id } })).creditPaise;
    const early = await t.gql(DEDUCT, { userId: users.asha!.id, meal: 'lunch', date: '2026-12-02' }, as);
    expect(early.errors?.[0]).toMatchObject({ message: FUTURE, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: users.asha!.id } })).creditPaise).toBe(creditBefore);
  });

  it('refuses a date together with a weekday, and a date that does not exist', async () => {
    const { t, admin } = ctx;
    const both = await t.gql(BY_DATE, { date: '2026-11-26', weekday: 'thursday', meal: 'lunch' }, { token: admin.token });
    expect(both.errors?.[0]).toMatchObject({ message: 'Choose the day by a weekday or by a date, not both', extensions: { code: 'BAD_USER_INPUT' } });
    expect(both.data).toBeNull();
    for (const date of ['2026-02-30', '26-11-2026', 'tomorrow', '']) {
      const bad = await t.gql(BY_DATE, { date, meal: 'lunch' }, { token: admin.token });
      expect(bad.errors?.[0]).toMatchObject({ message: expect.stringContaining('Enter a valid date (YYYY-MM-DD)'), extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('answers a date only to staff: visitor 401, customer 403, kitchen and admin read it', async () => {
    const { t, admin } = ctx;
    const customer = await make({ name: 'Nosy Customer', creditPaise: 10_000, slots: [{ weekday: 'thursday', meal: 'lunch', hour: 13, type: 'veg' }] });
    const kitchen = await make({ name: 'Kitchen Cook', role: 'kitchen' });
    const variables = { date: '2026-11-26', meal: 'lunch' };
    for (const [token, code] of [
      [null, 'UNAUTHENTICATED'],
      [customer.token, 'FORBIDDEN'],
    ] as const) {
      const res = await t.gql(BY_DATE, variables, { token });
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      expect(res.data?.dispatchList ?? null).toBeNull();
    }
    for (const token of [kitchen.token, admin.token]) {
      const res = await t.gql(BY_DATE, variables, { token });
      expect(res.errors).toBeUndefined();
      expect(res.data.dispatchList).toMatchObject({ date: '2026-11-26', total: 1, deductRefusal: FUTURE, entries: [{ name: 'Nosy Customer' }] });
    }
  });
});

describe.each(dbKinds)("'Deduct all' on %s", (kind) => {
  const { ctx, make } = setup(kind, 'DeductAll');
  const DEDUCT_ALL = `mutation($meal: MealOfDay!, $date: Date) { deductAll(meal: $meal, date: $date) {
    date meal charged chargedUserIds chargedTotal alreadyDeducted failed { userId name message } } }`;
  const dinnerToday = (over: Partial<Slot> = {}): Slot => ({ weekday: 'wednesday', meal: 'dinner', hour: 20, type: 'veg', ...over });

  it('charges every affordable row once under 5 concurrent clicks; reports the rest; safe to click again', async () => {
    const { t, admin } = ctx;
    // veg 13900; chicken 17900 + 1 portion 4000 = 21900.
    const payers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => make({ name: `Payer ${i}`, creditPaise: 100_000, slots: [dinnerToday(i % 2 ? { type: 'chicken', proteinMultiplier: 1 } : {})] })),
    );
    const short = await make({ name: 'Short Of Credit', creditPaise: 13_899, slots: [dinnerToday()] });
    const early = await make({ name: 'Charged Early', creditPaise: 50_000, slots: [dinnerToday()] });
    expect((await t.gql(DEDUCT, { userId: early.id, meal: 'dinner' }, { token: admin.token })).errors).toBeUndefined();
    const skipper = await make({ name: 'Skipper', creditPaise: 50_000, slots: [dinnerToday()] });
    await t.prisma.skip.create({ data: { userId: skipper.id, date: new Date('2026-11-25T00:00:00.000Z'), meal: 'dinner' } });
    await make({ name: 'Disabled', creditPaise: 50_000, disabled: true, slots: [dinnerToday()] });
    await make({ name: 'Lunch Only', creditPaise: 50_000, slots: [{ ...dinnerToday(), meal: 'lunch', hour: 13 }] });

    const runs = await Promise.all(Array.from({ length: 5 }, () => t.gql(DEDUCT_ALL, { meal: 'dinner' }, { token: admin.token })));
    expect(runs.filter((r) => r.errors)).toEqual([]);
    const answers = runs.map((r) => r.data.deductAll);
    const chargedIds = answers.flatMap((a) => a.chargedUserIds).sort((a: number, b: number) => a - b);
    expect(chargedIds).toEqual(payers.map((p) => p.id).sort((a, b) => a - b));
    expect(answers.reduce((sum, a) => sum + a.charged, 0)).toBe(6);
    expect(answers.reduce((sum, a) => sum + a.chargedTotal, 0)).toBe(3 * 139 + 3 * 219);
    for (const answer of answers) {
      expect(answer).toMatchObject({ date: '2026-11-25', meal: 'dinner' });
      // Every row is counted once per click: charged now, charged before, or failed.
      expect(answer.charged + answer.alreadyDeducted + answer.failed.length).toBe(8);
      expect(answer.failed).toEqual([{ userId: short.id, name: 'Short Of Credit', message: 'Insufficient credit' }]);
    }
    for (const [i, payer] of payers.entries()) {
      const price = i % 2 ? 21_900 : 13_900;
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: payer.id } })).creditPaise).toBe(100_000 - price);
      expect(await t.prisma.creditTransaction.count({ where: { userId: payer.id, type: 'debit' } })).toBe(1);
      expect(await t.prisma.deduction.count({ where: { userId: payer.id } })).toBe(1);
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: short.id } })).creditPaise).toBe(13_899);
    expect(await t.prisma.creditTransaction.count({ where: { userId: early.id } })).toBe(1);
    expect(await t.prisma.creditTransaction.count({ where: { userId: skipper.id } })).toBe(0);

    // The list now reads deducted for every payer; a further click charges nothing.
    const list = await t.gql(DISPATCH, { meal: 'dinner' }, { token: admin.token });
    expect(list.data.dispatchList.entries.filter((e: { deducted: boolean }) => e.deducted)).toHaveLength(7);
    const again = await t.rest('POST', '/admin/deduct-all', { mealType: 'Dinner' }, { token: admin.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      message: 'No meals to deduct',
      charged: 0,
      chargedTotal: 0,
      alreadyDeducted: 7,
      failed: [{ userId: short.id, name: 'Short Of Credit', message: 'Insufficient credit' }],
      date: '2026-11-25',
      mealType: 'dinner',
    });
  });

  it('REST reports what it charged; a future date and an unknown meal are refused', async () => {
    const { t, admin } = ctx;
    await make({ name: 'Breakfast Eater', creditPaise: 20_000, slots: [{ ...dinnerToday(), meal: 'breakfast', hour: 8 }] });
    const res = await t.rest('POST', '/admin/deduct-all', { mealType: 'breakfast' }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Deducted 1 meal', charged: 1, chargedTotal: 139, alreadyDeducted: 0, failed: [] });
    const future = await t.gql(DEDUCT_ALL, { meal: 'dinner', date: '2026-11-26' }, { token: admin.token });
    expect(future.errors?.[0]?.message).toBe('Credits can be deducted on the day of the meal or later');
    const bad = await t.rest('POST', '/admin/deduct-all', { mealType: 'brunch' }, { token: admin.token });
    expect(bad.status).toBe(400);
  });

  it('is admin-only (visitor 401, customer 403) over GraphQL and REST, and charges nothing then', async () => {
    const { t } = ctx;
    const customer = await make({ name: 'Curious Customer', creditPaise: 50_000, slots: [{ ...dinnerToday(), meal: 'lunch', hour: 13 }] });
    expect((await t.gql(DEDUCT_ALL, { meal: 'lunch' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(DEDUCT_ALL, { meal: 'lunch' }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('POST', '/admin/deduct-all', { mealType: 'lunch' })).status).toBe(401);
    expect(await t.rest('POST', '/admin/deduct-all', { mealType: 'lunch' }, { token: customer.token })).toMatchObject({ status: 403, body: { message: 'Not authorized' } });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).creditPaise).toBe(50_000);
  });
});

describe.each(dbKinds)("'Deduct all' of a locked list on %s", (kind) => {
  const { ctx, make } = setup(kind, 'LockedAll');
  const DEDUCT_ALL = `mutation($meal: MealOfDay!) { deductAll(meal: $meal) {
    charged chargedUserIds chargedTotal alreadyDeducted failed { userId name message } } }`;
  const dinnerToday = (over: Partial<Slot> = {}): Slot => ({ weekday: 'wednesday', meal: 'dinner', hour: 20, type: 'veg', ...over });

  it('charges the ledger\'s meals in batches: each once under 5 clicks, with its transaction, audit entry and webhook event', async () => {
    const { t, admin } = ctx;
    const payers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => make({ name: `Payer ${i}`, creditPaise: 100_000, slots: [dinnerToday(i % 2 ? { type: 'chicken', proteinMultiplier: 1 } : {})] })),
    );
    const short = await make({ name: 'Short Of Credit', creditPaise: 13_899, slots: [dinnerToday()] });
    const early = await make({ name: 'Charged Early', creditPaise: 50_000, slots: [dinnerToday()] });
    const skipper = await make({ name: 'Skipper', creditPaise: 50_000, slots: [dinnerToday()] });
    await t.prisma.skip.create({ data: { userId: skipper.id, date: new Date('2026-11-25T00:00:00.000Z'), meal: 'dinner' } });
    await make({ name: 'Disabled', creditPaise: 50_000, disabled: true, slots: [dinnerToday()] });
    await t.prisma.webhookEndpoint.create({ data: { url: 'http://127.0.0.1:9/hooks', events: ['credit.debited'], secret: 'whsec_test' } });
    // 17:00: past dinner's cut-off (16:00), so the list is the ledger's and is charged in batches.
    t.clock.advance(8 * 3600_000);
    expect((await t.gql(DEDUCT, { userId: early.id, meal: 'dinner' }, { token: admin.token })).errors).toBeUndefined();
    // The ledger holds the eight meals that go out: the skip is recorded as skipped, a disabled account has none.
    expect(await t.prisma.mealRecord.count({ where: { date: new Date('2026-11-25T00:00:00.000Z'), meal: 'dinner', state: 'locked' } })).toBe(8);

    const runs = await Promise.all(Array.from({ length: 5 }, () => t.gql(DEDUCT_ALL, { meal: 'dinner' }, { token: admin.token })));
    expect(runs.filter((r) => r.errors)).toEqual([]);
    const answers = runs.map((r) => r.data.deductAll);
    expect(answers.flatMap((a) => a.chargedUserIds).sort((a: number, b: number) => a - b)).toEqual(payers.map((p) => p.id).sort((a, b) => a - b));
    expect(answers.reduce((sum, a) => sum + a.chargedTotal, 0)).toBe(3 * 139 + 3 * 219);
    for (const answer of answers) {
      expect(answer.charged + answer.alreadyDeducted + answer.failed.length).toBe(8);
      expect(answer.failed).toEqual([{ userId: short.id, name: 'Short Of Credit', message: 'Insufficient credit' }]);
    }
    for (const [i, payer] of payers.entries()) {
      const price = i % 2 ? 21_900 : 13_900;
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: payer.id } })).creditPaise).toBe(100_000 - price);
      const [debit] = await t.prisma.creditTransaction.findMany({ where: { userId: payer.id }, include: { deduction: true } });
      expect(debit).toMatchObject({ type: 'debit', amountPaise: price, paymentMethod: 'debit', note: 'Dinner on 25 Nov 2026', createdById: admin.id });
      expect(debit!.deduction).toMatchObject({ userId: payer.id, meal: 'dinner', amountPaise: price, createdById: admin.id });
      const audit = await t.prisma.auditEntry.findMany({ where: { action: 'credit.deduct', subject: `Payer ${i} (user #${payer.id})` } });
      expect(audit).toMatchObject([{ actorId: admin.id, actorName: 'Admin', before: { balance: 1000 }, after: { balance: (100_000 - price) / 100, amount: price / 100, date: '2026-11-25', meal: 'dinner' } }]);
      const events = await t.prisma.webhookEvent.findMany({ where: { type: 'credit.debited' } });
      const event = events.find((e) => (e.payload as { data: { object: { userId: number } } }).data.object.userId === payer.id);
      expect((event?.payload as { data: { object: unknown } }).data.object).toMatchObject({ transactionId: debit!.id, balanceAfter: (100_000 - price) / 100 });
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: short.id } })).creditPaise).toBe(13_899);
    expect(await t.prisma.creditTransaction.count({ where: { userId: early.id } })).toBe(1);
    expect(await t.prisma.creditTransaction.count({ where: { userId: skipper.id } })).toBe(0);
  });
});
