// Page-numbered lists as Relay connections. The admin tables show page numbers (spec: 10 a page),
// so connections use offset cursors: page N of size L is `first: L, after: cursorForPage(N, L)`.
// Every connection has `totalCount` (added in builder.ts), which a list resolver returns with
// `offsetConnection`.
import { offsetToCursor, resolveOffsetConnection } from '@pothos/plugin-relay';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** The `after` cursor that starts page `page` (1-based) of `limit` items; null for page 1. */
export function cursorForPage(page: number, limit: number): string | null {
  return page > 1 ? offsetToCursor((page - 1) * limit - 1) : null;
}

/** Variables for a REST `page`/`limit` query, with sane bounds. */
export function pageVariables(query: URLSearchParams, defaultLimit = 10, maxLimit = 100) {
  const page = Math.max(1, Math.floor(Number(query.get('page')) || 1));
  const limit = Math.min(maxLimit, Math.max(1, Math.floor(Number(query.get('limit')) || defaultLimit)));
  return { page, limit, first: limit, after: cursorForPage(page, limit) };
}

/** Resolves an offset connection plus its total count (both queries run at once). */
export async function offsetConnection<T>(
  args: ConnectionArgs,
  count: () => Promise<number>,
  load: (window: { offset: number; limit: number }) => Promise<T[]>,
  defaultSize = 10,
) {
  const [totalCount, connection] = await Promise.all([
    count(),
    resolveOffsetConnection({ args, defaultSize, maxSize: 100 }, load),
  ]);
  return { ...connection, totalCount };
}
