// The meal ledger. Until a meal's cut-off (a time of day per meal, an admin setting) its day is
// planned from the weekly routine, skips, pauses, prices, the menu and addresses as they are now; at
// the cut-off every meal of that date and meal type is written down as a MealRecord (locked, or
// skipped / paused), once, and from then on the dispatch list, its production count and the charge
// read the records: a later change to a price, a dish, an address or the routine no longer moves a
// meal the kitchen is already cooking. Locking happens when the first reader after the cut-off asks
// (the dispatch list, a charge, the delivery run) and from a job every few minutes, whichever comes
// first; the MealLock row makes it happen once however many ask at the same time.
import { Prisma, type PrismaClient } from '../../prisma/generated/client/client.ts';
import { DEFAULT_MEAL_CUTOFFS, RUN_STATES, cutoffMinutes, mealCutoffsSchema, type MealCutoff } from '@freshmeals/rules/meals';
import { MEALS, type Meal } from '@freshmeals/rules/routines';
import { loadPrices, slotPrice } from '../pricing/prices.ts';
import { plannedDishes } from '../menu/planned-dishes.ts';
import { addDays, businessDate, fromDbDate, mealStartsAt, toDbDate, weekdayOf, type LocalDate } from '../time.ts';
import { TX_OPTIONS } from '../transactions.ts';

type Db = Prisma.TransactionClient | PrismaClient;

export const MEAL_CUTOFFS_KEY = 'mealCutoffs';

/** The cut-off of each meal: the admin's setting, else breakfast 21:00 the day before, lunch 10:00, dinner 16:00. */
export async function mealCutoffs(db: Pick<Db, 'setting'>): Promise<Record<Meal, MealCutoff>> {
  const row = await db.setting.findUnique({ where: { key: MEAL_CUTOFFS_KEY }, select: { value: true } });
  const parsed = mealCutoffsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...DEFAULT_MEAL_CUTOFFS };
}

/** The instant `meal` of `date` locks. */
export function cutoffInstant(date: LocalDate, cutoff: MealCutoff, timeZone: string): Date {
  const day = cutoff.dayBefore ? addDays(date, -1) : date;
  return new Date(mealStartsAt(day, 0, timeZone).getTime() + cutoffMinutes(cutoff) * 60_000);
}

export const ADDRESS_SELECT = { label: true, line1: true, line2: true, landmark: true, city: true, pin: true, notes: true } as const;

export interface DeliveryAddress {
  label: string;
  line1: string;
  line2: string | null;
  landmark: string | null;
  city: string;
  pin: string;
  notes: string | null;
}

/** One customer's meal of a date as the routine plans it now (or as the ledger recorded it). */
export interface PlannedMeal {
  userId: number;
  name: string;
  email: string;
  phone: string;
  creditPaise: number;
  hour: number;
  type: 'veg' | 'chicken' | 'egg';
  drinks: boolean;
  snacks: boolean;
  proteinMultiplier: number;
  pricePaise: number;
  /** The dish the weekly menu serves this user that day (several are joined with ' / '); null without a menu. */
  dishName: string | null;
  /** Those dishes' ids. */
  dishIds: number[];
  /** Where it goes: the slot's address, else the user's default; null when the user has none. */
  address: DeliveryAddress | null;
  /** locked: it goes out; skipped / paused: the customer skipped it (a pause's day is paused); closed: the kitchen is. */
  state: 'locked' | 'skipped' | 'paused' | 'closed';
}

/** One row of planMeals' query: the slot (or the one-day change), its user, where it goes, its skip. */
interface PlanRow extends Pick<PlannedMeal, 'userId' | 'name' | 'email' | 'phone' | 'creditPaise' | 'hour' | 'type' | 'snacks' | 'drinks' | 'proteinMultiplier'> {
  addressLabel: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  landmark: string | null;
  city: string | null;
  pin: string | null;
  deliveryNotes: string | null;
  skipped: boolean;
  pauseId: number | null;
}

