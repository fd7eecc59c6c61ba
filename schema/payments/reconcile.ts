// Reconciliation of online top-ups with the payment provider (the 'reconcile-payments' job, every
// 15 minutes). A webhook can be lost, so an order we still hold as waiting may have been paid long
// ago: the job asks the provider what was paid on each order still waiting 15 minutes after it was
// made, and on each failed or abandoned order of the last day (a customer may pay an order after
// its first attempt failed, or after we gave up on it), and then:
//
// - a captured payment is settled through the webhook's own once-only path (settlePayment), with
//   the provider's amount, so a changed amount or a payment id already used elsewhere credits
//   nothing, and a webhook arriving at the same moment cannot credit it twice;
// - an order past the abandon time with nothing credited becomes 'failed' when the provider has a
//   failed attempt on it (recorded through failPayment, as the webhook would), else 'abandoned'.
//   Before that time nothing is decided: the customer may still retry within the order. An order
//   with an attempt still under way (created or authorized) is left for a later run;
// - whatever the provider's records and ours disagree on is kept as a PaymentDifference for the
//   admins and logged, once: one row per order, kind and provider payment.
//
// Running it again changes nothing more. When the provider does not answer, that order is left as
// it is and asked again at the next run; a provider that keeps failing ends the run early.
import type { PaymentDifferenceKind, PaymentStatus, PrismaClient } from '../../prisma/generated/client/client.ts';
import { ABANDONED_AFTER_MINUTES } from '@freshmeals/rules/payments';
import type { Mailer, WebhookEvents } from '../context.ts';
import { inr } from '../mail-template.ts';
import type { OrderPayments, PaymentProvider, ProviderPayment } from './provider.ts';
import { failPayment, settlePayment } from './settle.ts';

/** An order still waiting this long after it was made is asked about: its webhook is overdue. */
export const RECONCILE_AFTER_MINUTES = 15;
/** Failed and abandoned orders are asked about for this long after they were made (late payments). */
export const LATE_PAYMENT_HOURS = 24;
/** Orders asked about in one run, oldest first; the rest wait for the next run. */
export const RECONCILE_BATCH = 100;
/** The provider failing this many times in a row ends the run: it is down, the next run tries again. */
const MAX_FAILURES_IN_A_ROW = 3;

/** The little of a logger the job needs (pino's). */
export interface ReconcileLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface ReconcileDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  webhooks?: WebhookEvents;
  /** The configured provider; null without one. */
  provider: PaymentProvider | null;
  now: Date;
  log: ReconcileLog;
}

export interface ReconcileReport {
  /** Orders looked at. */
  checked: number;
  credited: number;
  failed: number;
  abandoned: number;
  /** Differences recorded for the first time. */
  differences: number;
  /** Orders the provider did not answer for. */
  unanswered: number;
}

interface Order {
  id: number;
  orderId: string;
  provider: string;
  amountPaise: number;
  status: PaymentStatus;
  createdAt: Date;
}

const PROVIDER_NAMES: Record<string, string> = { razorpay: 'Razorpay', test: 'The test checkout' };
const ORDER_FIELDS = { id: true, orderId: true, provider: true, amountPaise: true, status: true, createdAt: true } as const;
/** Attempts that may still end captured: the order is not given up while one exists. */
const UNDER_WAY = new Set(['created', 'authorized']);

