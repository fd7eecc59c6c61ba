// The schema's deprecation policy, shared by its check (`npm run schema:diff`, scripts/schema-diff.ts)
// and the integrations guide the gateway serves: a field, argument, input field or enum value is
// deprecated with a reason that names its removal date, at least this many days ahead, and is
// removed only once that date has passed.

/** Days between a deprecation's release and the removal date its reason names, at least. */
export const DEPRECATION_NOTICE_DAYS = 90;

/** How a deprecation reason names its removal date: `Removal after 2027-03-01.` */
export const REMOVAL_AFTER_PATTERN = /\bRemoval after (\d{4}-\d{2}-\d{2})\b/;

/** A reason in the policy's form, for examples. */
export const DEPRECATION_EXAMPLE = '@deprecated(reason: "Use X instead. Removal after 2027-03-01.")';
