// The business's time zone, year and date, without a date library: the public site's footer needs the
// year on every page, so this entry keeps date-fns out of the first screen's scripts.

/**
 * The kitchen's time zone: meal hours and skip deadlines are India time, wherever the customer's
 * browser is (the gateway's default BUSINESS_TIME_ZONE).
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
export const BUSINESS_TIME_LABEL = 'IST';

/**
 * The calendar year in business time: the business's year turns at midnight in India, so a browser
 * behind India (UTC, the Americas) is already in the new year from 18:30 UTC on 31 December.
 */
export function businessYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric' }).format(now));
}

const businessDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today's date in business time, 'YYYY-MM-DD': the kitchen's today (what the gateway calls today),
 * whatever the browser's own zone. India's day turns at 18:30 UTC, hours before a browser in UTC or
 * the Americas turns its own.
 */
export function businessToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(businessDay.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
