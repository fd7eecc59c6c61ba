// Charging a routine slot's price for one date and meal: once,
// ever. The user's row is locked for the transaction (two admins, a double click or a retry run one
// after the other and the second sees the first's Deduction); the unique key Deduction(userId, date,
// meal) and the conditional balance update (`creditPaise >= price`) hold even without the lock.
import type { Context } from '../context.ts';
import { badInput, conflict, isUniqueViolation, notFound } from '../errors.ts';
import { loadPrices, slotPrice, type PriceTable } from '../pricing/prices.ts';
import { recordAudit, recordAudits, userSubject } from '../audit/audit.ts';
import { moneyTransaction } from '../transactions.ts';
import { businessDate, toDbDate, type LocalDate } from '../time.ts';
import { formatDate } from '@freshmeals/rules/dates';
import { recordDebitEvents, recordTransactionEvent } from '../webhooks/objects.ts';
import type { Meal } from '@freshmeals/rules/routines';
import { ensureLocked, plannedSlot } from '../meals/ledger.ts';
import type { CreditTransaction } from '../../prisma/generated/client/client.ts';
import { CLOSURE_MESSAGES } from '@freshmeals/rules/meals';

export const DEDUCT_MESSAGES = {
  noMeal: 'No meal scheduled for this user at that time',
  skipped: 'This meal was skipped',
  closed: CLOSURE_MESSAGES.closed,
  insufficient: 'Insufficient credit',
  already: 'Credits already deducted for this meal',
  future: 'Credits can be deducted on the day of the meal or later',
  disabled: 'This user is disabled',
  userNotFound: 'User not found',
} as const;

export interface DeductionResult {
  userId: number;
  date: LocalDate;
  meal: Meal;
  amountPaise: number;
  balancePaise: number;
  transactionId: number;
  deductionId: number;
}

/** "Lunch on 21 Nov 2026": the note of the debit transaction (as the seed writes it too), the date as pages write one. */
export const deductionNote = (meal: Meal, date: LocalDate) => `${meal[0]!.toUpperCase()}${meal.slice(1)} on ${formatDate(date)}`;

/**
 * Which days' meals may be charged: today's and earlier ones (a meal missed at dispatch can still be
 * charged later), never a day still ahead. A meal is charged when it is dispatched; charging ahead
 * would also take the customer's skip away. The refusal's text, or null when `date` may be charged.
 */
export function deductionRefusal(date: LocalDate, today: LocalDate): string | null {
  return date > today ? DEDUCT_MESSAGES.future : null;
}


