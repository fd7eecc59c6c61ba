// How every app writes a date or a moment: calendar dates 'dd MMM yyyy', moments 'dd MMM yyyy, HH:mm IST'
// in the business's time zone whatever the browser's own. The writing lives in @freshmeals/rules/dates,
// which the gateway uses for its messages and notes too, so a date reads the same wherever it appears.
export {
  BUSINESS_TIME_LABEL,
  BUSINESS_TIME_ZONE,
  businessYear,
  DATE_TIME_FORMAT as DATE_FORMAT,
  formatDate,
  formatDateTime,
  formatMealDay,
} from '@freshmeals/rules/dates';