/**
 * The meals of `date` and `meal` as the routine plans them now: every enabled customer with a slot
 * that weekday or a one-day change for that date (which takes the slot's place), skipped or not
 * (closed, when the kitchen is); by name.
 *
 * One statement with the joins in PostgreSQL: read through Prisma's nested relations, a kitchen's
 * 12,000 lunches took 5-6 s to assemble, most of the time it had to lock a meal.
 */
export async function planMeals(db: Db, date: LocalDate, meal: Meal): Promise<PlannedMeal[]> {
  const weekday = weekdayOf(date);
  const [closure, rows, prices, dishOf] = await Promise.all([
    db.kitchenClosure.findUnique({ where: { date_meal: { date: toDbDate(date), meal } }, select: { id: true } }),
    db.$queryRaw<PlanRow[]>`
      WITH planned AS (
        SELECT s."userId", s.hour, s.type, s.snacks, s.drinks, s."proteinMultiplier", s."addressId"
        FROM "RoutineSlot" s
        WHERE s.weekday = ${weekday}::"Weekday" AND s.meal = ${meal}::"Meal"
          AND NOT EXISTS (SELECT 1 FROM "MealChange" c WHERE c."userId" = s."userId" AND c.date = ${date}::date AND c.meal = ${meal}::"Meal")
        UNION ALL
        SELECT c."userId", c.hour, c.type, c.snacks, c.drinks, c."proteinMultiplier", c."addressId"
        FROM "MealChange" c
        WHERE c.date = ${date}::date AND c.meal = ${meal}::"Meal"
      )
      SELECT u.id AS "userId", u.name, u.email, u.phone, u."creditPaise",
             p.hour, p.type::text AS type, p.snacks, p.drinks, p."proteinMultiplier",
             a.label AS "addressLabel", a.line1 AS "addressLine1", a.line2 AS "addressLine2", a.landmark, a.city, a.pin,
             a.notes AS "deliveryNotes",
             (k.id IS NOT NULL) AS skipped, k."pauseId"
      FROM planned p
      JOIN "User" u ON u.id = p."userId" AND NOT u."isDisabled"
      LEFT JOIN LATERAL (
        SELECT x.label, x.line1, x.line2, x.landmark, x.city, x.pin, x.notes FROM "Address" x
        WHERE x.id = p."addressId" OR (p."addressId" IS NULL AND x."userId" = u.id AND x."isDefault")
        ORDER BY x.id LIMIT 1
      ) a ON true
      LEFT JOIN "Skip" k ON k."userId" = u.id AND k.date = ${date}::date AND k.meal = ${meal}::"Meal"
      ORDER BY u.name, u.id`,
    loadPrices(db),
    plannedDishes(db, date, date, { weekday, meal }),
  ]);
  // The menu's dish depends only on the meal's type: looked up once per type, not once per row (each
  // lookup works out the date's week, which for a kitchen's 12,000 lunches took 4 s).
  const dishes = new Map<PlannedMeal['type'], { name: string | null; ids: number[] }>();
  const dishFor = (type: PlannedMeal['type']) => {
    let dish = dishes.get(type);
    if (!dish) dishes.set(type, (dish = { name: dishOf(date, meal, type), ids: dishOf.ids(date, meal, type) }));
    return dish;
  };
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    creditPaise: row.creditPaise,
    hour: row.hour,
    type: row.type,
    drinks: row.drinks,
    snacks: row.snacks,
    proteinMultiplier: row.proteinMultiplier,
    pricePaise: slotPrice(row, prices),
    dishName: dishFor(row.type).name,
    dishIds: dishFor(row.type).ids,
    address:
      row.addressLine1 === null
        ? null
        : { label: row.addressLabel!, line1: row.addressLine1, line2: row.addressLine2, landmark: row.landmark, city: row.city!, pin: row.pin!, notes: row.deliveryNotes },
    state: row.skipped ? (row.pauseId !== null ? 'paused' : 'skipped') : closure ? 'closed' : 'locked',
  }));
}

