// How every app writes a moment: 'dd MMM yyyy, HH:mm IST', in the business's time zone whatever the
// browser's own. A payment, a transaction or an audit entry then reads the same on every machine
// (a browser's own zone made one payment read 17:45, 12:15 and 07:15 on three of them), and the
// label says which clock it is.
import { BUSINESS_TIME_LABEL, BUSINESS_TIME_ZONE } from './business-time';

export { BUSINESS_TIME_LABEL, BUSINESS_TIME_ZONE, businessYear } from './business-time';

/** The pattern every moment is written in (the zone's label follows it). */
export const DATE_FORMAT = 'dd MMM yyyy, HH:mm';

const businessParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// The month names of DATE_FORMAT ('MMM'): Intl's en-GB short names differ ('Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment in business time, said so: e.g. '23 Nov 2026, 13:00 IST'; '' for a missing or bad date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(businessParts.formatToParts(date).map((p) => [p.type, p.value]));
  const month = MONTHS[Number(parts.month) - 1];
  return `${parts.day} ${month} ${parts.year}, ${parts.hour}:${parts.minute} ${BUSINESS_TIME_LABEL}`;
}
