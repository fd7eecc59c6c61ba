// Rules for adding credit and the transactions list. One set of rules: the GraphQL resolvers and
// the admin's Add Credit dialog both import this file, so it must stay free of server-only imports
// (zod only). Amounts are INR with at most 2 decimals (exact paise).
import { z } from 'zod';

/** What an admin may record a credit as; 'debit' is only written by a dispatch deduction. */
export const CREDIT_PAYMENT_METHODS = ['online', 'offline', 'exempted'] as const;
export type CreditPaymentMethod = (typeof CREDIT_PAYMENT_METHODS)[number];
/**
 * 'adjustment' marks an admin's correction: a debit with a reason, or a reversal. 'razorpay' is a
 * customer's own top-up, paid online and verified by its signature (never entered by an admin).
 */
export const PAYMENT_METHODS = ['online', 'offline', 'exempted', 'debit', 'adjustment', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * The methods that mean "paid online": an admin's 'online' credit and a customer's own top-up
 * through the payment gateway. Filtering by 'online' keeps all of them.
 */
export const ONLINE_PAYMENT_METHODS = ['online', 'razorpay'] as const satisfies readonly PaymentMethod[];

/** The methods a payment-method filter keeps: 'online' stands for every online method. */
export const paymentMethodsMatching = (filter: PaymentMethod): readonly PaymentMethod[] =>
  filter === 'online' ? ONLINE_PAYMENT_METHODS : [filter];

/** How a payment method reads for people: a gateway top-up is an online payment too. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Online',
  offline: 'Offline',
  exempted: 'Exempted',
  debit: 'Debit',
  adjustment: 'Adjustment',
  razorpay: 'Online (Razorpay)',
};

/**
 * The note a gateway top-up is stored with: 'Online payment ' and the gateway's payment id, then,
 * when an offer or coupon took something off, ', ' and what ('₹1,000 off, first-month offer').
 */
const GATEWAY_NOTE = /^Online payment ([^\s,]+)(?:, (.+))?$/;
/** How many closing characters of a gateway payment id make its short reference. */
const REFERENCE_LENGTH = 6;

export interface TransactionNoteText {
  /** What people read: 'Online payment · Ref …a1b2c3' instead of the gateway's raw id. */
  text: string;
  /** The gateway's full payment id (for support, e.g. as a tooltip), when the note holds one. */
  paymentId: string | null;
}

/**
 * The note of a transaction as people read it. A gateway top-up's note holds the raw payment id
 * (`Online payment pay_test_Q2xv…`): it reads 'Online payment' with a short reference (the id's
 * last characters) and the discount if any, the full id kept apart. Any other note reads as it is.
 */
export function transactionNoteText(note: string | null | undefined, paymentMethod: string): TransactionNoteText | null {
  if (!note) return null;
  const gateway = paymentMethod === 'razorpay' ? GATEWAY_NOTE.exec(note.trim()) : null;
  if (!gateway) return { text: note, paymentId: null };
  const paymentId = gateway[1]!;
  const discount = gateway[2] ? ` · ${gateway[2]}` : '';
  return { text: `Online payment · Ref …${paymentId.slice(-REFERENCE_LENGTH)}${discount}`, paymentId };
}

/** Why an admin takes credit away, with the label the Debit dialog shows. */
export const DEBIT_REASONS = ['refund', 'correction', 'other'] as const;
export type DebitReason = (typeof DEBIT_REASONS)[number];
export const DEBIT_REASON_LABELS: Record<DebitReason, string> = {
  refund: 'Refund paid out',
  correction: 'Correction',
  other: 'Other',
};
export const TRANSACTION_TYPES = ['credit', 'debit'] as const;

export const TRANSACTIONS_PAGE_SIZE = 10;
export const MIN_CREDIT_AMOUNT = 1;
export const CREDIT_NOTE_MAX = 255;
/** A limit of our own: one credit is at most ₹10,00,000. */
export const MAX_CREDIT_AMOUNT = 1_000_000;

export const MESSAGES = {
  userId: 'Invalid user id',
  amount: 'Enter a valid amount',
  amountMax: `Amount must be at most ${MAX_CREDIT_AMOUNT}`,
  paymentMethod: 'Select a payment method',
  note: `Note must be at most ${CREDIT_NOTE_MAX} characters`,
  userNotFound: 'User not found',
  balanceLimit: 'This credit would take the balance over the maximum allowed',
  reason: 'Select a reason',
  otherNote: 'Describe the reason in the note',
  insufficient: 'Insufficient credit',
  transactionNotFound: 'Transaction not found',
  alreadyReversed: 'This transaction has already been reversed',
  reversalOfReversal: 'A reversal cannot be reversed',
} as const;

/** The note of a reversal: which entry it cancels. */
export const reversalNote = (transactionId: number) => `Reversal of transaction #${transactionId}`;

/** True when the amount has at most 2 decimals (whole paise). */
export function isWholePaise(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const paise = amount * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
}

/** INR (at most 2 decimals) to integer paise. */
export const inrToPaise = (amount: number) => Math.round(amount * 100);

const amountField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z
    .number(MESSAGES.amount)
    .refine(Number.isFinite, MESSAGES.amount)
    .min(MIN_CREDIT_AMOUNT, MESSAGES.amount)
    .refine(isWholePaise, MESSAGES.amount)
    .refine((v) => v <= MAX_CREDIT_AMOUNT, MESSAGES.amountMax),
);

const noteField = z.preprocess(
  (value) => (value === null || value === undefined ? undefined : value),
  z
    .string(MESSAGES.note)
    .trim()
    .max(CREDIT_NOTE_MAX, MESSAGES.note)
    .optional()
    .transform((v) => (v ? v : undefined)),
);

/** The Add Credit dialog's fields (the user comes from the table row). */
export const creditFormSchema = z.object({
  amount: amountField,
  paymentMethod: z.enum(CREDIT_PAYMENT_METHODS, MESSAGES.paymentMethod),
  note: noteField,
});

/** The Debit dialog's fields: 'other' needs a note that says why. */
export const debitFormSchema = z
  .object({
    amount: amountField,
    reason: z.enum(DEBIT_REASONS, MESSAGES.reason),
    note: noteField,
  })
  .refine((debit) => debit.reason !== 'other' || Boolean(debit.note), { message: MESSAGES.otherNote, path: ['note'] });

export const debitCreditSchema = z
  .object({ userId: z.number(MESSAGES.userId).int(MESSAGES.userId).positive(MESSAGES.userId).max(2_147_483_647, MESSAGES.userId) })
  .and(debitFormSchema);

export const addCreditSchema = z
  .object({ userId: z.number(MESSAGES.userId).int(MESSAGES.userId).positive(MESSAGES.userId).max(2_147_483_647, MESSAGES.userId) })
  .and(creditFormSchema);
export type AddCreditInput = z.input<typeof addCreditSchema>;
