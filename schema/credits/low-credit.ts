// The daily low-credit check: a customer whose credit covers fewer than three days of their
// routine gets an e-mail saying so, at most once in three days, before meals start going
// unprepared for want of credit.
//
// "Days of the routine" are average days: a week of the routine costs the sum of its slots'
// prices, so three days cost 3/7 of that. The comparison stays in integer paise
// (credit × 7 < 3 × week) so that no rounding decides who is warned.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { MailMessage, Mailer, WebhookEvents } from '../context.ts';
import { inr } from '../mail-template.ts';
import { unsubscribeUrl, withUnsubscribe } from '../notifications/unsubscribe-link.ts';
import { loadPrices, slotPrice, type PriceTable } from '../pricing/prices.ts';

export const LOW_CREDIT_DAYS = 3;
/** At most one low-credit e-mail per customer in this many days. */
export const LOW_CREDIT_REMINDER_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;


export interface LowCreditNotice {
  to: string;
  name: string;
  creditPaise: number;
  weekPaise: number;
  publicUrl: string;
  /** The link that turns these warnings off for this customer. */
  unsubscribeUrl: string;
}

export function lowCreditEmail(notice: LowCreditNotice): MailMessage {
  const daysCovered = Math.floor((notice.creditPaise * 7) / notice.weekPaise);
  const covers =
    daysCovered === 0 ? 'does not cover a day of your meals' : `covers about ${daysCovered} ${daysCovered === 1 ? 'day' : 'days'} of your meals`;
  const lines = [
    `Hi ${notice.name},`,
    '',
    `Your FreshMeals credit is ${inr(notice.creditPaise)}, which ${covers} (a week of your routine costs ${inr(notice.weekPaise)}).`,
    'A meal is only prepared when your credit covers its price, so add credit soon to keep your meals coming.',
    '',
    `Add credit on your account page: ${notice.publicUrl.replace(/\/$/, '')}/account`,
  ];
  return withUnsubscribe({ to: notice.to, tag: 'low-credit', subject: 'FreshMeals: your credit is running low' }, lines, {
    url: notice.unsubscribeUrl,
    reason: 'You get this e-mail because low-credit warnings are on in your e-mail preferences.',
  });
}

/** A week of the routine, in paise. */
export function weekCost(slots: readonly Parameters<typeof slotPrice>[0][], prices: PriceTable): number {
  return slots.reduce((sum, slot) => sum + slotPrice(slot, prices), 0);
}

export const coversFewerDaysThanWarned = (creditPaise: number, weekPaise: number) =>
  weekPaise > 0 && creditPaise * 7 < LOW_CREDIT_DAYS * weekPaise;

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
  publicUrl: string;
  /** Signs the unsubscribe links. */
  codeSecret: string;
  /** Integrations hear `balance.low` with each warning. */
  webhooks?: WebhookEvents;
}): Promise<number> {
  const { prisma, mailer, now } = deps;
  const prices = await loadPrices(prisma);
  const remindedBefore = new Date(now.getTime() - LOW_CREDIT_REMINDER_DAYS * DAY_MS);
  const customers = await prisma.user.findMany({
    where: {
      role: 'customer',
      isDisabled: false,
      emailVerified: true,
      lowCreditEmails: true,
      routineSlots: { some: {} },
      OR: [{ lowCreditNotifiedAt: null }, { lowCreditNotifiedAt: { lt: remindedBefore } }],
    },
    select: {
      id: true,
      name: true,
      email: true,
      creditPaise: true,
      routineSlots: { select: { type: true, proteinMultiplier: true, snacks: true, drinks: true } },
    },
  });
  let sent = 0;
  for (const customer of customers) {
    const weekPaise = weekCost(customer.routineSlots, prices);
    if (!coversFewerDaysThanWarned(customer.creditPaise, weekPaise)) continue;
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
          weekOfRoutine: weekPaise / 100,
          daysCovered: Math.floor((customer.creditPaise * 7) / weekPaise),
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
        weekPaise,
        publicUrl: deps.publicUrl,
        unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.codeSecret, customer.id, 'low_credit'),
      }),
    );
    sent++;
  }
  return sent;
}
