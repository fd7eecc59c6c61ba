// A link's address starts the screen the router would render for it, with the parameters and query
// string that screen reads, and nothing for an address no screen has.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IEnvironment } from 'relay-runtime';
import { ADMIN_ROUTES, type AdminRoute } from '../routes';
import { preloadRoute } from './preload-route';

const environment = {} as IEnvironment;

function spyOnPreloads() {
  return new Map(ADMIN_ROUTES.map((route) => [route.path, vi.spyOn(route as Required<AdminRoute>, 'preload').mockImplementation(() => undefined)]));
}

afterEach(() => vi.restoreAllMocks());

describe('preloadRoute', () => {
  it("starts a sidebar entry's screen", () => {
    const spies = spyOnPreloads();
    preloadRoute('/dashboard/users', environment, 'admin');
    expect(spies.get('users')).toHaveBeenCalledOnce();
    expect(spies.get('users')!.mock.calls[0]![1]).toBe(environment);
    expect([...spies.values()].filter((spy) => spy.mock.calls.length > 0)).toHaveLength(1);
  });

  it('hands the screen the query string of the address', () => {
    const spies = spyOnPreloads();
    preloadRoute('/dashboard/users/transactions?userId=7&name=Kavya+Nair&email=kavya%2B1%40example.com', environment, 'kitchen');
    const [input] = spies.get('users/transactions')!.mock.calls[0]!;
    expect(input.role).toBe('kitchen');
    expect(input.params).toEqual({});
    expect(Object.fromEntries(input.search)).toEqual({ userId: '7', name: 'Kavya Nair', email: 'kavya+1@example.com' });
    expect(spies.get('users')).not.toHaveBeenCalled();
  });

  it("hands the screen the address's path parameters", () => {
    const spies = spyOnPreloads();
    preloadRoute('/dashboard/order-enquiry/12', environment, 'admin');
    expect(spies.get('order-enquiry/:id')!.mock.calls[0]![0].params).toEqual({ id: '12' });
    expect(spies.get('order-enquiry')).not.toHaveBeenCalled();
  });

  it('starts nothing for an address no screen has', () => {
    const spies = spyOnPreloads();
    preloadRoute('/dashboard/nowhere?userId=7', environment, 'admin');
    preloadRoute('/account', environment, 'admin');
    expect([...spies.values()].every((spy) => spy.mock.calls.length === 0)).toBe(true);
  });
});
