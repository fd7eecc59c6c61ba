// The unsubscribe link of a non-essential e-mail: `<site>/unsubscribe?token=<user id>.<preference>.<signature>`.
// The signature is an HMAC of the user and the preference, so a link turns off exactly that one
// preference of that one user, and nothing a reader changes in it passes. It never expires: an
// e-mail read months later must still be able to stop the next one. It is safe to keep this
// simple because all it can ever do is turn an e-mail off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_PREFERENCES, type EmailPreference } from '@freshmeals/rules/notifications';
import type { MailMessage } from '../context.ts';
import { textAndHtml } from '../mail-template.ts';

/** The User column each preference is kept in. */
export const PREFERENCE_COLUMN = {
  low_credit: 'lowCreditEmails',
  weekly_summary: 'weeklySummaryEmails',
} as const satisfies Record<EmailPreference, string>;

// A key of its own, derived from the code secret: these signatures are shown to anyone who reads
// the e-mail, and must never be usable as, or help to forge, the HMACs of e-mailed codes.
const keyOf = (codeSecret: string) => createHmac('sha256', codeSecret).update('unsubscribe-links').digest();

const signature = (codeSecret: string, userId: number, preference: EmailPreference) =>
  createHmac('sha256', keyOf(codeSecret)).update(`${userId}:${preference}`).digest('base64url');

export function unsubscribeToken(codeSecret: string, userId: number, preference: EmailPreference): string {
  return `${userId}.${preference}.${signature(codeSecret, userId, preference)}`;
}

/** The user and preference a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(codeSecret: string, token: string): { userId: number; preference: EmailPreference } | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return null;
  const [id, preference, given] = parts as [string, string, string];
  if (!/^\d{1,9}$/.test(id) || !(EMAIL_PREFERENCES as readonly string[]).includes(preference)) return null;
  const userId = Number(id);
  const expected = Buffer.from(signature(codeSecret, userId, preference as EmailPreference));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, preference: preference as EmailPreference };
}

export function unsubscribeUrl(publicUrl: string, codeSecret: string, userId: number, preference: EmailPreference): string {
  return `${publicUrl.replace(/\/$/, '')}/unsubscribe?token=${unsubscribeToken(codeSecret, userId, preference)}`;
}

/**
 * A non-essential e-mail from its lines: the link closes it (text and HTML), goes in the
 * List-Unsubscribe header, and is blanked from the outbox once delivered, like other links.
 */
export function withUnsubscribe(
  message: Omit<MailMessage, 'text' | 'html'>,
  lines: readonly string[],
  link: { url: string; reason: string },
): MailMessage {
  const footer = ['', '--', link.reason, `Unsubscribe: ${link.url}`];
  const token = new URL(link.url).searchParams.get('token');
  return {
    ...message,
    ...textAndHtml([...lines, ...footer]),
    unsubscribeUrl: link.url,
    secrets: [...(message.secrets ?? []), ...(token ? [token] : [])],
  };
}
