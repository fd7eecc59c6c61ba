// The e-mails a customer may turn off (account page, or the unsubscribe link in each of them), with
// the words both the gateway and the site use for them. Essential e-mails (codes, invitations,
// credit receipts, skip and pause confirmations, staff alerts) are not here: they are always sent.
import { z } from 'zod';

export const EMAIL_PREFERENCES = ['low_credit', 'weekly_summary'] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

/** How each is named on the account page, and what unsubscribing from it stops. */
export const EMAIL_PREFERENCE_TEXT: Record<EmailPreference, { label: string; hint: string; stops: string; stopped: string }> = {
  low_credit: {
    label: 'Low-credit warnings',
    hint: 'An e-mail when your credit covers fewer than 3 days of your meals.',
    stops: 'low-credit warnings',
    stopped: 'You will no longer get low-credit warnings. You can turn them back on from your account page.',
  },
  weekly_summary: {
    label: 'Weekly summary',
    hint: "Every Sunday evening: the coming week's meals and dishes, and whether your credit covers them.",
    stops: 'the weekly summary',
    stopped: 'You will no longer get the weekly summary. You can turn it back on from your account page.',
  },
};

export const NOTIFICATION_MESSAGES = {
  nothingToChange: 'Choose a preference to change',
  saved: 'Your e-mail preferences have been saved.',
  badLink: 'This unsubscribe link is not valid. You can change your e-mail preferences on your account page.',
} as const;

/** setEmailPreferences: either or both, as booleans; nothing else. */
export const emailPreferencesSchema = z
  .object({
    lowCreditEmails: z.boolean().optional(),
    weeklySummaryEmails: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.lowCreditEmails !== undefined || v.weeklySummaryEmails !== undefined, { message: NOTIFICATION_MESSAGES.nothingToChange });
export type EmailPreferencesInput = z.input<typeof emailPreferencesSchema>;

/**
 * The preference an unsubscribe token names, read without checking its signature (the page shows
 * what the link will stop; the gateway checks the signature when it is used). Null when the token
 * is not of the shape `<user id>.<preference>.<signature>`.
 */
export function unsubscribeTokenPreference(token: string): EmailPreference | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !/^\d+$/.test(parts[0]!) || !parts[2]) return null;
  return (EMAIL_PREFERENCES as readonly string[]).includes(parts[1]!) ? (parts[1] as EmailPreference) : null;
}
