// A link's screen, started before the link is followed: its code and its queries for the link's URL
// (routes.ts), so navigating finds them loading or loaded. Sidebar entries and the buttons inside a
// screen that open another (a user's transactions, a meal's dispatch list) start it alike.
import { matchPath } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { Role } from '@freshmeals/host-api';
import { absolutePath, ADMIN_ROUTES } from '../routes';

/**
 * Starts the screen at `href`: an absolute console address, with path parameters and a query string
 * as the route reads them (`/dashboard/users/transactions?userId=7&…`). An address no route matches
 * starts nothing.
 */
export function preloadRoute(href: string, environment: IEnvironment, role: Role | undefined): void {
  const url = new URL(href, 'http://console.invalid');
  for (const route of ADMIN_ROUTES) {
    const match = matchPath({ path: absolutePath(route), end: true }, url.pathname);
    if (!match) continue;
    route.preload?.({ params: match.params, search: url.searchParams, role }, environment);
    return;
  }
}