export async function deductCredits(
  ctx: Pick<Context, 'prisma' | 'now' | 'timeZone' | 'viewer' | 'webhooks'>,
  input: { userId: number; meal: Meal; date?: LocalDate },
  /** What a caller charging many rows of one list has already read once (Deduct all). */
  known?: { prices: PriceTable; locked: boolean },
): Promise<DeductionResult> {
  const { userId, meal } = input;
  const today = businessDate(ctx.now(), ctx.timeZone);
  const date = input.date ?? today;
  const refusal = deductionRefusal(date, today);
  if (refusal) throw badInput(refusal, 'date');
  const { prices, locked } = known ?? { prices: await loadPrices(ctx.prisma), locked: await ensureLocked(ctx, date, meal) };
  try {
    return await moneyTransaction(ctx.prisma, async (tx) => {
      const [user] = await tx.$queryRaw<{ id: number; name: string; isDisabled: boolean }[]>`
        SELECT id, name, "isDisabled" FROM "User" WHERE id = ${userId} FOR UPDATE`;
      if (!user) throw notFound(DEDUCT_MESSAGES.userNotFound);
      if (user.isDisabled) throw badInput(DEDUCT_MESSAGES.disabled);
      const key = { userId_date_meal: { userId, date: toDbDate(date), meal } };
      // A locked meal is charged as the ledger recorded it (its price then); before its cut-off, as
      // the routine plans it now.
      const record = locked ? await tx.mealRecord.findUnique({ where: key, select: { state: true, pricePaise: true } }) : null;
      const slot = locked ? null : await plannedSlot(tx, userId, date, meal);
      if (!record && !slot) throw badInput(DEDUCT_MESSAGES.noMeal);
      if (await tx.deduction.findUnique({ where: key, select: { id: true } })) throw conflict(DEDUCT_MESSAGES.already);
      if (record ? record.state === 'skipped' || record.state === 'paused' : await tx.skip.findUnique({ where: key, select: { id: true } })) {
        throw badInput(DEDUCT_MESSAGES.skipped);
      }
      if (record ? record.state === 'closed' : await tx.kitchenClosure.findUnique({ where: { date_meal: { date: toDbDate(date), meal } }, select: { id: true } })) {
        throw badInput(DEDUCT_MESSAGES.closed);
      }
      const amountPaise = record ? record.pricePaise : slotPrice(slot!, prices);
      // Conditional: credit never goes below zero, whatever else runs at the same time.
      const charged = await tx.user.updateMany({
        where: { id: userId, creditPaise: { gte: amountPaise } },
        data: { creditPaise: { decrement: amountPaise } },
      });
      if (charged.count === 0) throw badInput(DEDUCT_MESSAGES.insufficient);
      const transaction = await tx.creditTransaction.create({
        data: {
          userId,
          type: 'debit',
          amountPaise,
          paymentMethod: 'debit',
          note: deductionNote(meal, date),
          createdById: ctx.viewer?.id ?? null,
        },
      });
      await recordTransactionEvent(ctx.webhooks, tx, transaction);
      const deduction = await tx.deduction.create({
        data: { userId, date: toDbDate(date), meal, amountPaise, transactionId: transaction.id, createdById: ctx.viewer?.id ?? null },
        select: { id: true },
      });
      const after = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { creditPaise: true } });
      await recordAudit(tx, ctx, {
        action: 'credit.deduct',
        subject: userSubject(user),
        before: { balance: (after.creditPaise + amountPaise) / 100 },
        after: { balance: after.creditPaise / 100, amount: amountPaise / 100, date, meal },
      });
      return {
        userId,
        date,
        meal,
        amountPaise,
        balancePaise: after.creditPaise,
        transactionId: transaction.id,
        deductionId: deduction.id,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DEDUCT_MESSAGES.already);
    throw error;
  }
}

/** What charging one row of a batch came to: charged, charged before, or refused with the reason. */
export type BatchOutcome = { charged: DeductionResult } | { already: true } | { refused: string };

/**
 * Charges the locked meals of `userIds` for `date` and `meal`, as deductCredits charges one, in one
 * transaction of a few statements for the whole batch ('Deduct all' of a large kitchen: 12,000
 * lunches one transaction each took 98 s). The same guarantees: the users' rows are locked (in id
 * order, so batches running at once queue instead of deadlocking) before the charges are read, the
 * balance update is conditional, and the unique key Deduction(userId, date, meal) stands behind both.
 * The checks run in deductCredits' order, so a row is refused with the same words.
 */
