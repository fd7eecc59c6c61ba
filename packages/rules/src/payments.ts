// Rules for topping up credit online ('Add credit' on the account page): the packs a customer may
// buy and the custom amount. The account page and the server both import this file (zod only).
import { z } from 'zod';

/** Packs of the customer's own routine: 7, 14 or 28 days of it, priced from the price table. */
export const TOP_UP_PACKS = ['days_7', 'days_14', 'days_28'] as const;
export type TopUpPack = (typeof TOP_UP_PACKS)[number];
export const PACK_DAYS: Record<TopUpPack, number> = { days_7: 7, days_14: 14, days_28: 28 };

/** A custom top-up is at least ₹500 and at most ₹1,00,000 (whole rupees). */
export const MIN_CUSTOM_TOP_UP = 500;
export const MAX_TOP_UP = 100_000;

/** An order not paid this long after it was made is abandoned (listed for admins as such). */
export const ABANDONED_AFTER_MINUTES = 60;

export const PAYMENT_MESSAGES = {
  choose: 'Choose a pack or enter an amount',
  amount: `Enter a whole amount of at least ₹${MIN_CUSTOM_TOP_UP}`,
  amountMax: `Amount must be at most ₹${MAX_TOP_UP.toLocaleString('en-IN')}`,
  noRoutine: 'Packs are priced from your weekly routine: you have none yet. Enter an amount instead.',
  unavailable: 'Online payments are not available right now. Contact us to add credit.',
  balanceLimit: 'This payment would take your balance over the maximum allowed',
  badSignature: 'The payment could not be verified',
  notFound: 'Payment not found',
} as const;

const amount = z
  .number(PAYMENT_MESSAGES.amount)
  .int(PAYMENT_MESSAGES.amount)
  .min(MIN_CUSTOM_TOP_UP, PAYMENT_MESSAGES.amount)
  .max(MAX_TOP_UP, PAYMENT_MESSAGES.amountMax);

/** Either a pack or a custom amount in rupees, not both. */
export const startTopUpSchema = z
  .object({ pack: z.enum(TOP_UP_PACKS).nullish(), amount: amount.nullish() })
  .refine((input) => (input.pack == null) !== (input.amount == null), { message: PAYMENT_MESSAGES.choose, path: ['amount'] });
export type StartTopUpInput = z.infer<typeof startTopUpSchema>;

/** What marking a payment difference (found by the reconciliation job) resolved can answer. */
export const PAYMENT_DIFFERENCE_MESSAGES = {
  notFound: 'Payment difference not found',
  alreadyResolved: 'This difference is already resolved',
} as const;
