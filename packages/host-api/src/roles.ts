// Roles as the apps read them: a role from the server (a GraphQL enum that may grow) becomes one of
// the contract's, and the console is for staff (admins, kitchen staff and riders).
import type { Role } from './contract.ts';

const ROLES: readonly Role[] = ['admin', 'kitchen', 'delivery', 'customer'];

/** The server's role as a contract Role; anything unknown is treated as a customer (the least rights). */
export function toRole(value: string | null | undefined): Role {
  return (ROLES as readonly (string | null | undefined)[]).includes(value) ? (value as Role) : 'customer';
}

/** Whether the role opens the console (/dashboard). */
export function isStaffRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'kitchen' || role === 'delivery';
}

/** Where a staff member lands in the console (/dashboard itself, or a screen their role may not open): riders on their run. */
export function consoleHomePath(role: Role | null | undefined): string {
  return role === 'delivery' ? '/dashboard/deliveries' : '/dashboard/home';
}
