// How the offers screen writes an offer's terms (its discount, limits, dates and state), and the
// dates of the coupon form: typed and shown on India's clock, whatever the browser's zone, and sent
// as instants.
import { BUSINESS_TIME_ZONE, zonedHour } from '@freshmeals/rules/dates';
import { formatDateTime, formatINR } from '../shared/format';

export type OfferKind = 'first_month' | 'coupon';

export const KIND_LABELS: Record<OfferKind, string> = { first_month: 'First-month offer', coupon: 'Coupon' };

/** The kind's label; a kind this screen does not know yet by its own name. */
export const kindLabel = (kind: string) => KIND_LABELS[kind as OfferKind] ?? kind;

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Rupees as the terms are set, whole: '₹150', '₹2,000'; a discount given with paise keeps them ('₹12.50'). */
export function rupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : formatINR(amount);
}

/** '20%' or '₹150'. */
export function discountText(discountType: string, value: number): string {
  return discountType === 'percent' ? `${value}%` : rupees(value);
}

/** Uses so far against the limit: '3 / 10', or '3 (no limit)'. */
export function usesText(uses: number, totalUses: number | null | undefined): string {
  return totalUses == null ? `${uses} (no limit)` : `${uses} / ${totalUses}`;
}

export type OfferState = 'Active' | 'Off' | 'Scheduled' | 'Expired';

export const STATE_COLOURS: Record<OfferState, string> = { Active: 'green', Off: 'red', Scheduled: 'blue', Expired: 'default' };

/**
 * Whether an offer applies at `now`: turned on is not enough, its dates must hold too, so an admin
 * sees at a glance why a coupon turned on is still refused.
 */
export function offerState(
  offer: { active: boolean; validFrom?: string | null; validTo?: string | null },
  now: Date = new Date(),
): OfferState {
  if (!offer.active) return 'Off';
  if (offer.validTo && new Date(offer.validTo) <= now) return 'Expired';
  if (offer.validFrom && new Date(offer.validFrom) > now) return 'Scheduled';
  return 'Active';
}

/** The dates as people read them: [['From', moment], ['Until', moment]], either, or [['Always', '']]. */
export function validity(validFrom: string | null | undefined, validTo: string | null | undefined): Array<[label: string, moment: string]> {
  const parts: Array<[string, string]> = [];
  if (validFrom) parts.push(['From', formatDateTime(validFrom)]);
  if (validTo) parts.push(['Until', formatDateTime(validTo)]);
  return parts.length > 0 ? parts : [['Always', '']];
}

/** The same, a line each: 'From 01 Nov 2026, 00:00 IST'. */
export function validityLines(validFrom: string | null | undefined, validTo: string | null | undefined): string[] {
  return validity(validFrom, validTo).map(([label, moment]) => (moment ? `${label} ${moment}` : label));
}

/** The pickers' pattern (dayjs tokens): what a date and time read as in the coupon form. */
export const PICKER_FORMAT = 'YYYY-MM-DD HH:mm';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as India's wall clock reads it, 'YYYY-MM-DD HH:mm'; '' for a missing or bad one. */
export function toBusinessWallClock(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** India's wall clock 'YYYY-MM-DD HH:mm' as an instant (ISO 8601); null when it is not one. */
export function fromBusinessWallClock(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, day, hour, minute] = match;
  if (Number(hour) > 23 || Number(minute) > 59) return null;
  try {
    return new Date(zonedHour(day!, Number(hour), BUSINESS_TIME_ZONE).getTime() + Number(minute) * 60_000).toISOString();
  } catch {
    return null;
  }
}
