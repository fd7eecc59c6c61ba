// The meal ledger through the real gateway on PGlite and PostgreSQL: a day's meals are planned from
// the routine until their cut-off, then locked as they were, once, however many ask; the dispatch
// list and the charge read the locked meals, so later changes to prices, dishes, addresses or the
// routine no longer move them; riders (delivery staff) read today's run and record each delivery.
// "Now" starts on Wednesday 25 November 2026 at 09:00, India time, and each test moves it on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_MESSAGES, MEAL_MESSAGES, RATING_MESSAGES } from '@freshmeals/rules/meals';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';
import { gqlUpload } from '../support/uploads.ts';
import { solidPng } from '../support/png.ts';
import { MESSAGES as IMAGE_MESSAGES } from '@freshmeals/rules/dishes';

const START = Date.parse('2026-11-25T09:00:00+05:30');
const DISPATCH = `query($d: Date, $m: MealOfDay) { dispatchList(date: $d, meal: $m) {
  total entries { userId hour price dishName address pin deducted } skipped { userId paused } } }`;
const MEALS = `query($d: Date, $m: MealOfDay, $s: [MealState!], $u: Int) { meals(date: $d, meal: $m, states: $s, userId: $u) {
  totalCount edges { node { id mealId date meal hour categoryType dishName state reason note customerName phone address pin } } } }`;
const SET = `mutation($id: ID!, $s: MealDeliveryStatus!, $r: NotDeliveredReason, $n: String) {
  setMealDelivery(id: $id, status: $s, reason: $r, note: $n) { mealId state reason note stateChangedAt } }`;

