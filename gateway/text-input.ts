// The one rule for every text that enters through GraphQL or REST (string literals, variables and
// their keys, the operation name): text PostgreSQL cannot store is refused with 400 before anything
// runs. NUL is refused by text columns; an unpaired UTF-16 surrogate (a JSON body may carry "\ud800")
// is not Unicode at all: JSON columns refuse it and text columns would silently store U+FFFD.
import { NUL_MESSAGE } from './graphql-errors.ts';

export const UNPAIRED_SURROGATE_MESSAGE = 'Text must not contain unpaired surrogate characters';

// With the u flag a surrogate pair is one code point, so this matches only a surrogate on its own.
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u;

/** Why `text` may not enter, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return null;
}
