// Display formats for the account page: the shared ones (moments as 'dd MMM yyyy, HH:mm IST' in
// India's time whatever the browser's zone, capitalised values) from @freshmeals/ui, meal days and hours, and the labels
// of the API's enum values.
import { capitalise } from '@freshmeals/ui/format';

// formatMealDay: a meal's calendar day (the API's YYYY-MM-DD), e.g. 'Mon, 23 Nov'.
export { formatDate, formatDateTime, formatMealDay } from '@freshmeals/ui/dates';
export { capitalise } from '@freshmeals/ui/format';

/** 13 → '13:00'. */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

const PAYMENT_LABELS: Record<string, string> = {
  online: 'Online',
  offline: 'Offline',
  exempted: 'Exempted',
  debit: 'Meal charge',
  adjustment: 'Adjustment',
  razorpay: 'Paid online',
};

export function paymentLabel(method: string): string {
  return PAYMENT_LABELS[method] ?? capitalise(method);
}
