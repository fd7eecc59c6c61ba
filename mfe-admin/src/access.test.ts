import { describe, expect, it } from 'vitest';
import { canAccess, canManage, DELIVERY_SCREENS, KITCHEN_SCREENS, readsAnalytics, rolesFor, seesMoney } from './access';
import { ADMIN_ROUTES, absolutePath } from './routes';

describe('access', () => {
  it('admins open every screen; kitchen staff the kitchen screens only; riders their run and account only', () => {
    for (const route of ADMIN_ROUTES) {
      const roles = rolesFor(absolutePath(route));
      const expected = ['admin', ...(KITCHEN_SCREENS.includes(route.path) ? ['kitchen'] : []), ...(DELIVERY_SCREENS.includes(route.path) ? ['delivery'] : [])];
      expect(roles, route.path).toEqual(expected);
    }
    expect(rolesFor('/dashboard')).toEqual(['admin', 'kitchen', 'delivery']);
    expect(rolesFor('/dashboard/deliveries')).toEqual(['admin', 'kitchen', 'delivery']);
    // Every kitchen and rider screen is a screen of the console.
    for (const screen of [...KITCHEN_SCREENS, ...DELIVERY_SCREENS].filter(Boolean)) expect(ADMIN_ROUTES.map((r) => r.path)).toContain(screen);
  });

  it('riders open the deliveries and their account, nothing else', () => {
    expect(canAccess('delivery', '/dashboard/deliveries')).toBe(true);
    expect(canAccess('delivery', '/dashboard/account')).toBe(true);
    const others = ADMIN_ROUTES.map((route) => route.path).filter((path) => !['deliveries', 'account'].includes(path));
    expect(others.length).toBeGreaterThan(10);
    for (const path of others) expect(canAccess('delivery', `/dashboard/${path}`), path).toBe(false);
    expect(canAccess('kitchen', '/dashboard/deliveries')).toBe(true);
    expect(canAccess('admin', '/dashboard/deliveries')).toBe(true);
    expect(canAccess('customer', '/dashboard/deliveries')).toBe(false);
  });

  it('public paths need no role', () => {
    expect(rolesFor('/')).toBeNull();
    expect(rolesFor('/login')).toBeNull();
    expect(rolesFor('/dashboards')).toBeNull();
  });

  it('customers and visitors open none of the console', () => {
    expect(canAccess('admin', '/dashboard/users')).toBe(true);
    expect(canAccess('kitchen', '/dashboard/users')).toBe(true);
    expect(canAccess('kitchen', '/dashboard/dishes/edit/')).toBe(true);
    expect(canAccess('kitchen', '/dashboard/users/transactions')).toBe(false);
    expect(canAccess('kitchen', '/dashboard/staff')).toBe(false);
    expect(canAccess('kitchen', '/dashboard/settings')).toBe(false);
    expect(canAccess('customer', '/dashboard/users')).toBe(false);
    expect(canAccess(null, '/dashboard/users')).toBe(false);
    expect(canAccess(undefined, '/dashboard/home')).toBe(false);
    expect(canAccess(null, '/plans')).toBe(true);
  });

  it('kitchen staff open the production sheet and the closures (the API lets staff read both); riders neither', () => {
    for (const path of ['/dashboard/production', '/dashboard/closures']) {
      expect(rolesFor(path), path).toEqual(['admin', 'kitchen']);
      expect(canAccess('delivery', path), path).toBe(false);
      expect(canAccess('customer', path), path).toBe(false);
    }
  });

  it('only admins change users, routines and money', () => {
    expect(canManage('admin')).toBe(true);
    expect(canManage('kitchen')).toBe(false);
    expect(canManage(undefined)).toBe(false);
  });

  it('only admins read money: kitchen staff open screens that ask for no balance or price', () => {
    expect(seesMoney('admin')).toBe(true);
    expect(seesMoney('kitchen')).toBe(false);
    expect(seesMoney('customer')).toBe(false);
    expect(seesMoney(null)).toBe(false);
  });

  it("only admins read analytics (the server's analyticsReport is admin-only): kitchen staff get no panel", () => {
    expect(readsAnalytics('admin')).toBe(true);
    expect(readsAnalytics('kitchen')).toBe(false);
    expect(readsAnalytics('customer')).toBe(false);
    expect(readsAnalytics(undefined)).toBe(false);
  });
});
