// The dashboard summary
// and the dispatch list in one fixed scenario whose figures are worked out by hand below, through
// the real gateway on PGlite and real PostgreSQL; plus the SQL statement count, which must not grow
// with the number of users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { summaryDates } from '../../schema/summary/summary.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, dbKinds } from '../support/db.ts';

// "Now": Wednesday 25 November 2026, 09:00 in Asia/Kolkata. Today = Wed 25, tomorrow = Thu 26,
// weekRemaining = Fri 27, Sat 28, Sun 29 (the rest of the Monday 23 – Sunday 29 week). The meal
// cut-offs are the defaults (lunch locks at 10:00) until a test below moves lunch's. The service area is PINs 560038 and 560001; Asha's Wednesday
// lunch goes to her Office (560001), her other meals to her default Home (560038); Bala's to his Home
// (560038); Chitra has no address yet.
const NOW = '2026-11-25T09:00:00+05:30';

const TYPE_FIELDS = 'type total extraProtein drinks snacks';
const DAY_FIELDS = `date weekday totalMeals skipped
  meals { meal scheduled total skipped notAffordable notAffordableUsers { userId name email phone credit price } types { ${TYPE_FIELDS} } }
  types { ${TYPE_FIELDS} }`;
const SUMMARY = `{ summary { today { ${DAY_FIELDS} } tomorrow { ${DAY_FIELDS} } weekRemaining { ${DAY_FIELDS} } } }`;
const DISPATCH = `query($weekday: Weekday, $meal: MealOfDay) { dispatchList(weekday: $weekday, meal: $meal) {
  date total entries { name categoryType drinks snacks proteinMultiplier price notAffordable deducted addressLabel address pin deliveryNotes } } }`;

type Slot = {
  weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  meal: 'breakfast' | 'lunch' | 'dinner';
  hour: number;
  type: 'veg' | 'egg' | 'chicken';
  snacks?: boolean;
  drinks?: boolean;
  proteinMultiplier?: number;
  addressId?: number | null;
};

const date = (d: string) => new Date(`${d}T00:00:00.000Z`);

