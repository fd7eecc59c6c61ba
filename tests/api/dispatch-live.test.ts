// The dispatch view's live updates through the real gateway on PGlite and PostgreSQL: a console
// watching a date and meal's list (a GraphQL subscription over server-sent events) hears each change
// of that list, whatever made it (a charge, a lock, a rider's tap, a closure written straight into
// the database), and nothing of other lists. On PostgreSQL the change reaches another gateway's
// listener too, through NOTIFY. "Now" is Wednesday 25 November 2026, India time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../prisma/database.ts';
import { listenToDispatchChanges } from '../../gateway/dispatch-changes.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const WATCH = 'subscription($d: Date!, $m: MealOfDay!) { dispatchListChanged(date: $d, meal: $m) { date meal } }';
const DEDUCT = 'mutation($u: Int!) { deductCredits(userId: $u, meal: lunch) { deducted } }';
const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe('a watch of a dispatch list', () => {
  it('keeps a change announced before its first read', async () => {
    let announce: (payload: string) => void = () => {};
    const changes = await listenToDispatchChanges({
      listen: async (_channel, onMessage) => {
        announce = onMessage;
        return async () => {};
      },
    });
    const watched = changes.watch('2026-11-26', 'lunch');
    // As when the notification reaches the gateway before the code that made the change reads on.
    announce('2026-11-26 lunch');
    try {
      expect((await watched.next()).value).toEqual({ date: '2026-11-26', meal: 'lunch' });
    } finally {
      await changes.close();
    }
  });
});

describe.each(dbKinds)('live dispatch lists on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let kitchen: TestUser;
  let rider: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: new Date('2026-11-25T09:00:00+05:30') });
    admin = await createUserAndLogin(t, { role: 'admin' });
    kitchen = await createUserAndLogin(t, { role: 'kitchen' });
    rider = await createUserAndLogin(t, { role: 'delivery' });
    customer = await createUserAndLogin(t, { creditPaise: 100_000 });
    await t.prisma.address.create({ data: { userId: customer.id, label: 'Home', line1: '1, 2nd Cross', city: 'Bengaluru', pin: '560038', isDefault: true } });
    await t.prisma.routineSlot.create({ data: { userId: customer.id, weekday: 'wednesday', meal: 'lunch', hour: 13, type: 'veg' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("tells a console of each change of its list, whatever made it, and of nothing else's", async () => {
    const lunch = await t.subscribe(WATCH, { d: '2026-11-25', m: 'lunch' }, { token: kitchen.token });
    const dinner = await t.subscribe(WATCH, { d: '2026-11-25', m: 'dinner' }, { token: admin.token });
    expect([lunch.status, lunch.contentType]).toEqual([200, 'text/event-stream']);
    try {
      // A charge before the cut-off.
      await t.gql(DEDUCT, { u: customer.id }, { token: admin.token });
      expect(await lunch.next()).toEqual({ data: { dispatchListChanged: { date: '2026-11-25', meal: 'lunch' } } });

      // Another list's change reaches that list's console only: the lunch console's next event is
      // its own list's lock, made after the dinner closure.
      await t.prisma.kitchenClosure.create({ data: { date: day('2026-11-25'), meal: 'dinner', reason: 'Staff outing' } });
      expect(await dinner.next()).toEqual({ data: { dispatchListChanged: { date: '2026-11-25', meal: 'dinner' } } });
      t.clock.advance(90 * 60_000); // 10:30, past lunch's cut-off: reading the list locks it.
      expect((await t.gql('{ dispatchList(meal: lunch) { total } }', {}, { token: admin.token })).data.dispatchList.total).toBe(1);
      expect(await lunch.next()).toEqual({ data: { dispatchListChanged: { date: '2026-11-25', meal: 'lunch' } } });

      // The rider's tap.
      const meal = await t.prisma.mealRecord.findFirstOrThrow({ where: { userId: customer.id, date: day('2026-11-25'), meal: 'lunch' } });
      const tap = await t.gql('mutation($id: ID!) { setMealDelivery(id: $id, status: delivered) { state } }', { id: String(meal.id) }, { token: rider.token });
      expect(tap.errors).toBeUndefined();
      expect(await lunch.next()).toEqual({ data: { dispatchListChanged: { date: '2026-11-25', meal: 'lunch' } } });
    } finally {
      lunch.close();
      dinner.close();
    }
  });

  it('is watched by admins and kitchen staff only', async () => {
    for (const [who, token, code] of [
      ['a visitor', null, 'UNAUTHENTICATED'],
      ['a customer', customer.token, 'FORBIDDEN'],
      ['a rider', rider.token, 'FORBIDDEN'],
    ] as const) {
      const stream = await t.subscribe(WATCH, { d: '2026-11-25', m: 'lunch' }, { token });
      const first = await stream.next();
      expect(first?.errors?.[0]?.extensions?.code, who).toBe(code);
      expect(first?.data ?? null, who).toBeNull();
      expect(await stream.next(), `${who}: the stream ends`).toBeNull();
    }
    const bad = await t.subscribe(WATCH, { d: '2026-02-30', m: 'lunch' }, { token: admin.token });
    expect((await bad.next())?.errors?.[0]?.message).toMatch(/date/i);
    expect(bad.status).toBe(400);
  });

  it('ends its watches when the gateway shuts down, so they do not hold the shutdown', async () => {
    const stream = await t.subscribe(WATCH, { d: '2026-11-27', m: 'dinner' }, { token: admin.token });
    await t.app.endStreams();
    expect(await stream.next(), 'the stream completes').toBeNull();
  });

  // PGlite is one process's database: only PostgreSQL has another gateway to reach. Defined for it
  // alone, rather than reported as skipped on PGlite.
  if (kind === 'postgres') it("reaches another gateway's consoles through the database", async () => {
    const url = (t.app.database as { url?: string }).url!;
    const other = await openDatabase({ databaseUrl: url, migrate: false });
    const changes = await listenToDispatchChanges(other);
    const watched = changes.watch('2026-11-26', 'lunch');
    try {
      await t.prisma.skip.create({ data: { userId: customer.id, date: day('2026-11-26'), meal: 'lunch' } });
      expect((await watched.next()).value).toEqual({ date: '2026-11-26', meal: 'lunch' });
    } finally {
      await watched.return?.();
      await changes.close();
      await other.close();
    }
  });
});
