// The business's time zone and year, without a date library: the public site's footer needs the
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
