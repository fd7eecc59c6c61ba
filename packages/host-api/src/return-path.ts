// Where a sign-in returns to. The gates send a signed-out user to /login with the page they asked
// for (router state `from`); a link may also name it (`/login?next=/dashboard/menu`). Either is
// followed only when it is a path of this site: anything that could leave the origin
// (`//evil.example`, `/\evil.example`, `https://…`, a control character) is ignored, so a crafted
// link cannot use the sign-in page to send someone elsewhere.

/** The pages a sign-in never returns to: they would sign in again or start another flow. */
const NOT_A_DESTINATION = /^\/(login|sign-?up|verify|forgot-password|reset-password|set-password)(\/|$|\?|#)/i;

/** `candidate` when it is a safe same-origin path to return to after signing in, else null. */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2000) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs and treat backslashes as slashes: refuse them all.
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  if (NOT_A_DESTINATION.test(candidate)) return null;
  // The URL parser has the last word: the path must stay on this origin.
  const base = 'http://same-origin.invalid';
  try {
    const url = new URL(candidate, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The page a sign-in returns to: router state `from`, else the `next` query parameter, else null. */
export function returnPathOf(location: { state?: unknown; search?: string }): string | null {
  const from = (location.state as { from?: unknown } | null | undefined)?.from;
  return safeReturnPath(from) ?? safeReturnPath(new URLSearchParams(location.search ?? '').get('next'));
}

/**
 * Pages the gateway serves itself, not routes of the apps (GraphiQL, the REST reference): a sign-in
 * that returns to one must load it from the server, since the apps' router would show "not found".
 */
export const SERVER_PAGES = ['/graphql', '/server/api/v1/docs'] as const;

/** Whether a path (with its query or hash) is one of SERVER_PAGES. */
export function isServerPage(path: string): boolean {
  return SERVER_PAGES.some((page) => path === page || path.startsWith(`${page}?`) || path.startsWith(`${page}#`));
}