/** A customer's meal of one date as planned now: the one-day change if there is one, else the routine's slot. */
export async function plannedSlot(db: Db, userId: number, date: LocalDate, meal: Meal) {
  const select = { hour: true, type: true, snacks: true, drinks: true, proteinMultiplier: true, addressId: true } as const;
  const change = await db.mealChange.findUnique({ where: { userId_date_meal: { userId, date: toDbDate(date), meal } }, select });
  return change ?? db.routineSlot.findUnique({ where: { userId_weekday_meal: { userId, weekday: weekdayOf(date), meal } }, select });
}

/**
 * Writes the meals of `date` and `meal` into the ledger, once: the MealLock row is inserted first,
 * so a second locker waits for the first's transaction and then finds the row taken and does nothing.
 * Returns whether this call locked them.
 */
export async function lockMeals(prisma: PrismaClient, date: LocalDate, meal: Meal, now: Date): Promise<boolean> {
  const written = await writeLock(prisma, date, meal, now);
  // The planner's picture of the ledger is from before these rows: with it, the first minute of
  // reads after a large kitchen's lock (until autovacuum analyses the table) walked 12,000 records
  // one customer at a time instead of joining them in bulk, at twice the time. Analysed now, the
  // lists read right after the cut-off get the bulk plan. Best effort: a role that may not analyse
  // leaves it to autovacuum.
  if (written !== null && written >= ANALYZE_AFTER_ROWS) await prisma.$executeRawUnsafe('ANALYZE "MealRecord"').catch(() => undefined);
  return written !== null;
}

/** Locks of at least this many meals analyse the ledger's table at once (lockMeals). */
const ANALYZE_AFTER_ROWS = 1_000;

/** Locks the date and meal and writes its records; the number written, or null when it was locked already. */
function writeLock(prisma: PrismaClient, date: LocalDate, meal: Meal, now: Date): Promise<number | null> {
  return prisma.$transaction(async (tx) => {
    const taken = await tx.mealLock.createMany({ data: [{ date: toDbDate(date), meal, lockedAt: now }], skipDuplicates: true });
    if (taken.count === 0) return null;
    const [planned, ordered] = await Promise.all([
      planMeals(tx, date, meal),
      tx.serviceAreaPin.findMany({ where: { runOrder: { not: null } }, select: { pin: true, runOrder: true } }),
    ]);
    const runOrder = new Map(ordered.map((p) => [p.pin, p.runOrder]));
    // One statement over a column array each: a kitchen's 12,000 lunches went in 8 createMany
    // batches of bound values in 10 s, beyond the transaction's limit; as arrays they take a fraction
    // of a second. ON CONFLICT DO NOTHING as createMany's skipDuplicates.
    const column = <T>(pick: (p: PlannedMeal) => T) => planned.map(pick);
    await tx.$executeRaw`
      INSERT INTO "MealRecord" ("userId", "date", "meal", "hour", "type", "snacks", "drinks", "proteinMultiplier", "pricePaise",
        "dishName", "dishIds", "addressLabel", "addressLine1", "addressLine2", "landmark", "city", "pin", "deliveryNotes",
        "state", "lockedAt", "runOrder")
      SELECT m."userId", ${date}::date, ${meal}::"Meal", m.hour, m.type::"MealCategory", m.snacks, m.drinks, m."proteinMultiplier",
        m."pricePaise", m."dishName", m."dishIds"::int[], m."addressLabel", m."addressLine1", m."addressLine2", m.landmark, m.city, m.pin,
        m."deliveryNotes", m.state::"MealState", ${now}::timestamp(3), m."runOrder"
      FROM unnest(
        ${column((p) => p.userId)}::int[], ${column((p) => p.hour)}::int[], ${column((p) => p.type)}::text[],
        ${column((p) => p.snacks)}::boolean[], ${column((p) => p.drinks)}::boolean[], ${column((p) => p.proteinMultiplier)}::int[],
        ${column((p) => p.pricePaise)}::int[], ${column((p) => p.dishName)}::text[], ${column((p) => `{${p.dishIds.join(',')}}`)}::text[],
        ${column((p) => p.address?.label ?? null)}::text[], ${column((p) => p.address?.line1 ?? null)}::text[],
        ${column((p) => p.address?.line2 ?? null)}::text[], ${column((p) => p.address?.landmark ?? null)}::text[],
        ${column((p) => p.address?.city ?? null)}::text[], ${column((p) => p.address?.pin ?? null)}::text[],
        ${column((p) => p.address?.notes ?? null)}::text[], ${column((p) => p.state)}::text[],
        ${column((p) => (p.address && runOrder.get(p.address.pin)) ?? null)}::int[]
      ) AS m("userId", hour, type, snacks, drinks, "proteinMultiplier", "pricePaise", "dishName", "dishIds", "addressLabel",
        "addressLine1", "addressLine2", landmark, city, pin, "deliveryNotes", state, "runOrder")
      ON CONFLICT ("userId", "date", "meal") DO NOTHING`;
    return planned.length;
  }, TX_OPTIONS);
}

