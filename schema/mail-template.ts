// How the product's e-mails to customers are written: a few paragraphs of plain text, and the same
// paragraphs as simple HTML (every mail has both parts). Dates are written in the business time
// zone, as the customer lives them.
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { tz } from '@date-fns/tz';
import type { LocalDate } from './time.ts';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paise as the customer reads money: 13900 → '₹139.00'. */
export const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** The text part (lines as they are) and the HTML part (a paragraph per non-empty line). */
export function textAndHtml(lines: readonly string[]): { text: string; html: string } {
  return { text: lines.join('\n'), html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('') };
}

/** '2026-11-27' → 'Friday, 27 November 2026'. */
export const longDate = (date: LocalDate) => format(parseISO(date, { in: tz('UTC') }), 'EEEE, d MMMM yyyy');

/** '2026-11-27' → 'Fri, 27 Nov'. */
export const shortDate = (date: LocalDate) => format(parseISO(date, { in: tz('UTC') }), 'EEE, d MMM');

/** An instant as the business time zone reads it: 'Thursday, 26 November 2026, 13:00'. */
export const dateTimeIn = (instant: Date, timeZone: string) => format(instant, "EEEE, d MMMM yyyy, HH:mm", { in: tz(timeZone) });
