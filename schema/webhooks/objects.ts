// What a webhook event carries as `data.object`: the record it is about, in the units the REST
// API uses (rupees as numbers with paise, ISO times), so a receiver can act without calling back.
import type { Prisma } from '../../prisma/generated/client/client.ts';
import type { WebhookEvents } from '../context.ts';

const rupees = (paise: number) => paise / 100;

type Transaction = {
  id: number;
  userId: number;
  type: 'credit' | 'debit';
  amountPaise: number;
  paymentMethod: string;
  note: string | null;
  createdAt: Date;
  debitReason?: string | null;
  reversesId?: number | null;
};

/** credit.added / credit.debited, with the balance right after it (read only when someone listens). */
function transactionObject(tx: Prisma.TransactionClient, transaction: Transaction) {
  return async () => ({
    object: 'transaction',
    transactionId: transaction.id,
    userId: transaction.userId,
    type: transaction.type,
    amount: rupees(transaction.amountPaise),
    paymentMethod: transaction.paymentMethod,
    note: transaction.note,
    debitReason: transaction.debitReason ?? null,
    reversesTransactionId: transaction.reversesId ?? null,
    balanceAfter: rupees((await tx.user.findUniqueOrThrow({ where: { id: transaction.userId }, select: { creditPaise: true } })).creditPaise),
    createdAt: transaction.createdAt.toISOString(),
  });
}

const transactionEvent = (transaction: Transaction) => (transaction.type === 'credit' ? 'credit.added' : 'credit.debited');

export async function recordTransactionEvent(
  webhooks: WebhookEvents | undefined,
  tx: Prisma.TransactionClient,
  transaction: Transaction,
): Promise<void> {
  await webhooks?.record(tx, transactionEvent(transaction), transactionObject(tx, transaction));
}

/** The events of many debits made together ('Deduct all'): one read of the endpoints for all. */
export async function recordDebitEvents(
  webhooks: WebhookEvents | undefined,
  tx: Prisma.TransactionClient,
  transactions: readonly (Transaction & { type: 'debit' })[],
): Promise<void> {
  await webhooks?.recordEach(tx, 'credit.debited', transactions.map((transaction) => transactionObject(tx, transaction)));
}

/** payment.succeeded / payment.failed. */
export function paymentObject(payment: {
  orderId: string;
  paymentId: string | null;
  userId: number;
  amountPaise: number;
  creditPaise: number;
  discountPaise: number;
  status: string;
  error?: string | null;
}): Record<string, unknown> {
  return {
    object: 'payment',
    orderId: payment.orderId,
    paymentId: payment.paymentId,
    userId: payment.userId,
    amount: rupees(payment.amountPaise),
    credit: rupees(payment.creditPaise),
    discount: rupees(payment.discountPaise),
    status: payment.status,
    error: payment.error ?? null,
  };
}

export const userObject = (user: { id: number; name: string; email: string; role: string; createdAt: Date }) => ({
  object: 'user',
  userId: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
});
