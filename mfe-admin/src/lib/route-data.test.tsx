// @vitest-environment happy-dom
// Route-level preloading: a preload started before navigation is the query the route renders (no
// second fetch), one nobody renders is let go after a while, leaving a route lets its query go and a
// later visit asks again (so does Try again), and the variables are
// worked out from the URL exactly as the screens asked before.
import { act, cleanup, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider, usePreloadedQuery } from 'react-relay/hooks';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freshmeals/host-api';
import { WithHost } from '../test-host';
import { ADMIN_ROUTES } from '../routes';
import { preloadQueries, RouteData, UNUSED_PRELOAD_MS, useRouteQuery, useRouteReload, type RouteInput } from './route-data';
import { homeQueries } from '../pages/home/route';
import type { homeSummaryQuery } from '../pages/home/__generated__/homeSummaryQuery.graphql';
import summaryQuery from '../pages/home/__generated__/homeSummaryQuery.graphql';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Environment = ReturnType<typeof createMockEnvironment>;

const names = (environment: Environment) =>
  environment.mock.getAllOperations().map((operation: OperationDescriptor) => operation.request.node.params.name);

function Summary() {
  const data = usePreloadedQuery<homeSummaryQuery>(summaryQuery, useRouteQuery<homeSummaryQuery>('summary')!);
  const reload = useRouteReload();
  return (
    <button type="button" onClick={() => reload()}>
      {data.summary ? 'summary shown' : 'no summary'}
    </button>
  );
}

function renderHome(environment: Environment, path = '/home') {
  return render(
    <WithHost>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              <Route
                path="/home"
                element={
                  <RouteData queries={{ summary: homeQueries.summary }}>
                    <Summary />
                  </RouteData>
                }
              />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
}

async function resolveSummary(environment: Environment) {
  await act(async () => {
    const operation = environment.mock.findOperation((candidate: OperationDescriptor) => candidate.request.node.params.name === 'homeSummaryQuery');
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation));
  });
}

const input = (search = '', role: Role = 'admin', params: RouteInput['params'] = {}): RouteInput => ({
  params,
  search: new URLSearchParams(search),
  role,
});

