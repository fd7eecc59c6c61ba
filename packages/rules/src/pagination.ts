// Page-numbered lists over the API's offset-cursor connections: page N of size L is
// `first: L, after: cursorForPage(N, L)`. The cursor is base64 of 'OffsetConnection:' + offset, the
// encoding of @pothos/plugin-relay's offset connections; written here with `btoa` alone so that the
// browser apps and the server share one definition without shipping server code.

/** The most items one page (`first` / `last`, REST `limit`) may ask for. */
export const MAX_PAGE_SIZE = 100;

export const OFFSET_CURSOR_PREFIX = 'OffsetConnection:';

/** The cursor of the item at `offset` (0-based). */
export function offsetToCursor(offset: number): string {
  return btoa(`${OFFSET_CURSOR_PREFIX}${offset}`);
}

/** The `after` cursor that starts page `page` (1-based) of `limit` items; null for page 1. */
export function cursorForPage(page: number, limit: number): string | null {
  return page > 1 ? offsetToCursor((page - 1) * limit - 1) : null;
}

/** The connection arguments of page `page`. */
export function pageArgs(page: number, limit: number): { first: number; after: string | null } {
  return { first: limit, after: cursorForPage(page, limit) };
}

/** How many pages `total` items make (at least 1, so 'Page 1 of 1' shows for an empty list). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
