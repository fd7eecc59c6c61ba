// How every app writes a moment: 'dd MMM yyyy, HH:mm' in the browser's time zone.
import { format } from 'date-fns';

export const DATE_FORMAT = 'dd MMM yyyy, HH:mm';

/** A date (ISO string or Date) in local time, e.g. '05 Mar 2026, 14:07'; '' for a missing or bad date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_FORMAT);
}