export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileReport> {
  const { prisma, provider, now, log } = deps;
  const report: ReconcileReport = { checked: 0, credited: 0, failed: 0, abandoned: 0, differences: 0, unanswered: 0 };
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const waiting = await prisma.payment.findMany({
    where: { status: 'created', createdAt: { lte: minutesAgo(RECONCILE_AFTER_MINUTES) } },
    orderBy: { createdAt: 'asc' },
    take: RECONCILE_BATCH,
    select: ORDER_FIELDS,
  });
  // Only a provider that can be asked can tell of a late payment.
  const late = provider
    ? await prisma.payment.findMany({
        where: { status: { in: ['failed', 'abandoned'] }, provider: provider.name, createdAt: { gte: minutesAgo(LATE_PAYMENT_HOURS * 60) } },
        orderBy: { createdAt: 'asc' },
        take: RECONCILE_BATCH,
        select: ORDER_FIELDS,
      })
    : [];

  async function record(order: Order, kind: PaymentDifferenceKind, payment: ProviderPayment | null, detail: string) {
    const { count } = await prisma.paymentDifference.createMany({
      data: [{ paymentRecordId: order.id, kind, providerPaymentId: payment?.id ?? '', providerAmountPaise: payment?.amountPaise ?? null, detail, createdAt: now }],
      skipDuplicates: true,
    });
    if (count === 0) return;
    report.differences++;
    log.error({ orderId: order.orderId, paymentId: payment?.id, kind }, `payment reconciliation: ${detail}`);
  }

  let failuresInARow = 0;
  for (const order of [...waiting, ...late]) {
    report.checked++;
    // An order of another provider than the configured one (the setup changed) cannot be asked.
    let answer: OrderPayments | null = null;
    if (provider && provider.name === order.provider) {
      try {
        answer = await provider.fetchOrderPayments(order.orderId);
        failuresInARow = 0;
      } catch (err) {
        report.unanswered++;
        log.warn({ err, orderId: order.orderId }, 'payment provider did not answer for an order; it is asked again at the next run');
        if (++failuresInARow >= MAX_FAILURES_IN_A_ROW) {
          log.warn({ unanswered: report.unanswered }, 'payment provider keeps failing; reconciliation ends here until the next run');
          break;
        }
        continue;
      }
    } else if (order.status !== 'created') {
      continue;
    }
    const who = PROVIDER_NAMES[order.provider] ?? order.provider;
    if (answer && !answer.known) {
      await record(order, 'unknown_order', null, `${who} has no order ${order.orderId}.`);
    }
    const payments = answer?.known ? answer.payments : [];

    let creditedWith: string | null = null;
    for (const payment of payments.filter((p) => p.status === 'captured')) {
      if (creditedWith !== null) {
        if (payment.id !== creditedWith) {
          await record(order, 'captured_twice', payment, `${who} captured a second payment, ${payment.id} of ${inr(payment.amountPaise)}, on an order already paid with ${creditedWith}: the customer paid twice.`);
        }
        continue;
      }
      const settled = await settlePayment(
        { prisma, mailer: deps.mailer, now, webhooks: deps.webhooks },
        { orderId: order.orderId, paymentId: payment.id, amountPaise: payment.amountPaise },
      );
      if (settled.outcome === 'credited') {
        creditedWith = payment.id;
        report.credited++;
        log.info({ orderId: order.orderId, paymentId: payment.id }, 'payment reconciliation credited a payment whose webhook had not arrived');
        if (order.status === 'failed' || order.status === 'abandoned') {
          await record(order, order.status === 'failed' ? 'paid_after_failed' : 'paid_after_abandoned', payment, `${who} captured ${payment.id} of ${inr(payment.amountPaise)} on an order we had marked ${order.status}: credited now.`);
        }
      } else if (settled.outcome === 'already_paid') {
        // Credited meanwhile (a webhook, the checkout's callback): with this payment, or another.
        const paid = await prisma.payment.findUnique({ where: { id: order.id }, select: { paymentId: true } });
        creditedWith = paid?.paymentId ?? payment.id;
        if (creditedWith !== payment.id) {
          await record(order, 'captured_twice', payment, `${who} captured a second payment, ${payment.id} of ${inr(payment.amountPaise)}, on an order already paid with ${creditedWith}: the customer paid twice.`);
        }
      } else if (settled.outcome === 'amount_mismatch') {
        await record(order, 'amount_mismatch', payment, `${who} captured ${payment.id} of ${inr(payment.amountPaise)} on an order of ${inr(order.amountPaise)}: nothing was credited.`);
      } else if (settled.outcome === 'payment_reused') {
        await record(order, 'payment_reused', payment, `${who} names ${payment.id}, which another order was already paid with: nothing was credited for this one.`);
      }
    }

    if (creditedWith !== null || order.status !== 'created' || order.createdAt > minutesAgo(ABANDONED_AFTER_MINUTES)) continue;
    if (payments.some((p) => UNDER_WAY.has(p.status))) continue;
    const failedAttempt = payments.find((p) => p.status === 'failed');
    if (failedAttempt && !payments.some((p) => p.status === 'captured')) {
      if (await failPayment(prisma, order.orderId, failedAttempt.error ?? 'The payment failed', now, deps.webhooks)) report.failed++;
      continue;
    }
    // Nothing credited by the end of its time: given up, in the database, unless paid meanwhile.
    const { count } = await prisma.payment.updateMany({ where: { id: order.id, status: 'created' }, data: { status: 'abandoned' } });
    report.abandoned += count;
  }
  return report;
}
