// @vitest-environment happy-dom
// The console's route table: every route opens its own screen, the access rules send each role
// where it belongs, and the sidebar only links to screens that exist.
import { Component, Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { matchRoutes, MemoryRouter, Route, Routes, useLocation, type RouteObject } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthState, Role } from '@freshmeals/host-api';
import { HostProvider } from '@freshmeals/host-api';
import App, { AdminScreen } from './App';
import { canAccess } from './access';
import { ADMIN_ROUTES, absolutePath, buildMenu, openKeysFor, selectedKeyFor, type AdminRoute, type MenuEntry } from './routes';
import { hostWithAuth } from './test-host';

afterEach(cleanup);

/** A concrete URL of a route: its parameters filled in. */
const urlOf = (route: AdminRoute) => absolutePath(route).replace(/:[^/]+/g, '17');

/** The route table as the router sees it (App.tsx mounts it under /dashboard, with a catch-all). */
const routerTable: RouteObject[] = [
  {
    path: '/dashboard',
    children: [...ADMIN_ROUTES.map((route) => ({ path: route.path, id: route.path })), { path: '*', id: 'not-found' }],
  },
];
const routeIdFor = (pathname: string) => matchRoutes(routerTable, pathname)?.at(-1)?.route.id;

const leaves = (entries: readonly MenuEntry[]) => entries.flatMap((entry) => ('children' in entry ? entry.children : [entry]));

