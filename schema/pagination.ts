// Page-numbered lists as Relay connections. The admin tables show page numbers (spec: 10 a page),
// so connections use offset cursors: page N of size L is `first: L, after: cursorForPage(N, L)`.
// Every connection has `totalCount` (added in builder.ts), which a list resolver returns with
// `offsetConnection`.
//
// Bounds: `first` / `last` are 0..MAX_PAGE_SIZE, cursors are offset cursors of at most
// MAX_OFFSET, REST `page` / `limit` are whole numbers in range. The gateway already refuses
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

/** A REST query value the route cannot use: the facade answers 400 with the message. */
export class RestInputError extends Error {
  override name = 'RestInputError';
}

/** A whole number in [min, max] from a query value; `fallback` when absent or empty. */
function wholeNumber(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!/^\s*\+?[0-9]+\s*$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new RestInputError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/**
 * Variables for a REST `page`/`limit` query. Absent values take the defaults; anything else that
 * is not a whole number in range (`page=-1`, `page=1e308`, `limit=abc`) is a 400 with a message.
 */
export function pageVariables(query: URLSearchParams, defaultLimit = 10, maxLimit = MAX_PAGE_SIZE) {
  const limit = wholeNumber(query, 'limit', defaultLimit, 1, maxLimit);
  const page = wholeNumber(query, 'page', 1, 1, Math.floor(MAX_OFFSET / limit));
  return { page, limit, first: limit, after: cursorForPage(page, limit) };
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