export interface LedgerClock {
  prisma: PrismaClient;
  now(): Date;
  timeZone: string;
}

/** Per request (or job run): the dates and meals known to be locked, which stay so. */
const knownLocked = new WeakMap<LedgerClock, Set<string>>();

/**
 * Whether the meals of `date` and `meal` are in the ledger: locks them first when their cut-off has
 * passed and nobody has yet. False for a meal still before its cut-off (plan it from the routine).
 * A request that asks again (the dispatch list's rows and its skipped meals) is answered from memory.
 */
export async function ensureLocked(ctx: LedgerClock, date: LocalDate, meal: Meal): Promise<boolean> {
  const key = `${date}:${meal}`;
  if (knownLocked.get(ctx)?.has(key)) return true;
  const now = ctx.now();
  const cutoff = (await mealCutoffs(ctx.prisma))[meal];
  if (now.getTime() < cutoffInstant(date, cutoff, ctx.timeZone).getTime()) return false;
  const lock = await ctx.prisma.mealLock.findUnique({ where: { date_meal: { date: toDbDate(date), meal } }, select: { lockedAt: true } });
  if (!lock) await lockMeals(ctx.prisma, date, meal, now);
  const known = knownLocked.get(ctx) ?? new Set<string>();
  known.add(key);
  knownLocked.set(ctx, known);
  return true;
}

/**
 * Locks every meal of yesterday, today and tomorrow whose cut-off has passed (breakfast's is the
 * evening before) and is not locked yet: the job's work, and what a reader of several days asks
 * first. Yesterday's covers a gateway that was down over a cut-off. Two reads when all is locked.
 */
export async function lockDueMeals(ctx: LedgerClock): Promise<number> {
  const today = businessDate(ctx.now(), ctx.timeZone);
  const dates = [addDays(today, -1), today, addDays(today, 1)];
  const [cutoffs, locks] = await Promise.all([
    mealCutoffs(ctx.prisma),
    ctx.prisma.mealLock.findMany({ where: { date: { in: dates.map(toDbDate) } }, select: { date: true, meal: true } }),
  ]);
  const done = new Set(locks.map((lock) => `${fromDbDate(lock.date)}:${lock.meal}`));
  let locked = 0;
  for (const date of dates) {
    for (const meal of MEALS) {
      if (done.has(`${date}:${meal}`) || ctx.now().getTime() < cutoffInstant(date, cutoffs[meal], ctx.timeZone).getTime()) continue;
      if (await lockMeals(ctx.prisma, date, meal, ctx.now())) locked += 1;
    }
  }
  return locked;
}

