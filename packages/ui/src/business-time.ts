// The business's time zone, year and date ("today" is India's today, whatever the browser's zone:
// India's day turns at 18:30 UTC, hours before a browser in UTC or the Americas turns its own). The
// rules live in @freshmeals/rules/dates, which the gateway uses too; no date library, so the public
// site's footer can ask the year on every page without loading one.
export { BUSINESS_TIME_LABEL, BUSINESS_TIME_ZONE, businessToday, businessYear } from '@freshmeals/rules/dates';
