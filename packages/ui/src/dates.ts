// How every app writes a moment: 'dd MMM yyyy, HH:mm' in the browser's time zone.
import { format } from 'date-fns';
import { BUSINESS_TIME_LABEL, BUSINESS_TIME_ZONE } from './business-time';

export const DATE_FORMAT = 'dd MMM yyyy, HH:mm';

/** A date (ISO string or Date) in local time, e.g. '05 Mar 2026, 14:07'; '' for a missing or bad date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_FORMAT);
}

export { BUSINESS_TIME_LABEL, BUSINESS_TIME_ZONE, businessYear } from './business-time';

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
export function formatBusinessDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(businessParts.formatToParts(date).map((p) => [p.type, p.value]));
  const month = MONTHS[Number(parts.month) - 1];
  return `${parts.day} ${month} ${parts.year}, ${parts.hour}:${parts.minute} ${BUSINESS_TIME_LABEL}`;
}