class Caught extends Component<{ children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(path: string, role: Role | null) {
  const auth: AuthState = role
    ? { user: { id: 'VXNlcjox', name: 'Staff', email: 'staff@example.com', emailVerified: true, role }, accessToken: 'token' }
    : { user: null, accessToken: null };
  render(
    <RelayEnvironmentProvider environment={createMockEnvironment()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/*" element={<App host={hostWithAuth(auth)} />} />
          <Route path="*" element={<p>outside</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

describe('the route table', () => {
  it('has one route per path, and the router picks each route for its own URL', () => {
    const paths = ADMIN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size, 'a path appears twice').toBe(paths.length);
    for (const route of ADMIN_ROUTES) expect(routeIdFor(urlOf(route)), urlOf(route)).toBe(route.path);
    expect(routeIdFor('/dashboard/no-such-screen')).toBe('not-found');
  });

  it.each(ADMIN_ROUTES.map((route) => [route.path, route] as const))('%s loads a screen that renders', async (_path, route) => {
    // The screen's code loads and renders: it shows something or asks the API for its data
    // (which this test never answers); a missing module or a module without a component fails.
    // It renders as the router renders it: with the queries its route preloads, if any.
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <HostProvider host={hostWithAuth({ user: { id: 'VXNlcjox', name: 'Admin', email: 'a@example.com', emailVerified: true, role: 'admin' }, accessToken: 'token' })}>
          <MemoryRouter initialEntries={[urlOf(route)]}>
            <Caught>
              <Suspense fallback={<p>loading</p>}>
                <AdminScreen route={route} />
              </Suspense>
            </Caught>
          </MemoryRouter>
        </HostProvider>
      </RelayEnvironmentProvider>,
    );
    await waitFor(
      () => {
        expect(screen.queryByRole('alert')?.textContent ?? null, 'the screen failed').toBeNull();
        const asked = environment.mock.getAllOperations().length > 0;
        expect(asked || screen.queryByText('loading') === null, 'the screen never rendered').toBe(true);
      },
      { timeout: 15_000 },
    );
    await act(async () => {});
    expect(screen.queryByRole('alert')?.textContent ?? null).toBeNull();
  }, 20_000);
});

describe('access to the routes', () => {
  // Screens where money moves or where staff, keys and settings are managed: admins only.
  const ADMIN_ONLY = ['users/transactions', 'payments', 'offers', 'staff', 'settings', 'api-keys', 'webhooks', 'audit', 'outbox'];

  it('admins reach every route; kitchen staff none of the money or management screens', () => {
    for (const route of ADMIN_ROUTES) expect(canAccess('admin', urlOf(route)), route.path).toBe(true);
    for (const path of ADMIN_ONLY) {
      expect(ADMIN_ROUTES.some((route) => route.path === path), `${path} is a route`).toBe(true);
      expect(canAccess('kitchen', `/dashboard/${path}`), path).toBe(false);
    }
    for (const path of ['home', 'dispatch-summary', 'production', 'closures', 'menu', 'dishes', 'account']) expect(canAccess('kitchen', `/dashboard/${path}`), path).toBe(true);
  });

  it('customers and visitors reach no route of the console', () => {
    for (const route of ADMIN_ROUTES) {
      expect(canAccess('customer', urlOf(route)), route.path).toBe(false);
      expect(canAccess(null, urlOf(route)), route.path).toBe(false);
    }
  });

  it('sends kitchen staff asking for the payments screen to their home screen', async () => {
    renderApp('/dashboard/payments', 'kitchen');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/home'));
  });

  it('sends a rider asking for any other screen, or for /dashboard, to their run', async () => {
    for (const path of ['/dashboard/payments', '/dashboard/home', '/dashboard/dispatch-summary', '/dashboard']) {
      renderApp(path, 'delivery');
      await waitFor(() => expect(screen.getByTestId('location').textContent, path).toBe('/dashboard/deliveries'));
      cleanup();
    }
  });

  it('lets admins, kitchen staff and riders open the deliveries', () => {
    for (const role of ['admin', 'kitchen', 'delivery'] as const) expect(canAccess(role, '/dashboard/deliveries'), role).toBe(true);
    expect(canAccess('delivery', '/dashboard/account')).toBe(true);
  });

  it('sends a visitor to /login from any route', async () => {
    for (const route of [ADMIN_ROUTES[0]!, ADMIN_ROUTES.find((r) => r.path === 'order-enquiry/:id')!]) {
      renderApp(urlOf(route), null);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
      cleanup();
    }
  });
});

describe('buildMenu', () => {
  it('links every sidebar entry to a route of the table, with that route as its entry', () => {
    const menu = leaves(buildMenu());
    for (const entry of menu) {
      const route = ADMIN_ROUTES.find((r) => r.path === routeIdFor(entry.key));
      expect(route, `${entry.label} → ${entry.key}`).toBeDefined();
      expect(route!.menu?.label).toBe(entry.label);
    }
    // And every route marked for the sidebar is in it.
    expect(menu.map((entry) => entry.key).sort()).toEqual(ADMIN_ROUTES.filter((r) => r.menu).map(absolutePath).sort());
  });

  it('keeps route order, and puts a group where its first member is', () => {
    const Dummy = () => null;
    const routes: AdminRoute[] = [
      { path: 'a', title: 'A', menu: { label: 'A', icon: 'home' }, component: Dummy },
      { path: 'b', title: 'B', menu: { label: 'B', icon: 'dishes', group: 'menu-dishes' }, component: Dummy },
      { path: 'hidden', title: 'Hidden', component: Dummy },
      { path: 'c', title: 'C', menu: { label: 'C', icon: 'users' }, component: Dummy },
      { path: 'd', title: 'D', menu: { label: 'D', icon: 'menu', group: 'menu-dishes' }, component: Dummy },
    ];
    expect(buildMenu(routes)).toEqual([
      { key: '/dashboard/a', label: 'A', icon: 'home' },
      {
        key: 'menu-dishes',
        label: 'Menu & Dishes',
        icon: 'menu-dishes',
        children: [
          { key: '/dashboard/b', label: 'B', icon: 'dishes' },
          { key: '/dashboard/d', label: 'D', icon: 'menu' },
        ],
      },
      { key: '/dashboard/c', label: 'C', icon: 'users' },
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
    ['/dashboard/deliveries', '/dashboard/deliveries'],
    ['/dashboard/production', '/dashboard/production'],
    ['/dashboard/closures', '/dashboard/closures'],
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
