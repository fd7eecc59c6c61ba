// Rules for auto top-up: "When my credit covers fewer than N days, add ₹X", charged from a mandate
// (UPI Autopay or a card) the customer authorises once with a ₹1 payment, which is added to their
// credit. The daily low-credit job charges it; after 3 failed charges in a row it turns itself off.
// The account page, the REST facade and the server import this file.
import { z } from 'zod';

export const AUTO_TOP_UP_MIN_DAYS = 1;
export const AUTO_TOP_UP_MAX_DAYS = 14;
export const AUTO_TOP_UP_DEFAULT_DAYS = 3;
/** The smallest charge, as for any other amount (₹500), and the largest (₹50,000). */
export const AUTO_TOP_UP_MIN_RUPEES = 500;
export const AUTO_TOP_UP_MAX_RUPEES = 50_000;
/** The authorising payment: ₹1, the least a mandate can be set up with, added to the credit. */
export const MANDATE_AUTH_PAISE = 100;
/** Failed charges in a row after which auto top-up turns itself off. */
export const AUTO_TOP_UP_MAX_FAILURES = 3;

export const AUTO_TOP_UP_MESSAGES = {
  days: `Enter a whole number of days from ${AUTO_TOP_UP_MIN_DAYS} to ${AUTO_TOP_UP_MAX_DAYS}`,
  amount: `Enter a whole amount from ₹${AUTO_TOP_UP_MIN_RUPEES} to ₹${AUTO_TOP_UP_MAX_RUPEES.toLocaleString('en-IN')}`,
  unavailable: 'Auto top-up is not available right now',
  notOn: 'Auto top-up is not on',
  turnedOff: 'Auto top-up is off',
} as const;

const whole = (message: string, min: number, max: number) => z.number(message).int(message).min(min, message).max(max, message);

/** What the customer chooses: the days their credit should cover, and the amount to add. */
export const autoTopUpSchema = z.object({
  days: whole(AUTO_TOP_UP_MESSAGES.days, AUTO_TOP_UP_MIN_DAYS, AUTO_TOP_UP_MAX_DAYS),
  amount: whole(AUTO_TOP_UP_MESSAGES.amount, AUTO_TOP_UP_MIN_RUPEES, AUTO_TOP_UP_MAX_RUPEES),
});
export type AutoTopUpInput = z.input<typeof autoTopUpSchema>;

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/** The rule in the customer's words. */
export const autoTopUpRule = (days: number, amountPaise: number) =>
  `When my credit covers fewer than ${days} ${days === 1 ? 'day' : 'days'}, add ${rupees(amountPaise)}`;

/** Why auto top-up turned itself off, as the account page and the e-mail say it. */
export const autoTopUpOffAfterFailures = `Auto top-up was turned off after ${AUTO_TOP_UP_MAX_FAILURES} failed charges in a row. Turn it on again to authorise a new mandate.`;
