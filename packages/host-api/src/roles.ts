// Roles as the apps read them: a role from the server (a GraphQL enum that may grow) becomes one of
// the contract's, and the console is for staff (admins and kitchen staff).
import type { Role } from './contract.ts';

/** The server's role as a contract Role; anything unknown is treated as a customer (the least rights). */
export function toRole(value: string | null | undefined): Role {
  return value === 'admin' || value === 'kitchen' ? value : 'customer';
}

/** Whether the role opens the console (/dashboard). */
export function isStaffRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'kitchen';
}
