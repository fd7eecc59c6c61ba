// Rules for referrals: a customer shares a link (`/r/<code>`); a visitor who signs up through it
// is the customer's referral, and when the referral's first top-up is paid both get a credit the
// admin sets. The sign-up page, the account page, the console and the server import this file.
import { z } from 'zod';

/** The credit each of the two customers gets, by default (₹200). */
export const REFERRAL_CREDIT_DEFAULT_PAISE = 20_000;
/** The most an admin may set (₹5,000): a referral credit is a gift, not a top-up. */
export const REFERRAL_CREDIT_MAX_PAISE = 500_000;
/**
 * Codes are 8 characters from an alphabet without the look-alikes 0/O and 1/I/L, so that a code read
 * aloud or copied by hand still works: 31^8 ≈ 8.5 × 10^11 codes, too many to find one by guessing.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

export const REFERRAL_MESSAGES = {
  invalid: 'This referral link is not valid',
  credit: `Enter a whole amount from ₹0 to ₹${(REFERRAL_CREDIT_MAX_PAISE / 100).toLocaleString('en-IN')}`,
  copied: 'Link copied',
} as const;

/** Upper-cased and trimmed, as codes are stored and compared. */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A referral code as a sign-up sends it (from the link's `?ref=`). */
export const referralCodeField = z
  .string(REFERRAL_MESSAGES.invalid)
  .transform(normalizeReferralCode)
  .pipe(z.string().regex(CODE_PATTERN, REFERRAL_MESSAGES.invalid));

/** The admin's referral credit, whole rupees (0 turns referrals off). */
export const referralCreditSchema = z.object({
  credit: z
    .number(REFERRAL_MESSAGES.credit)
    .int(REFERRAL_MESSAGES.credit)
    .min(0, REFERRAL_MESSAGES.credit)
    .max(REFERRAL_CREDIT_MAX_PAISE / 100, REFERRAL_MESSAGES.credit),
});

/** A new code from `randomIndex(n)`, a uniform integer in [0, n) (the server passes a CSPRNG's). */
export function newReferralCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_CODE_ALPHABET[randomIndex(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export { referralPath, signupPathFor } from './referral-links.ts';

/** The credit transactions' notes: the customer who invited, and the customer who joined. */
export const referralNotes = (referrer: string, referred: string) => ({
  referrer: `Referral credit: ${referred} joined through your link`,
  referred: `Referral credit: you joined through ${referrer}'s link`,
});

/** What the account page promises the customer who shares their link. */
export const referralPromise = (creditPaise: number) =>
  `Share your link: when a friend who signs up through it pays their first top-up, you both get ₹${(creditPaise / 100).toLocaleString('en-IN')} of credit.`;

/** What the sign-up page says to a visitor who came through a good referral link. */
export const referralInviteNotice = (creditPaise: number) =>
  creditPaise > 0
    ? `A friend invited you to FreshMeals. You both get ₹${(creditPaise / 100).toLocaleString('en-IN')} of credit when your first top-up is paid.`
    : 'A friend invited you to FreshMeals.';
