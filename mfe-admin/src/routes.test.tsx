import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, buildMenu, openKeysFor, selectedKeyFor } from './routes';

describe('buildMenu', () => {
  it('lists the sidebar entries in order, with Menu & Dishes holding Dishes and Menu', () => {
    expect(buildMenu()).toEqual([
      { key: '/dashboard/home', label: 'Home', icon: 'home' },
      { key: '/dashboard/users', label: 'Users', icon: 'users' },
      {
        key: 'menu-dishes',
        label: 'Menu & Dishes',
        icon: 'menu-dishes',
        children: [
          { key: '/dashboard/dishes', label: 'Dishes', icon: 'dishes' },
          { key: '/dashboard/menu', label: 'Menu', icon: 'menu' },
        ],
      },
      { key: '/dashboard/order-enquiry', label: 'Order Enquiry', icon: 'order-enquiry' },
      { key: '/dashboard/contact-enquiry', label: 'Contact Enquiry', icon: 'contact-enquiry' },
      { key: '/dashboard/api-keys', label: 'API keys', icon: 'api-keys' },
      { key: '/dashboard/service-area', label: 'Service area', icon: 'service-area' },
      { key: '/dashboard/staff', label: 'Staff', icon: 'staff' },
      { key: '/dashboard/audit', label: 'Audit log', icon: 'audit' },
      { key: '/dashboard/payments', label: 'Payments', icon: 'payments' },
      { key: '/dashboard/outbox', label: 'Outbox', icon: 'outbox' },
      { key: '/dashboard/settings', label: 'Settings', icon: 'settings' },
    ]);
  });

  it('routes every screen', () => {
    expect(ADMIN_ROUTES.map((r) => r.path)).toEqual([
      'home',
      'users',
      'users/transactions',
      'users/user-routine',
      'dishes',
      'dishes/add',
      'dishes/edit',
      'menu',
      'order-enquiry',
      'order-enquiry/:id',
      'contact-enquiry',
      'contact-enquiry/:id',
      'dispatch-summary',
      'api-keys',
      'service-area',
      'staff',
      'audit',
      'payments',
      'outbox',
      'settings',
      'account',
    ]);
  });
});

describe('selectedKeyFor', () => {
  it.each([
    ['/dashboard/home', '/dashboard/home'],
    ['/dashboard/users', '/dashboard/users'],
    ['/dashboard/users/transactions', '/dashboard/users'],
    ['/dashboard/users/user-routine', '/dashboard/users'],
    ['/dashboard/dishes', '/dashboard/dishes'],
    ['/dashboard/dishes/add', '/dashboard/dishes'],
    ['/dashboard/dishes/edit', '/dashboard/dishes'],
    ['/dashboard/menu', '/dashboard/menu'],
    ['/dashboard/order-enquiry', '/dashboard/order-enquiry'],
    ['/dashboard/order-enquiry/17', '/dashboard/order-enquiry'],
    ['/dashboard/contact-enquiry/abc', '/dashboard/contact-enquiry'],
    ['/dashboard/users/', '/dashboard/users'],
  ])('%s highlights %s', (pathname, key) => {
    expect(selectedKeyFor(pathname)).toBe(key);
  });

  it('matches whole segments only', () => {
    expect(selectedKeyFor('/dashboard/usersettings')).toBeUndefined();
    expect(selectedKeyFor('/dashboard/menu-old')).toBeUndefined();
  });

  it('highlights nothing for a path no entry prefixes', () => {
    expect(selectedKeyFor('/dashboard/dispatch-summary')).toBeUndefined();
    expect(selectedKeyFor('/dashboard')).toBeUndefined();
    expect(selectedKeyFor('/')).toBeUndefined();
  });

  it('prefers the longest matching entry', () => {
    const entries = [
      { key: '/dashboard/users', label: 'Users', icon: 'users' as const },
      { key: '/dashboard/users/transactions', label: 'Transactions', icon: 'users' as const },
    ];
    expect(selectedKeyFor('/dashboard/users/transactions/3', entries)).toBe('/dashboard/users/transactions');
  });
});

describe('openKeysFor', () => {
  it('opens Menu & Dishes for its sub-items only', () => {
    expect(openKeysFor('/dashboard/dishes/add')).toEqual(['menu-dishes']);
    expect(openKeysFor('/dashboard/menu')).toEqual(['menu-dishes']);
    expect(openKeysFor('/dashboard/users')).toEqual([]);
  });
});
