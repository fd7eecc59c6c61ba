import { describe, expect, it } from 'vitest';
import { canAccess, requiredRoleFor } from './access';
import { ADMIN_ROUTES, absolutePath } from './routes';

describe('access', () => {
  it('every admin route needs the admin role', () => {
    for (const route of ADMIN_ROUTES) expect(requiredRoleFor(absolutePath(route))).toBe('admin');
    expect(requiredRoleFor('/dashboard')).toBe('admin');
  });

  it('public paths need no role', () => {
    expect(requiredRoleFor('/')).toBeNull();
    expect(requiredRoleFor('/login')).toBeNull();
    expect(requiredRoleFor('/dashboards')).toBeNull();
  });

  it('only admins may open the dashboard', () => {
    expect(canAccess('admin', '/dashboard/users')).toBe(true);
    expect(canAccess('customer', '/dashboard/users')).toBe(false);
    expect(canAccess(null, '/dashboard/users')).toBe(false);
    expect(canAccess(undefined, '/dashboard/home')).toBe(false);
    expect(canAccess(null, '/plans')).toBe(true);
  });
});
