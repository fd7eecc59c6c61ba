// Access as data: which role a path needs (the admin-only gate covers all of /dashboard).
// Pure: used by the router (a second line behind the shell's gates) and by the menu.
import type { Role } from '@freshmeals/host-api';

export const DASHBOARD_BASE = '/dashboard';

/** The role a path needs, or null when anyone may open it. */
export function requiredRoleFor(pathname: string): Role | null {
  return pathname === DASHBOARD_BASE || pathname.startsWith(`${DASHBOARD_BASE}/`) ? 'admin' : null;
}

/** Whether a user with `role` (null: a visitor) may open `pathname`. */
export function canAccess(role: Role | null | undefined, pathname: string): boolean {
  const required = requiredRoleFor(pathname);
  return required === null || role === required;
}
