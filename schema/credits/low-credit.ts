// The daily low-credit check: a customer whose credit does not cover their meals of the next three
// days gets an e-mail saying so, at most once in three days, before meals start going unprepared
// for want of credit.
//
// "Their meals" are what the kitchen will prepare and has not charged yet: a meal past its cut-off
// as the meal ledger recorded it (its locked price), the others as planned now (the routine, a
// one-day change), without skipped, paused or closed meals. The comparison is in integer paise.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { MailMessage, Mailer, WebhookEvents } from '../context.ts';
import { inr } from '../mail-template.ts';
import { lockDueMeals } from '../meals/ledger.ts';
import { unsubscribeUrl, withUnsubscribe } from '../notifications/unsubscribe-link.ts';
import { loadPrices } from '../pricing/prices.ts';
import { unpaidMeals } from '../summary/summary.ts';
import { addDays, businessDate, type LocalDate } from '../time.ts';

/** How many days ahead (today included) a customer's credit should cover. */
export const LOW_CREDIT_DAYS = 3;
/** At most one low-credit e-mail per customer in this many days. */
export const LOW_CREDIT_REMINDER_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LowCreditNotice {
  to: string;
  name: string;
  creditPaise: number;
  /** What the meals of each of the next days cost, today first (LOW_CREDIT_DAYS of them). */
  dayCostsPaise: readonly number[];
  publicUrl: string;
  /** The link that turns these warnings off for this customer. */
  unsubscribeUrl: string;
}

/** How many of the next days, in order from today, the credit pays for in full. */
export function daysCovered(creditPaise: number, dayCostsPaise: readonly number[]): number {
  let left = creditPaise;
  let days = 0;
  for (const cost of dayCostsPaise) {
    if (cost > left) break;
    left -= cost;
    days++;
  }
  return days;
}

export function lowCreditEmail(notice: LowCreditNotice): MailMessage {
  const covered = daysCovered(notice.creditPaise, notice.dayCostsPaise);
  const totalPaise = notice.dayCostsPaise.reduce((sum, cost) => sum + cost, 0);
  const covers = covered === 0 ? 'does not cover today' : `covers ${covered === 1 ? 'today only' : `only ${covered} of them`}`;
  const lines = [
    `Hi ${notice.name},`,
    '',
    `Your FreshMeals credit is ${inr(notice.creditPaise)}. Your meals of the next ${notice.dayCostsPaise.length} days cost ${inr(totalPaise)}, and your credit ${covers}.`,
    'A meal is only prepared when your credit covers its price, so add credit soon to keep your meals coming.',
    '',
    `Add credit on your account page: ${notice.publicUrl.replace(/\/$/, '')}/account`,
  ];
  return withUnsubscribe({ to: notice.to, tag: 'low-credit', subject: 'FreshMeals: your credit is running low' }, lines, {
    url: notice.unsubscribeUrl,
    reason: 'You get this e-mail because low-credit warnings are on in your e-mail preferences.',
  });
}

/**
 * What each customer's meals to prepare and not yet charged cost on each of `dates`, in paise: one
 * statement whatever the number of customers.
 */
export async function comingMealCosts(prisma: PrismaClient, dates: LocalDate[]): Promise<Map<number, number[]>> {
  const prices = await loadPrices(prisma);
  const rows = await prisma.$queryRaw<{ userId: number; date: string; pricePaise: number }[]>`
    SELECT m."userId", m.date::text AS "date", sum(m."pricePaise")::int AS "pricePaise"
    FROM ${unpaidMeals(dates, prices)} m
    GROUP BY 1, 2`;
  const costs = new Map<number, number[]>();
  for (const row of rows) {
    const days = costs.get(row.userId) ?? dates.map(() => 0);
    days[dates.indexOf(row.date)] = row.pricePaise;
    costs.set(row.userId, days);
  }
  return costs;
}

/**
 * E-mails every active customer whose credit runs low, who has not turned these warnings off and
 * who has not been told in the last three days. A customer is marked as told before their e-mail is written, with a conditional
 * update, so a check that runs twice (two gateways, or a job run again after a crash) never
 * e-mails anyone twice. Returns how many were e-mailed.
 */
export async function runLowCreditCheck(deps: {
  prisma: PrismaClient;
  mailer: Mailer;
  now: Date;
  timeZone: string;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  codeSecret: string;
  /** Integrations hear `balance.low` with each warning. */
  webhooks?: WebhookEvents;
  /** Customers whose auto top-up was just charged: their credit is on its way, so no warning. */
  toppedUp?: ReadonlySet<number>;
}): Promise<number> {
  const { prisma, mailer, now } = deps;
  const today = businessDate(now, deps.timeZone);
  // The meals past their cut-off are read as the ledger keeps them.
  await lockDueMeals({ prisma, now: () => now, timeZone: deps.timeZone });
  const costs = await comingMealCosts(prisma, Array.from({ length: LOW_CREDIT_DAYS }, (_, i) => addDays(today, i)));
  const remindedBefore = new Date(now.getTime() - LOW_CREDIT_REMINDER_DAYS * DAY_MS);
  const customers = await prisma.user.findMany({
    where: {
      id: { in: [...costs.keys()] },
      role: 'customer',
      isDisabled: false,
      emailVerified: true,
      lowCreditEmails: true,
      OR: [{ lowCreditNotifiedAt: null }, { lowCreditNotifiedAt: { lt: remindedBefore } }],
    },
    select: { id: true, name: true, email: true, creditPaise: true },
  });
  let sent = 0;
  for (const customer of customers) {
    if (deps.toppedUp?.has(customer.id)) continue;
    const dayCostsPaise = costs.get(customer.id)!;
    const nextDaysPaise = dayCostsPaise.reduce((sum, cost) => sum + cost, 0);
    if (customer.creditPaise >= nextDaysPaise) continue;
    const claimed = await prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: customer.id, OR: [{ lowCreditNotifiedAt: null }, { lowCreditNotifiedAt: { lt: remindedBefore } }] },
        data: { lowCreditNotifiedAt: now },
      });
      if (count > 0) {
        await deps.webhooks?.record(tx, 'balance.low', {
          object: 'balance',
          userId: customer.id,
          balance: customer.creditPaise / 100,
          nextDaysCost: nextDaysPaise / 100,
          daysCovered: daysCovered(customer.creditPaise, dayCostsPaise),
        });
      }
      return count;
    });
    if (claimed === 0) continue;
    await mailer.send(
      lowCreditEmail({
        to: customer.email,
        name: customer.name,
        creditPaise: customer.creditPaise,
        dayCostsPaise,
        publicUrl: deps.publicUrl,
        unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.codeSecret, customer.id, 'low_credit'),
      }),
    );
    sent++;
  }
  return sent;
}
