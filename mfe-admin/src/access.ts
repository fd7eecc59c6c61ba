// Access as data: which roles may open which screen of the console. Admins open everything; kitchen
// staff the kitchen's screens (the summary, users and routines to read, dishes, the menu, the
// dispatch lists, the production sheet, the kitchen closures to read, the delivery run, their own
// account); riders their run and their own account.
// Pure: used by the router (a second line behind the shell's gates) and by the menu.
import type { Role } from '@freshmeals/host-api';

export const DASHBOARD_BASE = '/dashboard';

/** The screens kitchen staff may open, relative to /dashboard ('' is /dashboard itself). */
export const KITCHEN_SCREENS: readonly string[] = [
  '',
  'home',
  'users',
  'users/user-routine',
  'dishes',
  'dishes/add',
  'dishes/edit',
  'menu',
  'dispatch-summary',
  'deliveries',
  // The production sheet (the API's productionSheet is for staff) and the closures to read: only
  // admins close and reopen the kitchen (closeKitchen, reopenKitchen), so kitchen staff get the list
  // without its form and buttons.
  'production',
  'closures',
  'account',
];

/** The screens riders (delivery staff) may open: their run and their own account ('' sends them to the run). */
export const DELIVERY_SCREENS: readonly string[] = ['', 'deliveries', 'account'];

/** The roles that may open a path, or null when anyone may (it is not the console's). */
export function rolesFor(pathname: string): readonly Role[] | null {
  if (pathname !== DASHBOARD_BASE && !pathname.startsWith(`${DASHBOARD_BASE}/`)) return null;
  const screen = pathname.slice(DASHBOARD_BASE.length).replace(/^\/+|\/+$/g, '');
  const roles: Role[] = ['admin'];
  if (KITCHEN_SCREENS.includes(screen)) roles.push('kitchen');
  if (DELIVERY_SCREENS.includes(screen)) roles.push('delivery');
  return roles;
}

/** Whether a user with `role` (null: a visitor) may open `pathname`. */
export function canAccess(role: Role | null | undefined, pathname: string): boolean {
  const roles = rolesFor(pathname);
  return roles === null || (role !== null && role !== undefined && roles.includes(role));
}

/** What a role may do on a screen it opens: the kitchen reads users and routines, and charges nothing. */
export const canManage = (role: Role | null | undefined): boolean => role === 'admin';

/**
 * Whether a role reads money (balances, prices, amounts): admins only. The server refuses those
 * fields to kitchen staff, so the screens they open do not ask for them (`$withMoney`).
 */
export const seesMoney = (role: Role | null | undefined): boolean => role === 'admin';

/**
 * Whether a role reads the site's analytics (the home screen's panel): admins only, as the server's
 * `analyticsReport` allows. Kitchen staff get no panel and send no query that would be refused.
 */
export const readsAnalytics = (role: Role | null | undefined): boolean => role === 'admin';