describe.each(dbKinds)('the meal ledger on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let kitchen: TestUser;
  let rider: TestUser;
  let customer: TestUser;
  let seq = 0;

  /** Moves "now" to an instant (India time), never back. */
  const at = (iso: string) => {
    const target = Date.parse(iso);
    expect(target, 'the clock only moves on').toBeGreaterThanOrEqual(t.clock.now().getTime());
    t.clock.advance(target - t.clock.now().getTime());
  };
  const ok = async (query: string, variables: Record<string, unknown>, token: string) => {
    const result = await t.gql(query, variables, { token });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data;
  };
  /** A customer with a lunch on `weekday` (13:00, veg) and an address at `pin`. */
  const eater = async (weekday: string, pin = '560038', creditPaise = 100_000) => {
    const n = seq++;
    const user = await t.prisma.user.create({
      data: { name: `Eater ${String(n).padStart(2, '0')}`, email: `ledger.${kind}.${n}@example.com`, phone: `98700${String(n).padStart(5, '0')}`, emailVerified: true, creditPaise },
    });
    await t.prisma.address.create({ data: { userId: user.id, label: 'Home', line1: `${n}, 2nd Cross`, city: 'Bengaluru', pin, isDefault: true } });
    await t.prisma.routineSlot.create({ data: { userId: user.id, weekday: weekday as 'monday', meal: 'lunch', hour: 13, type: 'veg' } });
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.advance(START - t.clock.now().getTime());
    admin = await createUserAndLogin(t, { role: 'admin' });
    kitchen = await createUserAndLogin(t, { role: 'kitchen' });
    rider = await createUserAndLogin(t, { role: 'delivery' });
    customer = await createUserAndLogin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('plans a meal from the routine until its cut-off, then keeps it as it was locked; skips and pauses are kept too', async () => {
    const date = '2026-11-25';
    const going = await eater('wednesday');
    const skipper = await eater('wednesday');
    const paused = await eater('wednesday');
    await t.prisma.skip.create({ data: { userId: skipper.id, date: new Date(`${date}T00:00:00Z`), meal: 'lunch' } });
    const pause = await t.prisma.pause.create({ data: { userId: paused.id, fromDate: new Date(`${date}T00:00:00Z`), toDate: new Date(`${date}T00:00:00Z`) } });
    await t.prisma.skip.create({ data: { userId: paused.id, date: new Date(`${date}T00:00:00Z`), meal: 'lunch', pauseId: pause.id } });
    const mine = (list: { entries: { userId: number }[] }) => list.entries.filter((e) => e.userId === going.id);

    // 09:00: before lunch's cut-off (10:00) nothing is locked, and a change still counts.
    const before = (await ok(DISPATCH, { d: date, m: 'lunch' }, admin.token)).dispatchList;
    expect(mine(before)).toEqual([expect.objectContaining({ hour: 13, price: 139 })]);
    expect((await ok(MEALS, { d: date, m: 'lunch' }, admin.token)).meals.totalCount).toBe(0);
    expect(await t.prisma.mealLock.count({ where: { date: new Date(`${date}T00:00:00Z`), meal: 'lunch' } })).toBe(0);
    await t.prisma.routineSlot.update({ where: { userId_weekday_meal: { userId: going.id, weekday: 'wednesday', meal: 'lunch' } }, data: { hour: 14 } });

    at('2026-11-25T10:00:00+05:30');
    const locked = (await ok(DISPATCH, { d: date, m: 'lunch' }, admin.token)).dispatchList;
    expect(mine(locked)).toEqual([expect.objectContaining({ hour: 14, price: 139, pin: '560038', deducted: false })]);
    expect(locked.skipped).toEqual(expect.arrayContaining([{ userId: skipper.id, paused: false }, { userId: paused.id, paused: true }]));
    const SUMMARY = '{ summary { today { meals { meal scheduled total skipped paused types { type total } } } } }';
    const lunchSummary = async () => (await ok(SUMMARY, {}, admin.token)).summary.today.meals.find((m: { meal: string }) => m.meal === 'lunch');
    const lockedSummary = await lunchSummary();
    expect(lockedSummary).toMatchObject({ scheduled: 3, total: 1, skipped: 2, paused: 1 });
    const states = (await ok(MEALS, { d: date, m: 'lunch' }, admin.token)).meals.edges.map((e: any) => [e.node.customerName, e.node.state]);
    expect(states).toEqual(expect.arrayContaining([[going.name, 'locked'], [skipper.name, 'skipped'], [paused.name, 'paused']]));

    // After the cut-off: a new price, a new hour, a removed address and a new customer move nothing.
    await t.prisma.price.upsert({ where: { key: 'veg' }, create: { key: 'veg', amountPaise: 20_000 }, update: { amountPaise: 20_000 } });
    await t.prisma.routineSlot.update({ where: { userId_weekday_meal: { userId: going.id, weekday: 'wednesday', meal: 'lunch' } }, data: { hour: 16 } });
    await t.prisma.address.deleteMany({ where: { userId: going.id } });
    const late = await eater('wednesday');
    const after = (await ok(DISPATCH, { d: date, m: 'lunch' }, admin.token)).dispatchList;
    expect(after.entries).toEqual(locked.entries);
    expect(after.entries.some((e: { userId: number }) => e.userId === late.id)).toBe(false);
    // The home page's summary counts the locked meals too, not the routine as it is now; so do the
    // customers' coming meals.
    expect(await lunchSummary()).toEqual(lockedSummary);
    const COMING = '{ upcomingMeals(days: 1) { date meal hour price } }';
    const goingToken = await t.app.services.tokens.issue({ id: going.id, role: 'customer' });
    expect((await ok(COMING, {}, goingToken)).upcomingMeals).toEqual([{ date, meal: 'lunch', hour: 14, price: 139 }]);
    const lateToken = await t.app.services.tokens.issue({ id: late.id, role: 'customer' });
    expect((await ok(COMING, {}, lateToken)).upcomingMeals).toEqual([]);

    // The charge is the locked price; a skipped meal is refused with its reason.
    const charged = await ok('mutation($u: Int!) { deductCredits(userId: $u, meal: lunch) { deducted } }', { u: going.id }, admin.token);
    expect(charged.deductCredits.deducted).toBe(139);
    const skippedCharge = await t.gql('mutation($u: Int!) { deductCredits(userId: $u, meal: lunch) { deducted } }', { u: skipper.id }, { token: admin.token });
    expect(skippedCharge.errors?.[0]?.message).toBe('This meal was skipped');
    const unlisted = await t.gql('mutation($u: Int!) { deductCredits(userId: $u, meal: lunch) { deducted } }', { u: late.id }, { token: admin.token });
    expect(unlisted.errors?.[0]?.message).toBe('No meal scheduled for this user at that time');
    await t.prisma.price.deleteMany({ where: { key: 'veg' } });
  });

  it('locks a day once, however many ask at the same time, and the job locks what is due', async () => {
    // Thursday's lunch, asked for by five readers at once after its cut-off.
    const eaters = [await eater('thursday'), await eater('thursday'), await eater('thursday')];
    at('2026-11-26T10:05:00+05:30');
    const lists = await Promise.all(Array.from({ length: 5 }, () => ok(DISPATCH, { d: '2026-11-26', m: 'lunch' }, admin.token)));
    for (const list of lists) expect(list.dispatchList.entries).toEqual(lists[0].dispatchList.entries);
    const thursday = new Date('2026-11-26T00:00:00Z');
    expect(await t.prisma.mealRecord.count({ where: { date: thursday, meal: 'lunch', userId: { in: eaters.map((e) => e.id) } } })).toBe(3);
    expect(await t.prisma.mealLock.count({ where: { date: thursday, meal: 'lunch' } })).toBe(1);

    // Nobody asked for Thursday's dinner: the job locks it after 16:00, and Friday's breakfast after 21:00.
    await t.prisma.routineSlot.create({ data: { userId: eaters[0]!.id, weekday: 'thursday', meal: 'dinner', hour: 20, type: 'egg' } });
    at('2026-11-26T21:00:00+05:30');
    await t.app.jobs.add('lock-meals');
    await t.settled();
    expect(await t.prisma.mealLock.findMany({ where: { date: { gte: thursday } }, select: { date: true, meal: true }, orderBy: [{ date: 'asc' }, { meal: 'asc' }] })).toEqual([
      { date: thursday, meal: 'breakfast' },
      { date: thursday, meal: 'lunch' },
      { date: thursday, meal: 'dinner' },
      { date: new Date('2026-11-27T00:00:00Z'), meal: 'breakfast' },
    ]);
    expect(await t.prisma.mealRecord.findFirst({ where: { userId: eaters[0]!.id, date: thursday, meal: 'dinner' }, select: { state: true, type: true } })).toEqual({
      state: 'locked',
      type: 'egg',
    });
  });

  it("gives riders today's run by PIN code, and records each delivery once, with its reason", async () => {
    // Friday's lunch: two customers in two PIN codes, and one who skipped.
    const far = await eater('friday', '560095');
    const near = await eater('friday', '560001');
    const skipper = await eater('friday');
    await t.prisma.skip.create({ data: { userId: skipper.id, date: new Date('2026-11-27T00:00:00Z'), meal: 'lunch' } });
    at('2026-11-27T12:00:00+05:30');
    const run = (await ok(MEALS, { m: 'lunch', s: ['locked', 'out_for_delivery', 'delivered', 'not_delivered'] }, rider.token)).meals;
    const ours = run.edges.map((e: any) => e.node);
    const byName = (name: string) => ours.find((m: any) => m.customerName === name);
    expect(run.edges.map((e: any) => e.node.pin)).toEqual([...run.edges.map((e: any) => e.node.pin)].sort());
    const nearMeal = byName(near.name);
    const farMeal = byName(far.name);
    expect(nearMeal).toMatchObject({ date: '2026-11-27', meal: 'lunch', hour: 13, categoryType: 'veg', state: 'locked', pin: '560001', phone: near.phone });
    expect(nearMeal.address).toContain('Bengaluru 560001');
    expect(ours.some((m: any) => m.customerName === skipper.name)).toBe(false);

    // A rider reads today's run only, however they ask.
    const yesterday = await t.gql(MEALS, { d: '2026-11-26' }, { token: rider.token });
    expect(yesterday.errors?.[0]).toMatchObject({ message: MEAL_MESSAGES.deliveryToday, extensions: { code: 'FORBIDDEN' } });
    const thursdayMeal = await t.prisma.mealRecord.findFirstOrThrow({ where: { date: new Date('2026-11-26T00:00:00Z') } });
    const old = await t.gql('query($id: ID!) { node(id: $id) { ... on Meal { state } } }', { id: Buffer.from(`Meal:${thursdayMeal.id}`).toString('base64') }, { token: rider.token });
    expect(old.data?.node ?? null).toBeNull();
    expect((await t.gql(SET, { id: String(thursdayMeal.id), s: 'delivered' }, { token: rider.token })).errors?.[0]?.message).toBe(MEAL_MESSAGES.deliveryToday);
    // Nor prices, nor the kitchen's lists.
    expect((await t.gql('{ meals { edges { node { price } } } }', {}, { token: rider.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql('{ dispatchList { total } }', {}, { token: rider.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Bad records are refused with the reason and change nothing.
    const refusals: [Record<string, unknown>, string][] = [
      [{ id: nearMeal.id, s: 'not_delivered' }, MEAL_MESSAGES.reasonRequired],
      [{ id: nearMeal.id, s: 'not_delivered', r: 'other' }, MEAL_MESSAGES.noteRequired],
      [{ id: nearMeal.id, s: 'delivered', n: 'x'.repeat(501) }, MEAL_MESSAGES.noteLength],
      [{ id: '999999', s: 'delivered' }, MEAL_MESSAGES.notFound],
      [{ id: (await t.prisma.mealRecord.findFirstOrThrow({ where: { userId: skipper.id } })).id.toString(), s: 'delivered' }, MEAL_MESSAGES.notInRun],
    ];
    for (const [variables, message] of refusals) {
      expect((await t.gql(SET, variables, { token: rider.token })).errors?.[0]?.message, message).toBe(message);
    }
    expect(await t.prisma.mealRecord.count({ where: { userId: near.id, state: { not: 'locked' } } })).toBe(0);

    // Out, then delivered; a second tap records nothing new.
    expect((await ok(SET, { id: nearMeal.id, s: 'out_for_delivery' }, rider.token)).setMealDelivery.state).toBe('out_for_delivery');
    const delivered = (await ok(SET, { id: nearMeal.id, s: 'delivered' }, rider.token)).setMealDelivery;
    expect(delivered).toMatchObject({ mealId: Number(Buffer.from(nearMeal.id, 'base64').toString().split(':')[1]), state: 'delivered', reason: null });
    const again = (await ok(SET, { id: nearMeal.id, s: 'delivered' }, rider.token)).setMealDelivery;
    expect(again.stateChangedAt).toBe(delivered.stateChangedAt);
    const stored = await t.prisma.mealRecord.findUniqueOrThrow({ where: { id: delivered.mealId } });
    expect(stored.stateChangedById).toBe(rider.id);

    // Not delivered, with the reason and a note, by the kitchen (REST) after the rider's try.
    const farId = Buffer.from(farMeal.id, 'base64').toString().split(':')[1];
    const rest = await t.rest('PATCH', `/admin/meals/${farId}/delivery`, { status: 'not_delivered', reason: 'other', note: 'Gate locked' }, { token: kitchen.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ meal: { id: Number(farId), status: 'not_delivered', reason: 'other', note: 'Gate locked' } });
    expect(rest.body.meal).not.toHaveProperty('price');
    const badRest = await t.rest('PATCH', `/admin/meals/${farId}/delivery`, { status: 'lost' }, { token: kitchen.token });
    expect(badRest.status).toBe(400);

    // Customers may not.
    expect((await t.gql(SET, { id: nearMeal.id, s: 'delivered' }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(MEALS, {}, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Tomorrow's breakfast locks tonight, but cannot be marked before its day.
    await t.prisma.routineSlot.create({ data: { userId: near.id, weekday: 'saturday', meal: 'breakfast', hour: 8, type: 'veg' } });
    at('2026-11-27T21:30:00+05:30');
    const saturday = (await ok(MEALS, { d: '2026-11-28', m: 'breakfast', u: near.id }, admin.token)).meals.edges[0].node;
    expect((await t.gql(SET, { id: saturday.id, s: 'delivered' }, { token: admin.token })).errors?.[0]?.message).toBe(MEAL_MESSAGES.future);
  });

  it('lists meals over REST with prices for admins only, and refuses a bad filter', async () => {
    const admins = await t.rest('GET', '/admin/meals?date=2026-11-27&mealType=lunch&status=delivered,not_delivered', undefined, { token: admin.token });
    expect(admins.status).toBe(200);
    expect(admins.body).toMatchObject({ total: 2, page: 1 });
    expect(admins.body.meals.map((m: { status: string }) => m.status).sort()).toEqual(['delivered', 'not_delivered']);
    expect(admins.body.meals[0]).toHaveProperty('price', 139);
    const kitchens = await t.rest('GET', '/admin/meals?date=2026-11-27&mealType=lunch&status=delivered', undefined, { token: kitchen.token });
    expect(kitchens.status).toBe(200);
    expect(kitchens.body.meals[0]).not.toHaveProperty('price');
    const bad = await t.rest('GET', '/admin/meals?status=eaten', undefined, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MEAL_MESSAGES.state);
    const badDate = await t.rest('GET', '/admin/meals?date=2026-02-30', undefined, { token: admin.token });
    expect(badDate.body.message).toBe('Enter a valid date (YYYY-MM-DD)');
  });

  it("gives back the charge of a meal not delivered once, on an admin's 'Return credit'", async () => {
    const friday = (states: string[]) => ok(MEALS, { d: '2026-11-27', m: 'lunch', s: states }, admin.token);
    const missed = (await friday(['not_delivered'])).meals.edges.map((e: any) => e.node);
    const served = (await friday(['delivered'])).meals.edges.map((e: any) => e.node);
    expect(missed).toHaveLength(1);
    const userOf = async (node: { id: string }) => {
      const id = Number(Buffer.from(node.id, 'base64').toString().split(':')[1]);
      return (await t.prisma.mealRecord.findUniqueOrThrow({ where: { id } })).userId;
    };
    const missedUser = await userOf(missed[0]);
    const RETURN = 'mutation($id: ID!) { returnMealCredit(id: $id) { mealId state charged creditReturned } }';
    // Not charged yet: nothing to give back.
    expect((await t.gql(RETURN, { id: missed[0].id }, { token: admin.token })).errors?.[0]?.message).toBe(MEAL_MESSAGES.returnNotCharged);
    for (const node of [...missed, ...served]) {
      await ok('mutation($u: Int!) { deductCredits(userId: $u, meal: lunch, date: "2026-11-27") { deducted } }', { u: await userOf(node) }, admin.token);
    }
    const before = (await t.prisma.user.findUniqueOrThrow({ where: { id: missedUser } })).creditPaise;
    // Only admins, and only for a meal not delivered.
    expect((await t.gql(RETURN, { id: missed[0].id }, { token: kitchen.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(RETURN, { id: missed[0].id }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(RETURN, { id: served[0].id }, { token: admin.token })).errors?.[0]).toMatchObject({
      message: MEAL_MESSAGES.returnNotDelivered, extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await t.gql(RETURN, { id: '999999' }, { token: admin.token })).errors?.[0]?.message).toBe(MEAL_MESSAGES.notFound);

    // Pressed five times at once: one reversal, the balance back once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.gql(RETURN, { id: missed[0].id }, { token: admin.token })));
    const done = answers.filter((a) => !a.errors);
    expect(done).toHaveLength(1);
    expect(done[0]!.data.returnMealCredit).toMatchObject({ state: 'not_delivered', charged: 139, creditReturned: true });
    for (const refused of answers.filter((a) => a.errors)) {
      expect(refused.errors?.[0]).toMatchObject({ message: MEAL_MESSAGES.returnedAlready, extensions: { code: 'CONFLICT' } });
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: missedUser } })).creditPaise).toBe(before + 13_900);
    const deduction = await t.prisma.deduction.findUniqueOrThrow({
      where: { userId_date_meal: { userId: missedUser, date: new Date('2026-11-27T00:00:00Z'), meal: 'lunch' } },
      select: { transactionId: true },
    });
    expect(await t.prisma.creditTransaction.count({ where: { reversesId: deduction.transactionId, type: 'credit', amountPaise: 13_900 } })).toBe(1);
    // The dispatch list says so; REST answers the same rules (a second return is 409, a delivered meal 400).
    const STATES = 'query($d: Date, $m: MealOfDay) { dispatchList(date: $d, meal: $m) { entries { state deducted creditReturned } } }';
    const list = (await ok(STATES, { d: '2026-11-27', m: 'lunch' }, admin.token)).dispatchList;
    const rows = list.entries.filter((e: any) => e.state === 'not_delivered' || e.state === 'delivered');
    expect(rows.map((e: any) => [e.state, e.creditReturned]).sort()).toEqual([['delivered', false], ['not_delivered', true]]);
    const mealIdOf = (node: { id: string }) => Buffer.from(node.id, 'base64').toString().split(':')[1];
    expect((await t.rest('POST', `/admin/meals/${mealIdOf(missed[0])}/return-credit`, undefined, { token: admin.token })).status).toBe(409);
    const restServed = await t.rest('POST', `/admin/meals/${mealIdOf(served[0])}/return-credit`, undefined, { token: admin.token });
    expect(restServed).toMatchObject({ status: 400, body: { message: MEAL_MESSAGES.returnNotDelivered } });
    expect((await t.rest('POST', `/admin/meals/${mealIdOf(missed[0])}/return-credit`, undefined, { token: kitchen.token })).status).toBe(403);
  });

  it("follows the kitchen's order of PIN codes in the rider's run, meals already locked included", async () => {
    const first = await eater('saturday', '560095');
    const second = await eater('saturday', '560001');
    const rest = await eater('saturday', '560038');
    await t.prisma.serviceAreaPin.createMany({ data: ['560095', '560001', '560038'].map((pin) => ({ pin })), skipDuplicates: true });
    at('2026-11-28T10:30:00+05:30');
    const ORDER = 'mutation($p: [String!]!) { setRunOrder(pins: $p) { pin runOrder } }';
    const ours = async () =>
      (await ok(MEALS, { m: 'lunch' }, rider.token)).meals.edges
        .map((e: any) => e.node)
        .filter((m: any) => [first.name, second.name, rest.name].includes(m.customerName))
        .map((m: any) => m.pin);
    // By PIN code until the kitchen says otherwise (the lunch locks on this first read).
    expect(await ours()).toEqual(['560001', '560038', '560095']);
    const set = (await ok(ORDER, { p: ['560095', '560001'] }, admin.token)).setRunOrder;
    expect(set.slice(0, 3)).toEqual([{ pin: '560095', runOrder: 1 }, { pin: '560001', runOrder: 2 }, { pin: '560038', runOrder: null }]);
    expect(await ours()).toEqual(['560095', '560001', '560038']);
    // Changed again: the locked meals follow at once.
    await ok(ORDER, { p: ['560038'] }, admin.token);
    expect(await ours()).toEqual(['560038', '560001', '560095']);
    // Only PIN codes of the area, once each; admins only.
    const outside = await t.gql(ORDER, { p: ['110001'] }, { token: admin.token });
    expect(outside.errors?.[0]).toMatchObject({ message: 'Only PIN codes of the service area can be put in the delivery order', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.gql(ORDER, { p: ['560038', '560038'] }, { token: admin.token })).errors?.[0]?.message).toBe('Each PIN code can be in the delivery order once');
    for (const user of [kitchen, rider, customer]) {
      expect((await t.gql(ORDER, { p: [] }, { token: user.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await ours()).toEqual(['560038', '560001', '560095']);
    // The public list of PIN codes is in the run's order, without the order itself.
    expect((await t.gql('{ serviceArea { pin } }')).data.serviceArea[0]).toEqual({ pin: '560038' });
    expect((await t.gql('{ serviceArea { runOrder } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await ok(ORDER, { p: [] }, admin.token);
  });

  it("takes each meal's cut-off from the admin's setting; customers read it", async () => {
    const SETTINGS = '{ settings { mealCutoffs { breakfast { time dayBefore label } lunch { time dayBefore label } } } }';
    expect((await ok(SETTINGS, {}, customer.token)).settings.mealCutoffs).toEqual({
      breakfast: { time: '21:00', dayBefore: true, label: 'Changes until 21:00 the day before' },
      lunch: { time: '10:00', dayBefore: false, label: 'Changes until 10:00' },
    });
    const UPDATE = 'mutation($i: MealCutoffsInput!) { updateMealCutoffs(input: $i) { mealCutoffs { lunch { time } } } }';
    const input = (lunch: string) => ({ i: { breakfast: { time: '21:00', dayBefore: true }, lunch: { time: lunch, dayBefore: false }, dinner: { time: '16:00', dayBefore: false } } });
    expect((await t.gql(UPDATE, input('11:30'), { token: kitchen.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, input('25:00'), { token: admin.token })).errors?.[0]?.message).toBe(MEAL_MESSAGES.cutoffTime);
    expect((await ok(UPDATE, input('11:30'), admin.token)).updateMealCutoffs.mealCutoffs.lunch.time).toBe('11:30');

    // Monday's lunch: not locked at 11:00, locked at 11:30.
    const monday = await eater('monday');
    at('2026-11-30T11:00:00+05:30');
    expect((await ok(MEALS, { d: '2026-11-30', m: 'lunch', u: monday.id }, admin.token)).meals.totalCount).toBe(0);
    at('2026-11-30T11:30:00+05:30');
    expect((await ok(MEALS, { d: '2026-11-30', m: 'lunch', u: monday.id }, admin.token)).meals.totalCount).toBe(1);
  });

  it('closes the kitchen for a day or a meal: nothing is listed, counted or charged, customers are e-mailed once, and it reopens', async () => {
    const CLOSE = 'mutation($i: CloseKitchenInput!) { closeKitchen(input: $i) { closureId date meal reason } }';
    // Now Monday 30 November, 11:30. Tuesday 1 December: two customers, one with lunch and dinner.
    const both = await eater('tuesday');
    await t.prisma.routineSlot.create({ data: { userId: both.id, weekday: 'tuesday', meal: 'dinner', hour: 20, type: 'veg' } });
    const lunchOnly = await eater('tuesday');
    const closed = await ok(CLOSE, { i: { date: '2026-12-01', reason: 'Diwali' } }, admin.token);
    expect(closed.closeKitchen.map((c: { meal: string }) => c.meal)).toEqual(['breakfast', 'lunch', 'dinner']);
    await t.settled();
    const mails = await t.prisma.emailOutbox.findMany({ where: { tag: 'kitchen-closed' }, orderBy: { id: 'asc' } });
    expect(mails.map((m) => m.to).sort()).toEqual([both.email, lunchOnly.email].sort());
    const bothMail = mails.find((m) => m.to === both.email)!;
    expect(bothMail.subject).toBe('FreshMeals: our kitchen is closed on Tue, 1 Dec (Diwali)');
    expect(bothMail.text).toContain('Your lunch and dinner that day will not be delivered, and you will not be charged for them.');

    // Nothing to dispatch, nothing counted (the summary says why), the customer sees why, no skip.
    expect((await ok(DISPATCH, { d: '2026-12-01', m: 'lunch' }, admin.token)).dispatchList.total).toBe(0);
    const tomorrow = (await ok('{ summary { tomorrow { date meals { meal closedReason total } } } }', {}, admin.token)).summary.tomorrow;
    expect(tomorrow.meals).toEqual([
      { meal: 'breakfast', closedReason: 'Diwali', total: 0 },
      { meal: 'lunch', closedReason: 'Diwali', total: 0 },
      { meal: 'dinner', closedReason: 'Diwali', total: 0 },
    ]);
    const bothToken = await t.app.services.tokens.issue({ id: both.id, role: 'customer' });
    const coming = (await ok('{ upcomingMeals(days: 2) { date meal closedReason canSkip notAffordable } }', {}, bothToken)).upcomingMeals;
    expect(coming.filter((m: { date: string }) => m.date === '2026-12-01')).toEqual([
      { date: '2026-12-01', meal: 'lunch', closedReason: 'Diwali', canSkip: false, notAffordable: false },
      { date: '2026-12-01', meal: 'dinner', closedReason: 'Diwali', canSkip: false, notAffordable: false },
    ]);
    const skip = await t.gql('mutation { skipMeal(date: "2026-12-01", meal: lunch) { id } }', {}, { token: bothToken });
    expect(skip.errors?.[0]?.message).toBe(CLOSURE_MESSAGES.closed);

    // Refused: closed twice, a past day, by kitchen staff, without a reason.
    expect((await t.gql(CLOSE, { i: { date: '2026-12-01', meal: 'lunch', reason: 'Again' } }, { token: admin.token })).errors?.[0]).toMatchObject({
      message: CLOSURE_MESSAGES.already,
      extensions: { code: 'CONFLICT' },
    });
    expect((await t.gql(CLOSE, { i: { date: '2026-11-29', reason: 'Late' } }, { token: admin.token })).errors?.[0]?.message).toBe(CLOSURE_MESSAGES.past);
    expect((await t.gql(CLOSE, { i: { date: '2026-12-02', reason: ' ' } }, { token: admin.token })).errors?.[0]?.message).toBe(CLOSURE_MESSAGES.reason);
    expect((await t.gql(CLOSE, { i: { date: '2026-12-02', reason: 'Maintenance' } }, { token: kitchen.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ok('{ kitchenClosures { date meal reason } }', {}, kitchen.token)).kitchenClosures).toHaveLength(3);
    expect(await t.prisma.mealRecord.count({ where: { date: new Date('2026-12-01T00:00:00Z') } })).toBe(0);

    // Today's lunch was charged already: it cannot be closed. Today's dinner, locked at 16:00, can;
    // its locked meals are closed, not charged, and back on the list once reopened.
    const monday = new Date('2026-11-30T00:00:00Z');
    const lunchEater = (await t.prisma.mealRecord.findFirstOrThrow({ where: { date: monday, meal: 'lunch', state: 'locked' } })).userId;
    await ok('mutation($u: Int!) { deductCredits(userId: $u, meal: lunch) { deducted } }', { u: lunchEater }, admin.token);
    expect((await t.gql(CLOSE, { i: { date: '2026-11-30', meal: 'lunch', reason: 'Power cut' } }, { token: admin.token })).errors?.[0]?.message).toBe(CLOSURE_MESSAGES.charged);
    const diner = await eater('monday');
    await t.prisma.routineSlot.update({ where: { userId_weekday_meal: { userId: diner.id, weekday: 'monday', meal: 'lunch' } }, data: { meal: 'dinner', hour: 19 } });
    at('2026-11-30T16:30:00+05:30');
    expect((await ok(DISPATCH, { d: '2026-11-30', m: 'dinner' }, admin.token)).dispatchList.entries.map((e: { userId: number }) => e.userId)).toContain(diner.id);
    const rest = await t.rest('POST', '/admin/closures', { date: '2026-11-30', mealType: 'dinner', reason: 'Power cut' }, { token: admin.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ message: 'Kitchen closed', closures: [{ date: '2026-11-30', mealType: 'dinner', reason: 'Power cut' }] });
    expect((await ok(DISPATCH, { d: '2026-11-30', m: 'dinner' }, admin.token)).dispatchList.total).toBe(0);
    expect(await t.prisma.mealRecord.findFirst({ where: { userId: diner.id, date: monday, meal: 'dinner' }, select: { state: true } })).toEqual({ state: 'closed' });
    const charge = await t.gql('mutation($u: Int!) { deductCredits(userId: $u, meal: dinner) { deducted } }', { u: diner.id }, { token: admin.token });
    expect(charge.errors?.[0]?.message).toBe(CLOSURE_MESSAGES.closed);
    const listed = await t.rest('GET', '/admin/closures?from=2026-11-30', undefined, { token: kitchen.token });
    expect(listed.body.closures.map((c: { date: string; mealType: string }) => `${c.date} ${c.mealType}`)).toEqual([
      '2026-11-30 dinner',
      '2026-12-01 breakfast',
      '2026-12-01 lunch',
      '2026-12-01 dinner',
    ]);
    const reopened = await t.rest('DELETE', `/admin/closures/${rest.body.closures[0].id}`, undefined, { token: admin.token });
    expect(reopened.body).toMatchObject({ message: 'Kitchen reopened', reopened: true });
    expect((await ok(DISPATCH, { d: '2026-11-30', m: 'dinner' }, admin.token)).dispatchList.entries.map((e: { userId: number }) => e.userId)).toContain(diner.id);
    expect((await t.rest('DELETE', '/admin/closures/999999', undefined, { token: admin.token })).status).toBe(404);
  });

  it('a customer lists their meals and rates a delivered one within 3 days; the dish shows its average and comments', async () => {
    const RATE = 'mutation($id: ID!, $s: Int!, $c: String) { rateMeal(id: $id, stars: $s, comment: $c) { rating ratingComment canRate } }';
    const category = await t.prisma.dishCategory.create({ data: { name: `Ledger ${kind}`, nameKey: `ledger ${kind}` } });
    const dish = await t.prisma.dish.create({ data: { name: 'Rajma Chawal', description: 'Kidney beans and rice', type: 'veg', categoryId: category.id } });
    await t.prisma.menuItem.create({ data: { weekStart: new Date('2026-11-30T00:00:00Z'), weekday: 'wednesday', meal: 'lunch', type: 'veg', dishId: dish.id } });
    const eaters = [await eater('wednesday'), await eater('wednesday')];
    const tokens = await Promise.all(eaters.map((e) => t.app.services.tokens.issue({ id: e.id, role: 'customer' })));
    at('2026-12-02T14:00:00+05:30');
    const mealsOf = async (token: string) => (await ok('{ viewer { meals { mealId date meal dishName state price charged rating canRate } } }', {}, token)).viewer.meals;
    const [mine] = (await mealsOf(tokens[0]!)).filter((m: { date: string }) => m.date === '2026-12-02');
    expect(mine).toMatchObject({ meal: 'lunch', dishName: 'Rajma Chawal', state: 'locked', price: 139, charged: null, rating: null, canRate: false });
    expect((await t.gql(RATE, { id: String(mine.mealId), s: 5 }, { token: tokens[0] })).errors?.[0]?.message).toBe(RATING_MESSAGES.notDelivered);

    // Delivered and charged: both customers rate it; a second rating replaces the first.
    for (const e of eaters) {
      const meal = await t.prisma.mealRecord.findFirstOrThrow({ where: { userId: e.id, date: new Date('2026-12-02T00:00:00Z') } });
      await ok(SET, { id: String(meal.id), s: 'delivered' }, admin.token);
      await ok('mutation($u: Int!) { deductCredits(userId: $u, meal: lunch) { deducted } }', { u: e.id }, admin.token);
    }
    expect((await mealsOf(tokens[0]!)).find((m: { mealId: number }) => m.mealId === mine.mealId)).toMatchObject({ state: 'delivered', charged: 139, canRate: true });
    expect((await t.gql(RATE, { id: String(mine.mealId), s: 6 }, { token: tokens[0] })).errors?.[0]?.message).toBe(RATING_MESSAGES.stars);
    expect((await t.gql(RATE, { id: String(mine.mealId), s: 4 }, { token: tokens[1] })).errors?.[0]).toMatchObject({ message: MEAL_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    expect((await ok(RATE, { id: String(mine.mealId), s: 3 }, tokens[0]!)).rateMeal).toMatchObject({ rating: 3 });
    expect((await ok(RATE, { id: String(mine.mealId), s: 5, c: 'Just like home' }, tokens[0]!)).rateMeal).toEqual({ rating: 5, ratingComment: 'Just like home', canRate: true });
    const theirs = await t.prisma.mealRecord.findFirstOrThrow({ where: { userId: eaters[1]!.id, date: new Date('2026-12-02T00:00:00Z') } });
    const rest = await t.rest('POST', `/me/meals/${theirs.id}/rating`, { stars: 2, comment: 'Too salty' }, { token: tokens[1] });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ message: 'Thank you for rating your meal', meal: { id: theirs.id, rating: 2, ratingComment: 'Too salty', canRate: true } });
    const listed = await t.rest('GET', '/me/meals?from=2026-12-02&to=2026-12-02', undefined, { token: tokens[1] });
    expect(listed.body.meals).toEqual([expect.objectContaining({ id: theirs.id, status: 'delivered', rating: 2, dishName: 'Rajma Chawal', price: 139, charged: 139 })]);
    expect((await t.rest('GET', '/me/meals?from=2026-12-02&to=2026-01-01', undefined, { token: tokens[1] })).body.message).toBe(RATING_MESSAGES.range);

    // Admins read the dish's average and its comments.
    const rated = await ok('query($id: ID!) { node(id: $id) { ... on Dish { averageRating ratingCount ratings { stars comment date } } } }', { id: Buffer.from(`Dish:${dish.id}`).toString('base64') }, admin.token);
    expect(rated.node).toEqual({
      averageRating: 3.5,
      ratingCount: 2,
      ratings: [
        { stars: 2, comment: 'Too salty', date: '2026-12-02' },
        { stars: 5, comment: 'Just like home', date: '2026-12-02' },
      ],
    });
    // In a list, each dish reads its own: one not yet rated beside it has none.
    const unrated = await t.prisma.dish.create({ data: { name: 'Rajma Kulcha', description: 'Kidney beans and kulcha', type: 'veg', categoryId: category.id } });
    const dishList = await ok('{ dishes(first: 10, search: "Rajma") { edges { node { dishId averageRating ratingCount ratings { stars } } } } }', {}, kitchen.token);
    expect(dishList.dishes.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { dishId: unrated.id, averageRating: null, ratingCount: 0, ratings: [] },
      { dishId: dish.id, averageRating: 3.5, ratingCount: 2, ratings: [{ stars: 2 }, { stars: 5 }] },
    ]);

    // Three days after its hour it can no longer be rated.
    at('2026-12-05T13:01:00+05:30');
    expect((await t.gql(RATE, { id: String(mine.mealId), s: 1 }, { token: tokens[0] })).errors?.[0]?.message).toBe(RATING_MESSAGES.tooLate);
    expect((await t.rest('GET', '/me/meals', undefined, { token: tokens[0] })).body.meals.find((m: { id: number }) => m.id === mine.mealId)).toMatchObject({ rating: 5, canRate: false });
  });

  it("counts tomorrow's production without skipped or unaffordable meals, and the dispatch list shows each meal's state", async () => {
    // Now Saturday 5 December, 13:01. Sunday's lunch: one paid-up customer, one with no credit, one skipped.
    const paid = await eater('sunday');
    await t.prisma.routineSlot.update({ where: { userId_weekday_meal: { userId: paid.id, weekday: 'sunday', meal: 'lunch' } }, data: { proteinMultiplier: 2, snacks: true } });
    const broke = await eater('sunday', '560038', 0);
    const skipper = await eater('sunday');
    await t.prisma.skip.create({ data: { userId: skipper.id, date: new Date('2026-12-06T00:00:00Z'), meal: 'lunch' } });
    const SHEET = '{ productionSheet(meal: lunch) { date meal meals proteinGrams snacks drinks notAffordable lines { categoryType dishName meals proteinPortions snacks drinks } } }';
    const counted = {
      date: '2026-12-06',
      meal: 'lunch',
      meals: 1,
      proteinGrams: 40,
      snacks: 1,
      drinks: 0,
      notAffordable: 1,
      lines: [{ categoryType: 'veg', dishName: null, meals: 1, proteinPortions: 2, snacks: 1, drinks: 0 }],
    };
    expect((await ok(SHEET, {}, kitchen.token)).productionSheet).toEqual(counted);
    expect((await t.gql(SHEET, {}, { token: rider.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const STATES = 'query($d: Date) { dispatchList(date: $d, meal: lunch) { entries { userId state mealId } } }';
    expect((await ok(STATES, { d: '2026-12-06' }, kitchen.token)).dispatchList.entries).toContainEqual({ userId: paid.id, state: 'scheduled', mealId: null });
    at('2026-12-06T12:30:00+05:30');
    const locked = (await ok(STATES, { d: '2026-12-06' }, kitchen.token)).dispatchList.entries.find((e: { userId: number }) => e.userId === paid.id);
    expect(locked).toMatchObject({ state: 'locked', mealId: expect.any(Number) });
    // Locked, the sheet is counted from the ledger, and counts the same.
    const LOCKED_SHEET = SHEET.replace('productionSheet(meal: lunch)', 'productionSheet(meal: lunch, date: "2026-12-06")');
    expect((await ok(LOCKED_SHEET, {}, kitchen.token)).productionSheet).toEqual(counted);
    // A charged meal is cooked whatever the credit left; the unaffordable one, once its credit covers it.
    await ok('mutation($u: Int!) { deductCredits(userId: $u, meal: lunch, date: "2026-12-06") { success } }', { u: paid.id }, admin.token);
    await t.prisma.user.update({ where: { id: paid.id }, data: { creditPaise: 0 } });
    expect((await ok(LOCKED_SHEET, {}, kitchen.token)).productionSheet).toEqual(counted);
    await t.prisma.user.update({ where: { id: broke.id }, data: { creditPaise: 100_000 } });
    expect((await ok(LOCKED_SHEET, {}, kitchen.token)).productionSheet).toEqual({
      ...counted,
      meals: 2,
      notAffordable: 0,
      lines: [{ categoryType: 'veg', dishName: null, meals: 2, proteinPortions: 2, snacks: 1, drinks: 0 }],
    });
    await ok(SET, { id: String(locked.mealId), s: 'delivered' }, rider.token);
    expect((await ok(STATES, { d: '2026-12-06' }, kitchen.token)).dispatchList.entries).toContainEqual({ userId: paid.id, state: 'delivered', mealId: locked.mealId });
  });

  it("pages the dispatch list by PIN code, with each PIN's count and what 'Deduct all' would charge, planned and locked alike", async () => {
    // Wednesday 9 December's dinners (nobody else has one): two at 560040, one short of credit at 560038, one without an address.
    const diner = async (name: string, pin: string | null, creditPaise = 100_000) => {
      const n = seq++;
      const user = await t.prisma.user.create({
        data: { name, email: `ledger.${kind}.${n}@example.com`, phone: `98700${String(n).padStart(5, '0')}`, emailVerified: true, creditPaise },
      });
      if (pin) await t.prisma.address.create({ data: { userId: user.id, label: 'Home', line1: `${n}, 3rd Main`, city: 'Bengaluru', pin, isDefault: true } });
      await t.prisma.routineSlot.create({ data: { userId: user.id, weekday: 'wednesday', meal: 'dinner', hour: 20, type: 'veg' } });
      return user.id;
    };
    const a1 = await diner('Paged A1', '560040');
    const a2 = await diner('Paged A2', '560040');
    const b = await diner('Paged B', '560038', 0);
    const c = await diner('Paged C', null);
    const LIST = `query($after: String) { dispatchList(date: "2026-12-09", meal: dinner) {
      total pins { pin meals } toDeduct { meals total short }
      page(first: 2, after: $after) { totalCount edges { node { userId pin deducted } } pageInfo { hasNextPage endCursor } } } }`;
    const read = async () => {
      const first = (await ok(LIST, {}, admin.token)).dispatchList;
      const second = (await ok(LIST, { after: first.page.pageInfo.endCursor }, admin.token)).dispatchList;
      return { first, second };
    };
    const expectPaged = async (charged: number[]) => {
      const { first, second } = await read();
      expect(first).toMatchObject({
        total: 4,
        pins: [{ pin: '560038', meals: 1 }, { pin: '560040', meals: 2 }, { pin: null, meals: 1 }],
        toDeduct: { meals: 3 - charged.length, total: (3 - charged.length) * 139, short: 1 },
        page: { totalCount: 4, pageInfo: { hasNextPage: true } },
      });
      const row = (userId: number, pin: string | null) => ({ node: { userId, pin, deducted: charged.includes(userId) } });
      expect(first.page.edges).toEqual([row(b, '560038'), row(a1, '560040')]);
      expect(second.page.edges).toEqual([row(a2, '560040'), row(c, null)]);
      expect(second.page.pageInfo.hasNextPage).toBe(false);
    };
    // Planned (before the cut-off), then locked: the same pages and counts.
    await expectPaged([]);
    const kitchenView = (await ok('{ dispatchList(date: "2026-12-09", meal: dinner) { toDeduct { meals short } } }', {}, kitchen.token)).dispatchList;
    expect(kitchenView.toDeduct).toEqual({ meals: 3, short: 1 });
    at('2026-12-09T16:30:00+05:30');
    await expectPaged([]);
    await ok('mutation($u: Int!) { deductCredits(userId: $u, meal: dinner) { success } }', { u: a1 }, admin.token);
    await expectPaged([a1]);
    // Every row at once is still there for whoever reads the whole list, by name.
    const all = (await ok('{ dispatchList(date: "2026-12-09", meal: dinner) { entries { userId } } }', {}, admin.token)).dispatchList.entries;
    expect(all.map((e: { userId: number }) => e.userId)).toEqual([a1, a2, b, c]);
  });

  it("keeps a rider's photo of a meal not delivered, for staff to see, and drops it when the meal is delivered after all", async () => {
    const PHOTO = `mutation($id: ID!, $s: MealDeliveryStatus!, $r: NotDeliveredReason, $file: File) {
      setMealDelivery(id: $id, status: $s, reason: $r, photo: $file) { state photoUrl } }`;
    const home = await createUserAndLogin(t, { creditPaise: 100_000 });
    await t.prisma.address.create({ data: { userId: home.id, label: 'Home', line1: '9, 2nd Cross', city: 'Bengaluru', pin: '560099', isDefault: true } });
    await t.prisma.routineSlot.create({ data: { userId: home.id, weekday: 'thursday', meal: 'lunch', hour: 13, type: 'veg' } });
    at('2026-12-10T12:00:00+05:30');
    const list = (await ok('{ dispatchList(meal: lunch) { page(first: 50) { edges { node { userId mealId } } } } }', {}, kitchen.token)).dispatchList;
    const mealId = String(list.page.edges.find((e: any) => e.node.userId === home.id).node.mealId);
    const photo = { name: 'file', bytes: solidPng(640, 480, [120, 90, 60]), filename: 'gate.png', type: 'image/png' };
    const record = () => t.prisma.mealRecord.findUniqueOrThrow({ where: { id: Number(mealId) } });
    const served = (url: string) => t.app.fetch(new URL(url, 'http://127.0.0.1:4000'));

    // Refused, storing nothing: a photo with another status, a file that is not an image.
    const delivered = await gqlUpload(t, photo, rider.token, PHOTO, { id: mealId, s: 'delivered' });
    expect(delivered.body.errors?.[0]).toMatchObject({ message: MEAL_MESSAGES.photoNotDelivered, extensions: { field: 'photo' } });
    const text = { ...photo, bytes: new TextEncoder().encode('not an image at all'), filename: 'gate.txt', type: 'text/plain' };
    const notImage = await gqlUpload(t, text, rider.token, PHOTO, { id: mealId, s: 'not_delivered', r: 'not_at_home' });
    expect(notImage.body.errors?.[0]?.message).toBe(IMAGE_MESSAGES.notAnImage);
    expect(await record()).toMatchObject({ state: 'locked', photoKey: null });

    // The rider's photo, with the reason: stored, and shown to staff through a temporary URL.
    const taken = await gqlUpload(t, photo, rider.token, PHOTO, { id: mealId, s: 'not_delivered', r: 'not_at_home' });
    expect(taken.body.errors).toBeUndefined();
    expect(taken.body.data.setMealDelivery.state).toBe('not_delivered');
    const url = taken.body.data.setMealDelivery.photoUrl as string;
    const image = await served(url);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    const entry = (await ok('{ dispatchList(meal: lunch) { page(first: 50) { edges { node { userId photoUrl } } } } }', {}, kitchen.token)).dispatchList.page.edges.find(
      (e: any) => e.node.userId === home.id,
    ).node;
    expect(entry.photoUrl).toMatch(/^\/uploads\/deliveries\//);
    // Not the customer's to see: they read their meal, not the photo.
    const OWN = '{ viewer { meals(from: "2026-12-10", to: "2026-12-10") { state reason photoUrl } } }';
    const own = await t.gql(OWN, {}, { token: home.token });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ok(OWN.replace(' photoUrl', ''), {}, home.token)).viewer.meals).toEqual([{ state: 'not_delivered', reason: 'not_at_home' }]);

    // Delivered after all: the photo goes, its file too.
    const after = (await ok(SET, { id: mealId, s: 'delivered' }, rider.token)).setMealDelivery;
    expect(after.state).toBe('delivered');
    expect((await record()).photoKey).toBeNull();
    expect((await served(url)).status).toBe(404);
  });
});
