// The optional idempotency key of the calls that move money or create something: top-ups, credit
// added or debited, reversals, deductions, new users, enquiries and contact messages. The gateway
// (gateway/use-idempotency.ts) reads it before the resolver runs and answers a repeat with the first
// answer; the resolvers themselves ignore it.
/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** 1 to 255 visible ASCII characters (no spaces): a UUID is a good key. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  format: 'idempotencyKey must be 1 to 255 visible ASCII characters (letters, digits and punctuation, no spaces)',
  header: 'Idempotency-Key must be 1 to 255 visible ASCII characters (letters, digits and punctuation, no spaces)',
  oneKey: 'A request may carry only one idempotencyKey',
  reused: 'This Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed',
} as const;

export const IDEMPOTENCY_KEY_DESCRIPTION =
  `Optional: 1 to 255 visible ASCII characters, e.g. a UUID made once per intended change. The same key with the ` +
  `same request within ${IDEMPOTENCY_WINDOW_HOURS} hours answers the first answer again and changes nothing more; with a ` +
  'different request it is refused (IDEMPOTENCY_KEY_REUSED); while the first is still running, a repeat waits for its ' +
  'answer (IDEMPOTENCY_KEY_IN_PROGRESS after 10 s). Keys are per signed-in user or API key; visitors share one space per mutation.';

