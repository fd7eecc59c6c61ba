import { describe, expect, it } from 'vitest';
import { consoleHomePath, isStaffRole, toRole } from './roles.ts';

describe('roles', () => {
  it("reads the server's roles, riders included; anything else is a customer", () => {
    expect(toRole('admin')).toBe('admin');
    expect(toRole('kitchen')).toBe('kitchen');
    expect(toRole('delivery')).toBe('delivery');
    expect(toRole('customer')).toBe('customer');
    expect(toRole('superuser')).toBe('customer');
    expect(toRole(null)).toBe('customer');
    expect(toRole(undefined)).toBe('customer');
  });

  it('lets admins, kitchen staff and riders into the console', () => {
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('kitchen')).toBe(true);
    expect(isStaffRole('delivery')).toBe(true);
    expect(isStaffRole('customer')).toBe(false);
    expect(isStaffRole(null)).toBe(false);
  });

  it('lands riders on their run and other staff on the home screen', () => {
    expect(consoleHomePath('delivery')).toBe('/dashboard/deliveries');
    expect(consoleHomePath('admin')).toBe('/dashboard/home');
    expect(consoleHomePath('kitchen')).toBe('/dashboard/home');
  });
});
