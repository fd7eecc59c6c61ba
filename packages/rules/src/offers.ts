// Rules for discounts on top-ups: the automatic first-month offer and the admins' coupons. The
// account page, the console and the server all import this file, so the price a customer is shown
// before paying is computed by the same function as the order's amount.
import { z } from 'zod';

/** Top-ups paid within this many days of a customer's first paid top-up get the first-month offer. */
export const FIRST_MONTH_DAYS = 30;
export const FIRST_MONTH_DEFAULT_PERCENT = 20;
/** The most a customer saves with the first-month offer in all, by default (₹2,000). */
export const FIRST_MONTH_DEFAULT_MAX_PAISE = 200_000;
/** A payment is never below ₹1: Razorpay's smallest order. */
export const MIN_PRICE_PAISE = 100;
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;

export const OFFER_MESSAGES = {
  couponUnknown: 'This coupon code is not valid',
  couponNotYet: 'This coupon is not valid yet',
  couponExpired: 'This coupon has expired',
  couponUsedUp: 'This coupon has been used up',
  couponUsedByYou: 'You have already used this coupon as many times as it allows',
  couponNewOnly: 'This coupon is for new customers only',
  couponMinimum: (minPaise: number) => `This coupon needs a top-up of at least ₹${(minPaise / 100).toLocaleString('en-IN')}`,
  code: 'Enter a code of 3 to 30 letters, digits, dashes or underscores',
  codeTaken: 'A coupon with this code already exists',
  percent: 'Enter a percentage from 1 to 100',
  amount: 'Enter a whole amount of at least ₹1',
  dates: 'The end must be after the start',
  uses: 'Enter a whole number of at least 1',
  text: 'Enter at most 200 characters',
  notFound: 'Offer not found',
  changed: 'This offer has changed since the price was shown. Check the price and try again.',
} as const;

export type DiscountType = 'percent' | 'flat';

/** What a discount needs to know about its offer. */
export interface DiscountTerms {
  discountType: DiscountType;
  /** A percentage (1–100), or paise for a flat discount. */
  value: number;
  /** The most it takes off one payment, paise (null: no cap). */
  maxDiscountPaise: number | null;
}

/**
 * The discount on a top-up adding `creditPaise` of credit, in whole paise, never leaving less than
 * ₹1 to pay and never more than `remainingPaise` (what is left of a per-customer allowance).
 */
export function discountPaise(terms: DiscountTerms, creditPaise: number, remainingPaise = Number.POSITIVE_INFINITY): number {
  const raw = terms.discountType === 'percent' ? Math.floor((creditPaise * terms.value) / 100) : terms.value;
  const capped = Math.min(raw, terms.maxDiscountPaise ?? raw, remainingPaise, creditPaise - MIN_PRICE_PAISE);
  return Math.max(0, capped);
}

/** Upper-cased and trimmed, as codes are stored and compared. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

const wholeRupees = (message: string) => z.number(message).int(message).min(1, message).max(100_000, message);
const uses = z.number(OFFER_MESSAGES.uses).int(OFFER_MESSAGES.uses).min(1, OFFER_MESSAGES.uses).max(1_000_000, OFFER_MESSAGES.uses);
// A Date (GraphQL's DateTime) or an ISO 8601 instant with its offset (forms, REST).
const instant = z
  .union([z.date(), z.iso.datetime({ offset: true })], { message: 'Enter a date and time' })
  .transform((value) => new Date(value));

/** A coupon as an admin creates it (amounts in rupees). */
export const couponSchema = z
  .object({
    code: z.string().transform(normalizeCouponCode).pipe(z.string().regex(COUPON_CODE_PATTERN, OFFER_MESSAGES.code)),
    description: z.string().trim().max(200, OFFER_MESSAGES.text).nullish(),
    discountType: z.enum(['percent', 'flat']),
    /** Percent, or rupees for a flat discount. */
    value: z.number(OFFER_MESSAGES.amount).int(OFFER_MESSAGES.amount).min(1, OFFER_MESSAGES.amount).max(100_000, OFFER_MESSAGES.amount),
    maxDiscount: wholeRupees(OFFER_MESSAGES.amount).nullish(),
    minTopUp: z.number(OFFER_MESSAGES.amount).int(OFFER_MESSAGES.amount).min(0, OFFER_MESSAGES.amount).max(100_000, OFFER_MESSAGES.amount).nullish(),
    validFrom: instant.nullish(),
    validTo: instant.nullish(),
    totalUses: uses.nullish(),
    usesPerCustomer: uses.nullish(),
    newCustomersOnly: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .refine((c) => c.discountType !== 'percent' || c.value <= 100, { message: OFFER_MESSAGES.percent, path: ['value'] })
  .refine((c) => !c.validFrom || !c.validTo || c.validTo > c.validFrom, { message: OFFER_MESSAGES.dates, path: ['validTo'] });
export type CouponInput = z.infer<typeof couponSchema>;

/** The first-month offer's terms, as an admin changes them. */
export const firstMonthSchema = z.object({
  percent: z.number(OFFER_MESSAGES.percent).int(OFFER_MESSAGES.percent).min(1, OFFER_MESSAGES.percent).max(100, OFFER_MESSAGES.percent),
  maxDiscount: wholeRupees(OFFER_MESSAGES.amount),
  active: z.boolean(),
  title: z.string().trim().min(1, OFFER_MESSAGES.text).max(200, OFFER_MESSAGES.text),
  description: z.string().trim().min(1, OFFER_MESSAGES.text).max(200, OFFER_MESSAGES.text),
  badge: z.string().trim().min(1, OFFER_MESSAGES.text).max(200, OFFER_MESSAGES.text),
});
export type FirstMonthInput = z.infer<typeof firstMonthSchema>;
