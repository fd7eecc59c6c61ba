// How every app writes money, dates and enum values, so that a customer and an admin read the same
// figures the same way: INR in the en-IN locale with at most 2 fraction digits, dates as
// 'dd MMM yyyy, HH:mm' in the browser's time zone.
import { format } from 'date-fns';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** 1234.5 → '₹1,234.50'; 123456.789 → '₹1,23,456.79'. */
export function formatINR(amount: number): string {
  return inr.format(amount);
}

export const DATE_FORMAT = 'dd MMM yyyy, HH:mm';

/** A date (ISO string or Date) in local time, e.g. '05 Mar 2026, 14:07'; '' for a missing or bad date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_FORMAT);
}

/** 'breakfast' → 'Breakfast'. */
export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
