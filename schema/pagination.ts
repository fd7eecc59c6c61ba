// Page-numbered lists as Relay connections. The admin tables show page numbers (10 a page),
// so connections use offset cursors: page N of size L is `first: L, after: cursorForPage(N, L)`.
// Every connection has `totalCount` (added in builder.ts), which a list resolver returns with
// `offsetConnection`.
//
// Bounds: `first` / `last` are 0..MAX_PAGE_SIZE, cursors are offset cursors of at most
// MAX_OFFSET (the REST facade reads `page` / `limit` within the same bounds). The gateway already refuses
// out-of-range page sizes before execution (gateway/query-analysis.ts); the checks here keep a
// resolver from ever handing NaN or Infinity to the database, whoever calls it.
import { decodeBase64 } from '@pothos/core';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { cursorForPage, MAX_PAGE_SIZE, OFFSET_CURSOR_PREFIX } from '@freshmeals/rules/pagination';
import { badInput } from './errors.ts';

// The page arithmetic the apps use too; re-exported so resolvers and tests import one module.
export { cursorForPage, MAX_PAGE_SIZE };
/** The deepest offset a cursor or a REST page may reach (far past any real table here). */
export const MAX_OFFSET = 10_000_000;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** The offset an offset cursor stands for; BAD_USER_INPUT for anything else. */
export function offsetOfCursor(cursor: string, argName: 'after' | 'before'): number {
  let text: string;
  try {
    text = decodeBase64(cursor);
  } catch {
    throw badInput(`${argName} is not a valid cursor`, argName);
  }
  const digits = text.startsWith(OFFSET_CURSOR_PREFIX) ? text.slice(OFFSET_CURSOR_PREFIX.length) : '';
  if (!/^(0|[1-9][0-9]{0,7})$/.test(digits) || Number(digits) > MAX_OFFSET) {
    throw badInput(`${argName} is not a valid cursor`, argName);
  }
  return Number(digits);
}

/** Checks connection arguments; throws BAD_USER_INPUT with a message naming the argument. */
export function checkConnectionArgs(args: ConnectionArgs): void {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE)) {
      throw badInput(`${name} must be between 0 and ${MAX_PAGE_SIZE}`, name);
    }
  }
  if (args.after != null) offsetOfCursor(args.after, 'after');
  if (args.before != null) offsetOfCursor(args.before, 'before');
  if (args.last != null && args.before == null && args.first == null) {
    throw badInput('last needs before or first', 'last');
  }
}

/** Resolves an offset connection plus its total count (both queries run at once). */
export async function offsetConnection<T>(
  args: ConnectionArgs,
  count: () => Promise<number>,
  load: (window: { offset: number; limit: number }) => Promise<T[]>,
  defaultSize = 10,
) {
  checkConnectionArgs(args);
  const [totalCount, connection] = await Promise.all([
    count(),
    resolveOffsetConnection({ args, defaultSize, maxSize: MAX_PAGE_SIZE }, load),
  ]);
  return { ...connection, totalCount };
}