describe('route data', () => {
  it('renders the query a preload started, without asking again', async () => {
    const environment = createMockEnvironment();
    preloadQueries(environment, homeQueries, input());
    expect(names(environment).filter((name) => name === 'homeSummaryQuery')).toHaveLength(1);
    renderHome(environment);
    expect(names(environment).filter((name) => name === 'homeSummaryQuery')).toHaveLength(1);
    await resolveSummary(environment);
    expect(screen.getByText('summary shown')).toBeTruthy();
    expect(names(environment)).not.toContain('homeSummaryQuery');
  });

  it('lets a preload nobody renders go after a while: the route then asks again', async () => {
    vi.useFakeTimers();
    const environment = createMockEnvironment();
    preloadQueries(environment, homeQueries, input());
    const preloaded = environment.mock.getMostRecentOperation();
    await act(() => vi.advanceTimersByTimeAsync(UNUSED_PRELOAD_MS));
    // Disposed: its request is cancelled, and the route starts its own.
    expect(names(environment)).not.toContain('homeSummaryQuery');
    renderHome(environment);
    expect(names(environment)).toEqual(['homeSummaryQuery']);
    expect(environment.mock.getMostRecentOperation()).not.toBe(preloaded);
  });

  it('lets the query go when the route is left; a later visit asks again, and so does Try again', async () => {
    const environment = createMockEnvironment();
    const first = renderHome(environment);
    await resolveSummary(environment);
    expect(screen.getByText('summary shown')).toBeTruthy();
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    renderHome(environment);
    expect(names(environment)).toEqual(['homeSummaryQuery']);
    await resolveSummary(environment);
    act(() => screen.getByRole('button').click());
    const again = environment.mock.getMostRecentOperation();
    expect(again.request.node.params.name).toBe('homeSummaryQuery');
    expect(names(environment)).toEqual(['homeSummaryQuery']);
  });

  it('works out the variables from the URL as the screens read them', () => {
    const variables = (path: string, search: string, role: Role = 'admin', params: RouteInput['params'] = {}) => {
      const route = ADMIN_ROUTES.find((candidate) => candidate.path === path)!;
      return Object.fromEntries(
        Object.entries(route.queries!).map(([name, query]) => [name, query.variables(input(search, role, params))]),
      );
    };
    expect(variables('users', 'search=priya&page=3')).toEqual({
      list: { first: 10, after: expect.any(String), search: 'priya', withMoney: true },
    });
    expect(variables('users', '', 'kitchen')).toEqual({ list: { first: 10, after: null, search: null, withMoney: false } });
    expect(variables('dishes', 'type=veg&type=egg&type=nonsense')).toEqual({
      list: { first: 10, after: null, search: null, types: expect.arrayContaining(['veg', 'egg']) },
    });
    expect(variables('dispatch-summary', 'mealType=Dinner&date=2026-11-20', 'kitchen')).toEqual({
      list: { meal: 'dinner', date: '2026-11-20', withMoney: false, first: 50, after: null },
    });
    // Page 3 of 50 rows starts after the 100th.
    expect(variables('dispatch-summary', 'page=3', 'admin')).toEqual({
      list: { meal: 'lunch', date: null, withMoney: true, first: 50, after: btoa('OffsetConnection:99') },
    });
    expect(variables('dispatch-summary', '')).toEqual({ list: { meal: 'lunch', date: null, withMoney: true, first: 50, after: null } });
    expect(variables('production', 'meal=Dinner&date=2026-11-20', 'kitchen')).toEqual({ sheet: { meal: 'dinner', date: '2026-11-20' } });
    expect(variables('production', 'date=tomorrow')).toEqual({ sheet: { meal: 'lunch', date: null } });
    expect(variables('closures', '', 'kitchen')).toEqual({ list: {} });
    expect(variables('users/transactions', 'userId=7&type=debit&paymentMethod=bogus&page=2')).toEqual({
      user: { id: btoa('User:7') },
      list: { first: 10, after: expect.any(String), userId: 7, type: 'debit', paymentMethod: null },
      // The GST documents' first page, whatever page of transactions is shown.
      documents: { userId: 7, first: 10, after: null },
    });
    // No user chosen: the screen offers a picker and reads nothing.
    expect(variables('users/transactions', '')).toEqual({ user: null, list: null, documents: null });
    expect(variables('users/user-routine', 'userId=5', 'kitchen')).toEqual({ routine: { userId: 5, withMoney: false } });
    expect(variables('users/user-routine', 'userId=abc')).toEqual({ routine: null });
    expect(variables('home', '', 'kitchen')).toEqual({ summary: {}, analytics: null });
    expect(variables('home', '')).toEqual({ summary: {}, analytics: {} });
    expect(variables('order-enquiry', 'unattended=1&plan=nonsense&search=ann')).toEqual({
      list: { first: 10, after: null, search: 'ann', from: null, to: null, unattendedOnly: true, mealType: null },
    });
    expect(variables('contact-enquiry', 'from=2026-11-01')).toEqual({
      list: { first: 10, after: null, search: null, from: '2026-11-01', to: null, unattendedOnly: null },
    });
    expect(variables('order-enquiry/:id', '', 'admin', { id: 'T3JkZXI6MQ==' })).toEqual({ detail: { id: 'T3JkZXI6MQ==' } });
    expect(variables('audit', 'category=api-keys&search=%20priya%20&from=2026-11-01&to=bad&page=2')).toEqual({
      list: { first: 20, after: expect.any(String), category: 'api_keys', search: 'priya', from: '2026-11-01', to: null },
    });
    expect(variables('payments', '')).toEqual({ list: { first: 20, after: null, states: ['failed', 'abandoned'] } });
    expect(variables('payments', 'show=all')).toEqual({ list: { first: 20, after: null, states: [] } });
    expect(variables('outbox', 'show=nonsense')).toEqual({ list: { first: 20, after: null, statuses: ['failed', 'dead'] } });
    expect(variables('staff', '')).toEqual({ list: {} });
    expect(variables('menu', 'week=2026-11-23', 'kitchen')).toEqual({ menu: { weekStart: '2026-11-23', withMoney: false } });
    expect(variables('menu', 'week=soon')).toEqual({ menu: { weekStart: null, withMoney: true } });
    expect(variables('dishes/edit', 'id=RGlzaDox')).toEqual({ dish: { id: 'RGlzaDox' } });
    expect(variables('api-keys', 'page=2')).toEqual({ list: { first: expect.any(Number), after: expect.any(String) } });
    expect(variables('settings', '')).toEqual({ settings: {} });
    expect(variables('deliveries', 'meal=dinner', 'delivery')).toEqual({
      list: { meal: 'dinner', states: ['locked', 'out_for_delivery', 'delivered', 'not_delivered'], first: 20 },
    });
  });
});