/** A ledger record as the dispatch list reads it: the recorded meal, the customer's name and credit now. */
export const RECORD_SELECT = {
  id: true,
  userId: true,
  hour: true,
  type: true,
  snacks: true,
  drinks: true,
  proteinMultiplier: true,
  pricePaise: true,
  dishName: true,
  dishIds: true,
  addressLabel: true,
  addressLine1: true,
  addressLine2: true,
  landmark: true,
  city: true,
  pin: true,
  deliveryNotes: true,
  state: true,
  photoKey: true,
  user: { select: { name: true, email: true, phone: true, creditPaise: true } },
} as const satisfies Prisma.MealRecordSelect;

export type LedgerRow = Prisma.MealRecordGetPayload<{ select: typeof RECORD_SELECT }>;

/** The address a record holds, in the shape the dispatch list reads. */
export function recordAddress(row: Pick<LedgerRow, 'addressLabel' | 'addressLine1' | 'addressLine2' | 'landmark' | 'city' | 'pin' | 'deliveryNotes'>): DeliveryAddress | null {
  if (row.addressLine1 === null) return null;
  return {
    label: row.addressLabel ?? '',
    line1: row.addressLine1,
    line2: row.addressLine2,
    landmark: row.landmark,
    city: row.city ?? '',
    pin: row.pin ?? '',
    notes: row.deliveryNotes,
  };
}

/**
 * One page of the ledger's meals by PIN code (no address last), then name. The page's ids are
 * chosen first, over the records and their customers' names only; then only those rows are read
 * whole. Read whole and sorted at once, a large kitchen's 12,000 lunches were each built into a row
 * with its customer before 50 were kept (a tenth of a second per page).
 */
async function ledgerPage(db: Db, date: LocalDate, meal: Meal, states: readonly string[], page: { offset: number; limit: number }): Promise<LedgerRow[]> {
  const chosen = await db.$queryRaw<{ id: number }[]>(Prisma.sql`
    SELECT m."id" FROM "MealRecord" m JOIN "User" u ON u."id" = m."userId"
    WHERE m."date" = ${toDbDate(date)} AND m."meal" = ${meal}::"Meal" AND m."state"::text = ANY(${states}::text[])
    ORDER BY m."pin" ASC NULLS LAST, u."name" ASC, m."userId" ASC
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  const ids = chosen.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.mealRecord.findMany({ where: { id: { in: ids } }, select: RECORD_SELECT });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is LedgerRow => row !== undefined);
}

/**
 * The ledger's meals of `date` and `meal` in `states`, by name, as planned meals; or one `page` of
 * them by PIN code (no address last), then name, as the dispatch list groups them.
 */
export async function ledgerMeals(
  db: Db,
  date: LocalDate,
  meal: Meal,
  states: readonly PlannedMeal['state'][] | 'run',
  page?: { offset: number; limit: number },
): Promise<(PlannedMeal & { recordId: number; recordState: LedgerRow['state']; photoKey: string | null })[]> {
  const wanted = states === 'run' ? [...RUN_STATES] : [...states];
  const rows = page
    ? await ledgerPage(db, date, meal, wanted, page)
    : await db.mealRecord.findMany({
        where: { date: toDbDate(date), meal, state: { in: wanted } },
        select: RECORD_SELECT,
        orderBy: [{ user: { name: 'asc' } }, { userId: 'asc' }],
      });
  return rows.map((r) => ({
    recordId: r.id,
    recordState: r.state,
    photoKey: r.photoKey,
    userId: r.userId,
    name: r.user.name,
    email: r.user.email,
    phone: r.user.phone,
    creditPaise: r.user.creditPaise,
    hour: r.hour,
    type: r.type,
    drinks: r.drinks,
    snacks: r.snacks,
    proteinMultiplier: r.proteinMultiplier,
    pricePaise: r.pricePaise,
    dishName: r.dishName,
    dishIds: r.dishIds,
    address: recordAddress(r),
    state: r.state === 'skipped' || r.state === 'paused' || r.state === 'closed' ? r.state : 'locked',
  }));
}