describe('summaryDates (weekRemaining = the days of this Monday–Sunday week after tomorrow)', () => {
  it('from Monday, Wednesday, Saturday and Sunday', () => {
    expect(summaryDates('2026-11-23')).toEqual({ today: '2026-11-23', tomorrow: '2026-11-24', weekRemaining: ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'] });
    expect(summaryDates('2026-11-25')).toEqual({ today: '2026-11-25', tomorrow: '2026-11-26', weekRemaining: ['2026-11-27', '2026-11-28', '2026-11-29'] });
    expect(summaryDates('2026-11-28').weekRemaining).toEqual([]);
    expect(summaryDates('2026-11-29')).toEqual({ today: '2026-11-29', tomorrow: '2026-11-30', weekRemaining: [] });
  });
});

describe.each(dbKinds)('summary scenario on %s', (kind) => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let ashaOffice: number;
  const u: Record<string, { id: number; name: string; email: string; phone: string; token: string }> = {};

  async function make(key: string, name: string, creditPaise: number, slots: Slot[], opts: { disabled?: boolean; role?: 'admin' | 'customer' } = {}) {
    const role = opts.role ?? 'customer';
    const user = await t.prisma.user.create({
      data: {
        name,
        email: `${key}.${kind}@example.com`,
        phone: `9${String(Object.keys(u).length).padStart(9, '1')}`,
        role,
        emailVerified: true,
        creditPaise,
        isDisabled: opts.disabled ?? false,
      },
    });
    await t.prisma.routineSlot.createMany({ data: slots.map((s) => ({ ...s, userId: user.id })) });
    u[key] = { ...user, token: opts.disabled ? '' : await t.app.services.tokens.issue({ id: user.id, role }) };
    return u[key]!;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.advance(Date.parse(NOW) - t.clock.now().getTime());
    admin = await make('admin', 'Admin', 0, [], { role: 'admin' });

    // Custom prices (paise): veg 15000, egg 16000, chicken 20000, protein portion 5000, snacks 2500, drinks 2000.
    for (const [key, amountPaise] of Object.entries({ veg: 15000, egg: 16000, chicken: 20000, protein_portion: 5000, snacks: 2500, drinks: 2000 })) {
      await t.prisma.price.create({ data: { key, amountPaise } });
    }

    // Asha, credit 100000. Slot prices:
    //   Wed lunch  veg + drinks               = 15000 + 2000            = 17000
    //   Wed dinner chicken + 2 portions        = 20000 + 2 x 5000        = 30000
    //   Thu breakfast egg + snacks            = 16000 + 2500            = 18500
    //   Fri lunch  veg                        = 15000
    await make('asha', 'Asha Iyer', 100_000, [
      { weekday: 'wednesday', meal: 'lunch', hour: 13, type: 'veg', drinks: true },
      { weekday: 'wednesday', meal: 'dinner', hour: 20, type: 'chicken', proteinMultiplier: 2 },
      { weekday: 'thursday', meal: 'breakfast', hour: 8, type: 'egg', snacks: true },
      { weekday: 'friday', meal: 'lunch', hour: 12, type: 'veg' },
    ]);
    // Bala, low credit 20000:
    //   Wed lunch  chicken + 1 portion + drinks + snacks = 20000 + 5000 + 2000 + 2500 = 29500 > 20000: not affordable
    //   Thu lunch  veg                        = 15000 <= 20000: affordable
    //   Fri lunch  egg                        = 16000, skipped on Fri 27
    //   Sat dinner egg + 1 portion            = 16000 + 5000 = 21000 > 20000: not affordable
    await make('bala', 'Bala Murugan', 20_000, [
      { weekday: 'wednesday', meal: 'lunch', hour: 14, type: 'chicken', proteinMultiplier: 1, drinks: true, snacks: true },
      { weekday: 'thursday', meal: 'lunch', hour: 13, type: 'veg' },
      { weekday: 'friday', meal: 'lunch', hour: 13, type: 'egg' },
      { weekday: 'saturday', meal: 'dinner', hour: 19, type: 'egg', proteinMultiplier: 1 },
    ]);
    // Chitra, credit 10000 (after today's lunch was already deducted):
    //   Wed breakfast veg + snacks            = 15000 + 2500 = 17500 > 10000: not affordable
    //   Wed lunch  egg                        = 16000 > 10000, but already deducted today: not counted
    //   Thu dinner veg                        = 15000, skipped on Thu 26
    //   Sun lunch  chicken                    = 20000 > 10000: not affordable
    await make('chitra', 'Chitra Das', 10_000, [
      { weekday: 'wednesday', meal: 'breakfast', hour: 9, type: 'veg', snacks: true },
      { weekday: 'wednesday', meal: 'lunch', hour: 12, type: 'egg' },
      { weekday: 'thursday', meal: 'dinner', hour: 20, type: 'veg' },
      { weekday: 'sunday', meal: 'lunch', hour: 13, type: 'chicken' },
    ]);
    // Dev is disabled: none of his slots count anywhere.
    await make('dev', 'Dev Anand', 100_000, [
      { weekday: 'wednesday', meal: 'lunch', hour: 13, type: 'veg' },
      { weekday: 'thursday', meal: 'lunch', hour: 13, type: 'veg' },
    ], { disabled: true });
    // Esha has no routine. Farid, credit 40000:
    //   Mon lunch (not in the summary's days)
    //   Sun dinner veg + drinks + 3 portions  = 15000 + 2000 + 3 x 5000 = 32000 <= 40000: affordable
    await make('esha', 'Esha Gupta', 0, []);
    await make('farid', 'Farid Khan', 40_000, [
      { weekday: 'monday', meal: 'lunch', hour: 13, type: 'veg' },
      { weekday: 'sunday', meal: 'dinner', hour: 21, type: 'veg', drinks: true, proteinMultiplier: 3 },
    ]);

    await t.prisma.skip.createMany({
      data: [
        { userId: u.bala!.id, date: date('2026-11-27'), meal: 'lunch' },
        { userId: u.chitra!.id, date: date('2026-11-26'), meal: 'dinner' },
        // Outside the summary's days: next Wednesday's and Monday's, which share weekdays with it.
        { userId: u.asha!.id, date: date('2026-12-02'), meal: 'lunch' },
        { userId: u.farid!.id, date: date('2026-11-30'), meal: 'lunch' },
      ],
    });
    // Addresses (they change where a meal goes, never what is counted or charged).
    await t.prisma.serviceAreaPin.createMany({ data: [{ pin: '560038' }, { pin: '560001' }] });
    const address = (key: string, label: string, line1: string, pin: string, isDefault: boolean, notes: string | null = null) =>
      t.prisma.address.create({ data: { userId: u[key]!.id, label, line1, city: 'Bengaluru', pin, isDefault, notes } });
    await address('asha', 'Home', '14, 2nd Cross, Indiranagar', '560038', true);
    ashaOffice = (await address('asha', 'Office', '5th floor, Prestige Tower, MG Road', '560001', false, 'Reception desk')).id;
    await address('bala', 'Home', '3, Temple Street, Malleswaram', '560038', true, 'Ring twice');
    await t.prisma.routineSlot.updateMany({ where: { userId: u.asha!.id, weekday: 'wednesday', meal: 'lunch' }, data: { addressId: ashaOffice } });

    const debit = await t.prisma.creditTransaction.create({ data: { userId: u.chitra!.id, type: 'debit', amountPaise: 16000, paymentMethod: 'debit', note: 'Lunch on 2026-11-25' } });
    await t.prisma.deduction.create({ data: { userId: u.chitra!.id, date: date('2026-11-25'), meal: 'lunch', amountPaise: 16000, transactionId: debit.id } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const types = (veg: number[], chicken: number[], egg: number[]) => [
    { type: 'veg', total: veg[0], extraProtein: veg[1], drinks: veg[2], snacks: veg[3] },
    { type: 'chicken', total: chicken[0], extraProtein: chicken[1], drinks: chicken[2], snacks: chicken[3] },
    { type: 'egg', total: egg[0], extraProtein: egg[1], drinks: egg[2], snacks: egg[3] },
  ];
  const none = [0, 0, 0, 0];
  const person = (key: string, credit: number, price: number) => ({ userId: u[key]!.id, name: u[key]!.name, email: u[key]!.email, phone: u[key]!.phone, credit, price });

  it('counts today by hand', async () => {
    const res = await t.gql(SUMMARY, {}, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.summary.today).toEqual({
      date: '2026-11-25',
      weekday: 'wednesday',
      // breakfast 1 + lunch 3 + dinner 1 (Dev's lunch is left out: disabled)
      totalMeals: 5,
      skipped: 0,
      meals: [
        // Chitra's breakfast: veg with snacks; 10000 < 17500 -> not affordable.
        { meal: 'breakfast', scheduled: 1, total: 1, skipped: 0, notAffordable: 1, notAffordableUsers: [person('chitra', 100, 175)], types: types([1, 0, 0, 1], none, none) },
        // Asha (veg, drinks), Bala (chicken, 1 portion, drinks, snacks), Chitra (egg, deducted).
        // Not affordable: only Bala (20000 < 29500); Chitra's lunch is paid already.
        { meal: 'lunch', scheduled: 3, total: 3, skipped: 0, notAffordable: 1, notAffordableUsers: [person('bala', 200, 295)], types: types([1, 0, 1, 0], [1, 1, 1, 1], [1, 0, 0, 0]) },
        // Asha's dinner: chicken, 2 portions; 100000 >= 30000.
        { meal: 'dinner', scheduled: 1, total: 1, skipped: 0, notAffordable: 0, notAffordableUsers: [], types: types(none, [1, 2, 0, 0], none) },
      ],
      // veg: Chitra breakfast + Asha lunch = 2 (drinks 1, snacks 1); chicken: Bala lunch + Asha dinner = 2
      // (portions 1 + 2 = 3, drinks 1, snacks 1); egg: Chitra lunch = 1.
      types: types([2, 0, 1, 1], [2, 3, 1, 1], [1, 0, 0, 0]),
    });
  });

  it('counts tomorrow and the rest of the week by hand', async () => {
    const { tomorrow, weekRemaining } = (await t.gql(SUMMARY, {}, { token: admin.token })).data.summary;
    expect(tomorrow).toEqual({
      date: '2026-11-26',
      weekday: 'thursday',
      // Asha's breakfast + Bala's lunch; Chitra's dinner is skipped; Dev is disabled.
      totalMeals: 2,
      skipped: 1,
      meals: [
        { meal: 'breakfast', scheduled: 1, total: 1, skipped: 0, notAffordable: 0, notAffordableUsers: [], types: types(none, none, [1, 0, 0, 1]) },
        { meal: 'lunch', scheduled: 1, total: 1, skipped: 0, notAffordable: 0, notAffordableUsers: [], types: types([1, 0, 0, 0], none, none) },
        { meal: 'dinner', scheduled: 1, total: 0, skipped: 1, notAffordable: 0, notAffordableUsers: [], types: types(none, none, none) },
      ],
      types: types([1, 0, 0, 0], none, [1, 0, 0, 1]),
    });
    expect(weekRemaining.map((d: { date: string }) => d.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    const [friday, saturday, sunday] = weekRemaining;
    // Friday lunch: Asha (veg) and Bala (egg, skipped) -> 1 to prepare, 1 skipped.
    expect(friday).toMatchObject({ weekday: 'friday', totalMeals: 1, skipped: 1, types: types([1, 0, 0, 0], none, none) });
    expect(friday.meals[1]).toMatchObject({ meal: 'lunch', scheduled: 2, total: 1, skipped: 1, notAffordable: 0 });
    // Saturday dinner: Bala, egg + 1 portion = 21000 > 20000.
    expect(saturday).toMatchObject({ weekday: 'saturday', totalMeals: 1, skipped: 0, types: types(none, none, [1, 1, 0, 0]) });
    expect(saturday.meals[2]).toMatchObject({ meal: 'dinner', total: 1, notAffordable: 1, notAffordableUsers: [person('bala', 200, 210)] });
    // Sunday: Chitra's chicken lunch (20000 > 10000) and Farid's dinner (32000 <= 40000).
    expect(sunday).toMatchObject({ weekday: 'sunday', totalMeals: 2, skipped: 0, types: types([1, 3, 1, 0], [1, 0, 0, 0], none) });
    expect(sunday.meals[1]).toMatchObject({ meal: 'lunch', total: 1, notAffordable: 1, notAffordableUsers: [person('chitra', 100, 200)] });
    expect(sunday.meals[2]).toMatchObject({ meal: 'dinner', total: 1, notAffordable: 0, notAffordableUsers: [] });
  });

  it('answers REST with the contract’s field names', async () => {
    const res = await t.rest('GET', '/admin/summary/week-remaining', undefined, { token: admin.token });
    expect(res.status).toBe(200);
    const { today, tomorrow, weekRemaining } = res.body.data;
    expect(Object.keys(weekRemaining)).toEqual(['Friday', 'Saturday', 'Sunday']);
    expect(tomorrow).toMatchObject({ date: '2026-11-26', weekday: 'Thursday', totalMeals: 2 });
    const t0 = { total: 0, extra_protein: 0, drinks: 0, snacks: 0 };
    expect(today).toEqual({
      date: '2026-11-25',
      weekday: 'Wednesday',
      totalMeals: 5,
      breakfast: {
        total: 1,
        skipped: 0,
        notAffordable: 1,
        notAffordableUsers: [{ id: u.chitra!.id, name: 'Chitra Das', email: u.chitra!.email, phone: u.chitra!.phone }],
        veg: { total: 1, extra_protein: 0, drinks: 0, snacks: 1 },
        chicken: t0,
        egg: t0,
      },
      lunch: {
        total: 3,
        skipped: 0,
        notAffordable: 1,
        notAffordableUsers: [{ id: u.bala!.id, name: 'Bala Murugan', email: u.bala!.email, phone: u.bala!.phone }],
        veg: { total: 1, extra_protein: 0, drinks: 1, snacks: 0 },
        chicken: { total: 1, extra_protein: 1, drinks: 1, snacks: 1 },
        egg: { total: 1, extra_protein: 0, drinks: 0, snacks: 0 },
      },
      dinner: { total: 1, skipped: 0, notAffordable: 0, notAffordableUsers: [], veg: t0, chicken: { total: 1, extra_protein: 2, drinks: 0, snacks: 0 }, egg: t0 },
      veg: { total: 2, extra_protein: 0, drinks: 1, snacks: 1 },
      chicken: { total: 2, extra_protein: 3, drinks: 1, snacks: 1 },
      egg: { total: 1, extra_protein: 0, drinks: 0, snacks: 0 },
    });
    expect(weekRemaining.Saturday.dinner).toMatchObject({ total: 1, notAffordable: 1, egg: { total: 1, extra_protein: 1, drinks: 0, snacks: 0 } });
  });

  it('gives the dispatch figures of the same scenario', async () => {
    // Wednesday lunch: Asha 17000 (to her Office), Bala 29500 (not affordable; to his Home), Chitra 16000
    // (deducted; no address yet); Dev disabled.
    const wed = await t.gql(DISPATCH, { weekday: 'wednesday', meal: 'lunch' }, { token: admin.token });
    const office = { addressLabel: 'Office', address: '5th floor, Prestige Tower, MG Road, Bengaluru 560001', pin: '560001', deliveryNotes: 'Reception desk' };
    const ashaHome = { addressLabel: 'Home', address: '14, 2nd Cross, Indiranagar, Bengaluru 560038', pin: '560038', deliveryNotes: null };
    const balaHome = { addressLabel: 'Home', address: '3, Temple Street, Malleswaram, Bengaluru 560038', pin: '560038', deliveryNotes: 'Ring twice' };
    const nowhere = { addressLabel: null, address: null, pin: null, deliveryNotes: null };
    expect(wed.data.dispatchList).toEqual({
      date: '2026-11-25',
      total: 3,
      entries: [
        { name: 'Asha Iyer', categoryType: 'veg', drinks: true, snacks: false, proteinMultiplier: 0, price: 170, notAffordable: false, deducted: false, ...office },
        { name: 'Bala Murugan', categoryType: 'chicken', drinks: true, snacks: true, proteinMultiplier: 1, price: 295, notAffordable: true, deducted: false, ...balaHome },
        { name: 'Chitra Das', categoryType: 'egg', drinks: false, snacks: false, proteinMultiplier: 0, price: 160, notAffordable: false, deducted: true, ...nowhere },
      ],
    });
    // Friday lunch: Bala skipped it, so only Asha (veg, 15000), to her default Home.
    const fri = await t.gql(DISPATCH, { weekday: 'friday', meal: 'lunch' }, { token: admin.token });
    expect(fri.data.dispatchList).toMatchObject({ date: '2026-11-27', total: 1, entries: [{ name: 'Asha Iyer', price: 150, ...ashaHome }] });
    // Thursday dinner: Chitra's only slot, skipped.
    const thu = await t.gql(DISPATCH, { weekday: 'thursday', meal: 'dinner' }, { token: admin.token });
    expect(thu.data.dispatchList).toMatchObject({ date: '2026-11-26', total: 0, entries: [] });
    // Monday lunch is next week's (30 Nov): Farid skipped it.
    const mon = await t.gql(DISPATCH, { weekday: 'monday', meal: 'lunch' }, { token: admin.token });
    expect(mon.data.dispatchList).toMatchObject({ date: '2026-11-30', total: 0 });
  });

  it("follows the business time zone's calendar: late Sunday evening UTC is already Monday in India", async () => {
    const before = t.clock.now().getTime();
    // 20:00 UTC on Sunday 29 Nov is 01:30 on Monday 30 Nov in Asia/Kolkata: a new week.
    t.clock.advance(Date.parse('2026-11-29T20:00:00Z') - before);
    try {
      const res = await t.gql(`{ summary { today { date weekday totalMeals } tomorrow { date } weekRemaining { date } } }`, {}, { token: admin.token });
      expect(res.data.summary.today).toEqual({ date: '2026-11-30', weekday: 'monday', totalMeals: 0 }); // Farid's lunch is skipped
      expect(res.data.summary.tomorrow.date).toBe('2026-12-01');
      expect(res.data.summary.weekRemaining.map((d: { date: string }) => d.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    } finally {
      t.clock.advance(Date.parse(NOW) - t.clock.now().getTime());
    }
  });

  it('is computed again as soon as anything it reads changes, whoever changes it', async () => {
    const TODAY = `{ summary { today { totalMeals meals { meal total notAffordable } } } }`;
    const lunch = async () => (await t.gql(TODAY, {}, { token: admin.token })).data.summary.today.meals[1];
    expect(await lunch()).toEqual({ meal: 'lunch', total: 3, notAffordable: 1 });
    // Plain SQL, as another gateway or a database console would write: a skip, a credit, a new slot.
    const db = t.prisma;
    await db.$executeRaw`INSERT INTO "Skip" ("userId", "date", "meal") VALUES (${u.asha!.id}, ${date('2026-11-25')}, 'lunch')`;
    expect(await lunch()).toEqual({ meal: 'lunch', total: 2, notAffordable: 1 });
    await db.$executeRaw`UPDATE "User" SET "creditPaise" = 50000 WHERE "id" = ${u.bala!.id}`;
    expect(await lunch()).toEqual({ meal: 'lunch', total: 2, notAffordable: 0 });
    await db.$executeRaw`DELETE FROM "Skip" WHERE "userId" = ${u.asha!.id} AND "date" = ${date('2026-11-25')}`;
    await db.$executeRaw`UPDATE "User" SET "creditPaise" = 20000 WHERE "id" = ${u.bala!.id}`;
    expect(await lunch()).toEqual({ meal: 'lunch', total: 3, notAffordable: 1 });
  });

  it('keeps a whole answer for admins only: a customer asking the same document after an admin is refused', async () => {
    expect((await t.gql(SUMMARY, {}, { token: admin.token })).errors).toBeUndefined();
    expect((await t.gql(SUMMARY, {}, { token: admin.token })).data.summary.today.totalMeals).toBe(5);
    const refused = await t.gql(SUMMARY, {}, { token: u.asha!.token });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is admin-only (visitor 401, customer 403) over GraphQL and REST', async () => {
    for (const [token, code, status] of [
      [null, 'UNAUTHENTICATED', 401],
      [u.asha!.token, 'FORBIDDEN', 403],
    ] as const) {
      expect((await t.gql(SUMMARY, {}, { token })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await t.rest('GET', '/admin/summary/week-remaining', undefined, { token })).status).toBe(status);
    }
  });

  // Last: it changes the routines and charges today's lunch.
  it('keeps a meal past its cut-off as it locked while the routine changes; Deduct all then charges each once', async () => {
    const SET = 'mutation($userId: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $userId, slots: $slots) { userId } }';
    const DEDUCT_ALL = `mutation($meal: MealOfDay!) { deductAll(meal: $meal) {
      date charged chargedUserIds chargedTotal alreadyDeducted failed { userId name message } } }`;
    const summary = async () => (await t.gql(SUMMARY, {}, { token: admin.token })).data.summary;
    const wedLunch = async () => (await t.gql(DISPATCH, { weekday: 'wednesday', meal: 'lunch' }, { token: admin.token })).data.dispatchList;
    const [summaryBefore, dispatchBefore] = [await summary(), await wedLunch()];
    const asha = (lunchToday: Partial<Slot>, fridayLunch: Partial<Slot> = {}) => [
      { weekday: 'wednesday', meal: 'lunch', hour: 13, type: 'veg', drinks: true, addressId: ashaOffice, ...lunchToday },
      { weekday: 'wednesday', meal: 'dinner', hour: 20, type: 'chicken', proteinMultiplier: 2 },
      { weekday: 'thursday', meal: 'breakfast', hour: 8, type: 'egg', snacks: true },
      { weekday: 'friday', meal: 'lunch', hour: 12, type: 'veg', ...fridayLunch },
    ];

    // The kitchen's lunch cut-off is 08:30, so at 09:00 today's lunch (13:00) has locked. Asha turns it
    // into chicken, Bala drops the lunch he cannot pay for, Asha sends it Home instead of the Office:
    // each change is accepted and reaches next week's lunch, while today's stays as it was locked in
    // the summary and the dispatch list the kitchen has planned the run from.
    const CUTOFFS = 'mutation($input: MealCutoffsInput!) { updateMealCutoffs(input: $input) { mealCutoffs { lunch { time } } } }';
    const cutoffs = await t.gql(CUTOFFS, { input: {
      breakfast: { time: '21:00', dayBefore: true }, lunch: { time: '08:30', dayBefore: false }, dinner: { time: '16:00', dayBefore: false },
    } }, { token: admin.token });
    expect(cutoffs.errors).toBeUndefined();
    const today = async () => (await summary()).today;
    const todayBefore = summaryBefore.today;
    const chicken = await t.gql(SET, { userId: u.asha!.id, slots: asha({ type: 'chicken' }) }, { token: admin.token });
    expect(chicken.errors).toBeUndefined();
    const drop = await t.gql(SET, { userId: u.bala!.id, slots: [
      { weekday: 'thursday', meal: 'lunch', hour: 13, type: 'veg' },
      { weekday: 'friday', meal: 'lunch', hour: 13, type: 'egg' },
      { weekday: 'saturday', meal: 'dinner', hour: 19, type: 'egg', proteinMultiplier: 1 },
    ] }, { token: admin.token });
    expect(drop.errors).toBeUndefined();
    const home = await t.gql(SET, { userId: u.asha!.id, slots: asha({ addressId: null }) }, { token: admin.token });
    expect(home.errors).toBeUndefined();
    expect(await today()).toEqual(todayBefore);
    expect(await wedLunch()).toEqual(dispatchBefore);
    const FROM = 'query($userId: Int!) { routine(userId: $userId) { changesFrom { weekday meal label } } }';
    const from = (await t.gql(FROM, { userId: u.asha!.id }, { token: admin.token })).data.routine.changesFrom;
    expect(from).toContainEqual({ weekday: 'wednesday', meal: 'lunch', label: 'From Wed 2 Dec' });
    expect(from).toContainEqual({ weekday: 'wednesday', meal: 'dinner', label: 'From Wed 25 Nov' });

    // Friday's lunch, two days ahead, still changes (veg 15000 → egg 16000, to the Office), and Friday's
    // list follows.
    const friday = await t.gql(SET, { userId: u.asha!.id, slots: asha({}, { type: 'egg', addressId: ashaOffice }) }, { token: admin.token });
    expect(friday.errors).toBeUndefined();
    const fri = await t.gql(DISPATCH, { weekday: 'friday', meal: 'lunch' }, { token: admin.token });
    expect(fri.data.dispatchList).toMatchObject({ total: 1, entries: [{ name: 'Asha Iyer', categoryType: 'egg', price: 160, addressLabel: 'Office', pin: '560001' }] });

    // Deduct all for today's lunch, clicked 5 times at once: Asha (17000) is charged once, Bala's row
    // fails (29500 > 20000) and Chitra's was charged before.
    const runs = (await Promise.all(Array.from({ length: 5 }, () => t.gql(DEDUCT_ALL, { meal: 'lunch' }, { token: admin.token })))).map(
      (r) => r.data.deductAll,
    );
    expect(runs.flatMap((r) => r.chargedUserIds)).toEqual([u.asha!.id]);
    expect(runs.reduce((sum, r) => sum + r.chargedTotal, 0)).toBe(170);
    for (const run of runs) {
      expect(run.date).toBe('2026-11-25');
      expect(run.charged + run.alreadyDeducted + run.failed.length).toBe(3);
      expect(run.failed).toEqual([{ userId: u.bala!.id, name: 'Bala Murugan', message: 'Insufficient credit' }]);
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.asha!.id } })).creditPaise).toBe(83_000);
    expect(await t.prisma.deduction.count({ where: { userId: u.asha!.id, date: date('2026-11-25'), meal: 'lunch' } })).toBe(1);
    expect((await wedLunch()).entries.map((e: { name: string; deducted: boolean }) => [e.name, e.deducted])).toEqual([
      ['Asha Iyer', true],
      ['Bala Murugan', false],
      ['Chitra Das', true],
    ]);
  });

  it("a pause takes the customer's meals out of the summary and the dispatch list, counted as paused", async () => {
    // Farid pauses Sunday 29 and Monday 30: his Sunday dinner (32000, affordable) is not prepared; his
    // Monday lunch was skipped already and stays his own skip.
    const PAUSE = 'mutation($userId: Int, $input: PauseInput!) { pauseDeliveries(userId: $userId, input: $input) { days } }';
    const paused = await t.gql(PAUSE, { userId: u.farid!.id, input: { from: '2026-11-29', to: '2026-11-30' } }, { token: admin.token });
    expect(paused.errors).toBeUndefined();
    const PAUSED_FIELDS = `{ summary { weekRemaining { date totalMeals skipped paused meals { meal scheduled total skipped paused } } } }`;
    const sunday = (await t.gql(PAUSED_FIELDS, {}, { token: admin.token })).data.summary.weekRemaining.find((d: { date: string }) => d.date === '2026-11-29');
    // Sunday: Chitra's lunch (to prepare) and Farid's dinner (paused).
    expect(sunday).toEqual({
      date: '2026-11-29',
      totalMeals: 1,
      skipped: 1,
      paused: 1,
      meals: [
        { meal: 'breakfast', scheduled: 0, total: 0, skipped: 0, paused: 0 },
        { meal: 'lunch', scheduled: 1, total: 1, skipped: 0, paused: 0 },
        { meal: 'dinner', scheduled: 1, total: 0, skipped: 1, paused: 1 },
      ],
    });
    const SKIPPED = `query($weekday: Weekday, $meal: MealOfDay) { dispatchList(weekday: $weekday, meal: $meal) { total skipped { name paused } } }`;
    expect((await t.gql(SKIPPED, { weekday: 'sunday', meal: 'dinner' }, { token: admin.token })).data.dispatchList).toEqual({
      total: 0,
      skipped: [{ name: 'Farid Khan', paused: true }],
    });
    expect((await t.gql(SKIPPED, { weekday: 'monday', meal: 'lunch' }, { token: admin.token })).data.dispatchList).toEqual({
      total: 0,
      skipped: [{ name: 'Farid Khan', paused: false }],
    });
  });
  it('one-day changes, a closure and delivery states, worked by hand', async () => {
    const day = async (d: string) => {
      const summary = (await t.gql(SUMMARY, {}, { token: admin.token })).data.summary;
      return [summary.today, summary.tomorrow, ...summary.weekRemaining].find((x: { date: string }) => x.date === d);
    };
    const mealOf = (d: { meals: { meal: string }[] }, meal: string) => d.meals.find((m) => m.meal === meal) as any;
    const typeOf = (m: { types: { type: string }[] }, type: string) => m.types.find((x) => x.type === type) as any;
    const CHANGE = 'mutation($u: Int, $i: MealChangeInput!) { changeMealForDay(userId: $u, input: $i) { date } }';
    const change = async (user: string, input: Record<string, unknown>) =>
      expect((await t.gql(CHANGE, { u: u[user]!.id, i: input }, { token: admin.token })).errors).toBeUndefined();

    // Saturday: Bala's dinner (egg + 1 portion = 21000 > his 20000) becomes plain veg for that day
    // (15000 <= 20000): still one dinner, now veg and affordable, one portion fewer.
    const satBefore = mealOf(await day('2026-11-28'), 'dinner');
    await change('bala', { date: '2026-11-28', meal: 'dinner', hour: 19, type: 'veg' });
    const sat = mealOf(await day('2026-11-28'), 'dinner');
    expect(sat.scheduled).toBe(satBefore.scheduled);
    expect(sat.total).toBe(satBefore.total);
    expect(typeOf(sat, 'egg').total).toBe(typeOf(satBefore, 'egg').total - 1);
    expect(typeOf(sat, 'veg').total).toBe(typeOf(satBefore, 'veg').total + 1);
    expect(typeOf(sat, 'egg').extraProtein).toBe(typeOf(satBefore, 'egg').extraProtein - 1);
    expect(sat.notAffordable).toBe(satBefore.notAffordable - 1);
    expect(sat.notAffordableUsers.some((x: { name: string }) => x.name === 'Bala Murugan')).toBe(false);
    // Saturday's dispatch list shows it as changed; next Saturday's is the routine's again.
    const SAT = `query($d: Date) { dispatchList(date: $d, meal: dinner) { entries { name categoryType proteinMultiplier price } } }`;
    const balaOn = async (d: string) => (await t.gql(SAT, { d }, { token: admin.token })).data.dispatchList.entries.find((e: { name: string }) => e.name === 'Bala Murugan');
    expect(await balaOn('2026-11-28')).toEqual({ name: 'Bala Murugan', categoryType: 'veg', proteinMultiplier: 0, price: 150 });
    expect(await balaOn('2026-12-05')).toEqual({ name: 'Bala Murugan', categoryType: 'egg', proteinMultiplier: 1, price: 210 });

    // Sunday: Asha adds a breakfast (egg + snacks = 18500) for that day only; Sunday had none.
    await change('asha', { date: '2026-11-29', meal: 'breakfast', hour: 8, type: 'egg', snacks: true });
    const sunBreakfast = mealOf(await day('2026-11-29'), 'breakfast');
    expect(sunBreakfast).toMatchObject({ scheduled: 1, total: 1, skipped: 0, notAffordable: 0 });
    expect(typeOf(sunBreakfast, 'egg')).toEqual({ type: 'egg', total: 1, extraProtein: 0, drinks: 0, snacks: 1 });

    // The kitchen closes Sunday's lunch: Chitra's chicken lunch (20000 > her credit) is neither
    // counted nor short of credit; the summary names the closure.
    const CLOSE = 'mutation { closeKitchen(input: { date: "2026-11-29", meal: lunch, reason: "Pongal" }) { closureId } }';
    expect((await t.gql(CLOSE, {}, { token: admin.token })).errors).toBeUndefined();
    const SUNDAY = '{ summary { weekRemaining { date meals { meal closedReason total notAffordable } } } }';
    const sunday = (await t.gql(SUNDAY, {}, { token: admin.token })).data.summary.weekRemaining.find((x: { date: string }) => x.date === '2026-11-29');
    expect(sunday.meals.find((m: { meal: string }) => m.meal === 'lunch')).toEqual({ meal: 'lunch', closedReason: 'Pongal', total: 0, notAffordable: 0 });
    // A closed meal cannot be changed for the day either.
    const closed = await t.gql(CHANGE, { u: u.chitra!.id, i: { date: '2026-11-29', meal: 'lunch', hour: 13, type: 'veg' } }, { token: admin.token });
    expect(closed.errors?.[0]?.message).toBe('The kitchen is closed for this meal');

    // Today's lunch has locked (08:30): Asha's is delivered, Chitra's (charged 16000) is not. The
    // counts do not move; Chitra's charge is returned once.
    const todayBefore = (await day('2026-11-25'));
    const MEALS = '{ meals(date: "2026-11-25", meal: lunch) { edges { node { id customerName state } } } }';
    const nodes = (await t.gql(MEALS, {}, { token: admin.token })).data.meals.edges.map((e: { node: unknown }) => e.node);
    const idOf = (name: string) => nodes.find((n: { customerName: string }) => n.customerName === name).id;
    const SET = 'mutation($id: ID!, $s: MealDeliveryStatus!, $r: NotDeliveredReason) { setMealDelivery(id: $id, status: $s, reason: $r) { state } }';
    expect((await t.gql(SET, { id: idOf('Asha Iyer'), s: 'delivered' }, { token: admin.token })).data.setMealDelivery.state).toBe('delivered');
    expect((await t.gql(SET, { id: idOf('Chitra Das'), s: 'not_delivered', r: 'not_at_home' }, { token: admin.token })).data.setMealDelivery.state).toBe('not_delivered');
    expect(await day('2026-11-25')).toEqual(todayBefore);
    const STATES = 'query { dispatchList(date: "2026-11-25", meal: lunch) { entries { name state deducted creditReturned } } }';
    const states = async () => (await t.gql(STATES, {}, { token: admin.token })).data.dispatchList.entries;
    expect(await states()).toEqual([
      { name: 'Asha Iyer', state: 'delivered', deducted: true, creditReturned: false },
      { name: 'Bala Murugan', state: 'locked', deducted: false, creditReturned: false },
      { name: 'Chitra Das', state: 'not_delivered', deducted: true, creditReturned: false },
    ]);
    const creditBefore = (await t.prisma.user.findUniqueOrThrow({ where: { id: u.chitra!.id } })).creditPaise;
    const RETURN = 'mutation($id: ID!) { returnMealCredit(id: $id) { creditReturned } }';
    expect((await t.gql(RETURN, { id: idOf('Chitra Das') }, { token: admin.token })).data.returnMealCredit.creditReturned).toBe(true);
    expect((await t.gql(RETURN, { id: idOf('Chitra Das') }, { token: admin.token })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.chitra!.id } })).creditPaise).toBe(creditBefore + 16_000);
    expect((await states())[2]).toEqual({ name: 'Chitra Das', state: 'not_delivered', deducted: true, creditReturned: true });
  });
});

describe.each(dbKinds)('summary SQL statements on %s', (kind) => {
  it('stay the same for 3 users and for 30', async () => {
    const statements: string[] = [];
    const db = await createTestDatabase(kind, { log: (e) => statements.push(e.query) });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      CODE_SECRET: 'test-code-secret-test-code-secret-0123',
      STATIC_DIR: '/nonexistent',
      // Read the viewer on every request, so that both counts include its statement.
      VIEWER_CACHE_MS: '0',
    });
    const app = await createApp({ config, database: db, mailTransport: null, now: () => new Date(NOW) });
    try {
      const admin = await db.prisma.user.create({ data: { name: 'Admin', email: 'admin@example.com', phone: '', role: 'admin', emailVerified: true } });
      const token = await app.services.tokens.issue({ id: admin.id, role: 'admin' });
      let made = 0;
      async function addUsers(n: number) {
        for (let i = 0; i < n; i++, made++) {
          const user = await db.prisma.user.create({
            data: { name: `User ${made}`, email: `user${made}@example.com`, phone: '9876543210', emailVerified: true, creditPaise: made * 1000 },
          });
          const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
          await db.prisma.routineSlot.createMany({
            data: days.flatMap((weekday) => [
              { userId: user.id, weekday, meal: 'breakfast' as const, hour: 8, type: 'egg' as const },
              { userId: user.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const, drinks: true },
              { userId: user.id, weekday, meal: 'dinner' as const, hour: 20, type: 'chicken' as const, proteinMultiplier: 1 },
            ]),
          });
          await db.prisma.skip.create({ data: { userId: user.id, date: date('2026-11-27'), meal: 'lunch' } });
        }
      }
      async function countSummary() {
        statements.length = 0;
        const res = await app.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: SUMMARY }),
        });
        const body = (await res.json()) as { errors?: unknown; data: { summary: { today: { totalMeals: number } } } };
        expect(body.errors).toBeUndefined();
        return { count: statements.length, totalMeals: body.data.summary.today.totalMeals };
      }

      await addUsers(3);
      const small = await countSummary();
      expect(small.totalMeals).toBe(9);
      await addUsers(27);
      const large = await countSummary();
      expect(large.totalMeals).toBe(90);
      expect(large.count).toBe(small.count);
      // The viewer's row, the summary's counter, the prices, the counted occurrences, the ones short
      // of credit and the kitchen's closures (the added users moved the counter: the summary was
      // computed again).
      expect(small.count).toBe(6);
      // Nothing changed since: the kept summary answers after reading the counter.
      const again = await countSummary();
      expect(again).toEqual({ count: 2, totalMeals: 90 });
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
