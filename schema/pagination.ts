// Page-numbered lists as Relay connections. The admin tables show page numbers (10 a page),
// so connections use offset cursors: page N of size L is `first: L, after: cursorForPage(N, L)`.
// Every connection has `totalCount` (added in builder.ts), which a list resolver returns with
// `offsetConnection`, the one implementation of paging that every connection uses.
//
// Paging follows the GraphQL Cursor Connections spec over offsets:
// - the cursors bound a range: the items after `after` and before `before` (the whole list
//   without them; a cursor past the end bounds at the end);
// - `first` keeps the range's first items, then `last` the last items of what `first` kept
//   (`last: 3` alone is the list's last three items);
// - neither `first` nor `last`: the field's default page size, counted backwards when only
//   `before` is given (the page just before it), forwards otherwise;
// - pageInfo describes that range: `hasNextPage` says items of the range follow the page (so only a
//   page cut short by `first` has a next page), `hasPreviousPage` that items of the range precede
//   it (only `last` cuts a page short at its start). Items outside the cursors are not counted in:
//   whoever holds a cursor knows where it came from, and a next page is never claimed that the
//   same arguments could not reach. (The spec's literal algorithm would also claim a previous page
//   when `first` kept fewer items than `last` asks for, where none precedes.)
// - `startCursor` / `endCursor` are the cursors of the first and last edge, null when there are none.
//
// Bounds: `first` / `last` are 0..MAX_PAGE_SIZE, cursors are offset cursors of at most
// MAX_OFFSET (the REST facade reads `page` / `limit` within the same bounds). The gateway already refuses
// out-of-range page sizes before execution (gateway/query-analysis.ts); the checks here keep a
// resolver from ever handing NaN or Infinity to the database, whoever calls it.
import { decodeBase64 } from '@pothos/core';
import { cursorForPage, MAX_PAGE_SIZE, OFFSET_CURSOR_PREFIX, offsetToCursor } from '@freshmeals/rules/pagination';
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
}

/** Connection arguments as offsets, with the default page size filled in (see the rules above). */
export interface PageRequest {
  /** Offset of the `after` cursor, or null. */
  after: number | null;
  /** Offset of the `before` cursor, or null. */
  before: number | null;
  first: number | null;
  last: number | null;
}

export function pageRequest(args: ConnectionArgs, defaultSize: number): PageRequest {
  checkConnectionArgs(args);
  const after = args.after != null ? offsetOfCursor(args.after, 'after') : null;
  const before = args.before != null ? offsetOfCursor(args.before, 'before') : null;
  let first = args.first ?? null;
  let last = args.last ?? null;
  if (first === null && last === null) {
    if (before !== null && after === null) last = defaultSize;
    else first = defaultSize;
  }
  return { after, before, first, last };
}

/** The offsets [start, end) of a page and where it sits in the range its cursors bound. */
export interface PageWindow {
  start: number;
  end: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}

/**
 * The spec's ApplyCursorsToEdges, EdgesToReturn and PageInfo over offsets, for a list of `total`
 * items (Infinity while it is not yet counted: a page without `last` is the same whatever the
 * total, only cut at the end of the list).
 */
export function pageWindow(request: PageRequest, total: number): PageWindow {
  const rangeStart = Math.min(request.after === null ? 0 : request.after + 1, total);
  const rangeEnd = Math.max(rangeStart, Math.min(request.before ?? total, total));
  let start = rangeStart;
  let end = rangeEnd;
  if (request.first !== null) end = Math.min(end, start + request.first);
  if (request.last !== null) start = Math.max(start, end - request.last);
  return { start, end, hasPreviousPage: start > rangeStart, hasNextPage: end < rangeEnd };
}

/**
 * Resolves an offset connection plus its total count. `count` counts the whole list, `load` reads
 * `limit` items from `offset` in the list's order (never called for an empty page).
 */
export async function offsetConnection<T>(
  args: ConnectionArgs,
  count: () => Promise<number>,
  load: (window: { offset: number; limit: number }) => Promise<T[]>,
  defaultSize = 10,
) {
  const request = pageRequest(args, defaultSize);
  const read = (w: PageWindow) => (w.end > w.start ? load({ offset: w.start, limit: w.end - w.start }) : Promise.resolve([]));
  let totalCount: number;
  let nodes: T[];
  let window: PageWindow;
  if (request.last === null) {
    // Counted from the front (the admin tables, the REST pages), the page does not depend on the
    // total: it loads alongside the count, and the count only trims it.
    const [counted, rows] = await Promise.all([count(), read(pageWindow(request, Number.POSITIVE_INFINITY))]);
    totalCount = counted;
    window = pageWindow(request, totalCount);
    nodes = rows.slice(0, window.end - window.start);
  } else {
    // Counted from the back, the page's place depends on the total: count first.
    totalCount = await count();
    window = pageWindow(request, totalCount);
    nodes = await read(window);
  }
  const edges = nodes.map((node, index) => ({ cursor: offsetToCursor(window.start + index), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: window.hasPreviousPage,
      hasNextPage: window.hasNextPage,
    },
  };
}