export async function deductLockedBatch(
  ctx: Pick<Context, 'prisma' | 'now' | 'viewer' | 'webhooks'>,
  date: LocalDate,
  meal: Meal,
  userIds: readonly number[],
): Promise<Map<number, BatchOutcome>> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const createdById = ctx.viewer?.id ?? null;
  const note = deductionNote(meal, date);
  const charge = () => moneyTransaction(ctx.prisma, async (tx) => {
    const outcomes = new Map<number, BatchOutcome>();
    const users = await tx.$queryRaw<{ id: number; name: string; isDisabled: boolean; creditPaise: number }[]>`
      SELECT id, name, "isDisabled", "creditPaise" FROM "User" WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`;
    const where = { date: toDbDate(date), meal, userId: { in: ids } };
    const records = new Map(
      (await tx.mealRecord.findMany({ where, select: { userId: true, state: true, pricePaise: true } })).map((r) => [r.userId, r]),
    );
    const done = new Set((await tx.deduction.findMany({ where, select: { userId: true } })).map((d) => d.userId));
    const byId = new Map(users.map((u) => [u.id, u]));
    const due: { user: (typeof users)[number]; amountPaise: number }[] = [];
    for (const id of ids) {
      const user = byId.get(id);
      const record = records.get(id);
      if (!user) outcomes.set(id, { refused: DEDUCT_MESSAGES.userNotFound });
      else if (user.isDisabled) outcomes.set(id, { refused: DEDUCT_MESSAGES.disabled });
      else if (!record) outcomes.set(id, { refused: DEDUCT_MESSAGES.noMeal });
      else if (done.has(id)) outcomes.set(id, { already: true });
      else if (record.state === 'skipped' || record.state === 'paused') outcomes.set(id, { refused: DEDUCT_MESSAGES.skipped });
      else if (record.state === 'closed') outcomes.set(id, { refused: DEDUCT_MESSAGES.closed });
      else if (user.creditPaise < record.pricePaise) outcomes.set(id, { refused: DEDUCT_MESSAGES.insufficient });
      else due.push({ user, amountPaise: record.pricePaise });
    }
    if (due.length === 0) return outcomes;
    const dueIds = due.map((d) => d.user.id);
    const amounts = due.map((d) => d.amountPaise);
    // Conditional, as for one row: credit never goes below zero (the rows are locked, so it holds).
    const balances = new Map(
      (
        await tx.$queryRaw<{ id: number; creditPaise: number }[]>`
          UPDATE "User" AS u SET "creditPaise" = u."creditPaise" - c.amount
          FROM unnest(${dueIds}::int[], ${amounts}::int[]) AS c(id, amount)
          WHERE u.id = c.id AND u."creditPaise" >= c.amount
          RETURNING u.id, u."creditPaise"`
      ).map((row) => [row.id, row.creditPaise]),
    );
    const charged = due.filter((d) => balances.has(d.user.id));
    for (const d of due) if (!balances.has(d.user.id)) outcomes.set(d.user.id, { refused: DEDUCT_MESSAGES.insufficient });
    if (charged.length === 0) return outcomes;
    const transactions = await tx.$queryRaw<CreditTransaction[]>`
      INSERT INTO "CreditTransaction" ("userId", "type", "amountPaise", "paymentMethod", "note", "createdById")
      SELECT c.id, 'debit'::"TransactionType", c.amount, 'debit'::"PaymentMethod", ${note}, ${createdById}::int
      FROM unnest(${charged.map((d) => d.user.id)}::int[], ${charged.map((d) => d.amountPaise)}::int[]) AS c(id, amount)
      RETURNING *`;
    const transactionOf = new Map(transactions.map((t) => [t.userId, t]));
    await recordDebitEvents(ctx.webhooks, tx, transactions as (CreditTransaction & { type: 'debit' })[]);
    const deductions = await tx.$queryRaw<{ id: number; userId: number }[]>`
      INSERT INTO "Deduction" ("userId", "date", "meal", "amountPaise", "transactionId", "createdById")
      SELECT c.id, ${date}::date, ${meal}::"Meal", c.amount, c."transactionId", ${createdById}::int
      FROM unnest(${transactions.map((t) => t.userId)}::int[], ${transactions.map((t) => t.amountPaise)}::int[], ${transactions.map((t) => t.id)}::int[])
        AS c(id, amount, "transactionId")
      RETURNING id, "userId"`;
    const deductionOf = new Map(deductions.map((d) => [d.userId, d.id]));
    await recordAudits(
      tx,
      ctx,
      charged.map(({ user, amountPaise }) => ({
        action: 'credit.deduct',
        subject: userSubject(user),
        before: { balance: user.creditPaise / 100 },
        after: { balance: balances.get(user.id)! / 100, amount: amountPaise / 100, date, meal },
      })),
    );
    for (const { user, amountPaise } of charged) {
      outcomes.set(user.id, {
        charged: {
          userId: user.id,
          date,
          meal,
          amountPaise,
          balancePaise: balances.get(user.id)!,
          transactionId: transactionOf.get(user.id)!.id,
          deductionId: deductionOf.get(user.id)!,
        },
      });
    }
    return outcomes;
  });
  try {
    return await charge();
  } catch (error) {
    // The unique key stands behind the lock: should a charge of one of these rows slip in anyway,
    // everything here was rolled back, and the batch once more counts that row as charged before.
    if (isUniqueViolation(error)) return charge();
    throw error;
  }
}
