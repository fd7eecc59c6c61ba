// What happens when a payment arrives, by whichever way (the checkout's callback, a webhook, both,
// twice, at the same time): the order's payment row turns 'paid' with a conditional update, and
// only the caller whose update changed it credits the balance and records the transaction, in
// the same database transaction. Everyone else is told it was already done. The provider's
// payment id is unique, so no payment can credit two orders either: a payment id already recorded
// on another order is answered 'payment_reused' and credits nothing.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { Mailer, WebhookEvents } from '../context.ts';
import { creditReceiptEmail } from '../credits/receipt-email.ts';
import { inr } from '../mail-template.ts';
import { discountLabel } from '../offers/discount.ts';
import { rewardReferral } from '../referrals/referrals.ts';
import { issueReceiptVoucher } from '../tax-documents/issue.ts';
import { documentAttachments } from '../tax-documents/pdf.ts';
import { moneyTransaction } from '../transactions.ts';
import { paymentObject, recordTransactionEvent } from '../webhooks/objects.ts';

export type SettleOutcome = 'credited' | 'already_paid' | 'unknown_order' | 'amount_mismatch' | 'payment_reused';

export interface SettledPayment {
  outcome: SettleOutcome;
  userId?: number;
  amountPaise?: number;
}

/** Credits the order's payment once; `amountPaise` (a webhook's) must match the order's. */
export async function settlePayment(
  deps: { prisma: PrismaClient; mailer: Mailer; now: Date; webhooks?: WebhookEvents },
  payment: { orderId: string; paymentId: string; amountPaise?: number },
): Promise<SettledPayment> {
  const { prisma, mailer, now } = deps;
  // Two orders claiming the same payment id at once: the unique index stops the second.
  const result = await moneyTransaction(prisma, async (tx) => {
    const order = await tx.payment.findUnique({ where: { orderId: payment.orderId }, include: { offer: { select: { kind: true, code: true } } } });
    if (!order) return { outcome: 'unknown_order' as const };
    if (payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise) {
      return { outcome: 'amount_mismatch' as const, userId: order.userId };
    }
    const elsewhere = await tx.payment.findUnique({ where: { paymentId: payment.paymentId }, select: { id: true } });
    if (elsewhere && elsewhere.id !== order.id) return { outcome: 'payment_reused' as const, userId: order.userId };
    const claimed = await tx.payment.updateMany({
      // An abandoned order paid late was still paid: the money is taken, so it is credited.
      where: { id: order.id, status: { in: ['created', 'failed', 'abandoned'] } },
      data: { status: 'paid', paymentId: payment.paymentId, paidAt: now, error: null },
    });
    if (claimed.count === 0) return { outcome: 'already_paid' as const, userId: order.userId, amountPaise: order.creditPaise };
    const user = await tx.user.update({
      where: { id: order.userId },
      data: { creditPaise: { increment: order.creditPaise } },
      select: { name: true, email: true, creditPaise: true },
    });
    const credit = await tx.creditTransaction.create({
      data: {
        userId: order.userId,
        type: 'credit',
        amountPaise: order.creditPaise,
        paymentMethod: 'razorpay',
        note: [`Online payment ${payment.paymentId}`, discountLabel(order.discountPaise, order.offer)].filter(Boolean).join(', '),
        createdById: order.userId,
        createdAt: now,
      },
    });
    await tx.payment.update({ where: { id: order.id }, data: { creditTransactionId: credit.id } });
    // A paid auto top-up charge ends a run of failed ones.
    if (order.autoTopUpKind === 'charge' && order.autoTopUpId !== null) await tx.autoTopUp.updateMany({ where: { id: order.autoTopUpId }, data: { failures: 0 } });
    await deps.webhooks?.record(tx, 'payment.succeeded', paymentObject({ ...order, paymentId: payment.paymentId, status: 'paid' }));
    await recordTransactionEvent(deps.webhooks, tx, credit);
    const receipt = creditReceiptEmail({
      to: user.email,
      name: user.name,
      amountPaise: order.creditPaise,
      balancePaise: user.creditPaise,
      paymentMethod: 'razorpay',
      note: order.discountPaise > 0 ? `${inr(order.amountPaise)} paid, ${discountLabel(order.discountPaise, order.offer)}` : null,
    });
    // A referred customer's first paid top-up credits them and their referrer, in this transaction.
    const referralReceipts = await rewardReferral(tx, deps, { id: order.id, userId: order.userId });
    receipt.attachments = await issueReceiptVoucher(tx, deps, order).then(documentAttachments);
    return { outcome: 'credited' as const, userId: order.userId, amountPaise: order.creditPaise, receipts: [receipt, ...referralReceipts] };
  }).catch((error: unknown) => {
    if ((error as { code?: string } | null)?.code === 'P2002') return { outcome: 'payment_reused' as const, userId: undefined };
    throw error;
  });
  // Only once the credit is committed.
  if (result.outcome === 'credited') for (const receipt of result.receipts) await mailer.send(receipt);
  return { outcome: result.outcome, userId: result.userId, amountPaise: 'amountPaise' in result ? result.amountPaise : undefined };
}

/** Records that the provider said the order's payment failed; a paid order stays paid. */
export async function failPayment(
  prisma: PrismaClient,
  orderId: string,
  reason: string,
  now: Date,
  webhooks?: WebhookEvents,
): Promise<boolean> {
  const error = reason.slice(0, 500);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.payment.updateMany({ where: { orderId, status: 'created' }, data: { status: 'failed', error, failedAt: now } });
    if (count === 0) return false;
    const order = await tx.payment.findUniqueOrThrow({ where: { orderId } });
    await webhooks?.record(tx, 'payment.failed', paymentObject({ ...order, status: 'failed' }));
    return true;
  });
}
