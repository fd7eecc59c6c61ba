// Helpers of the unit tests: the App's pages in a memory router with a mock Relay environment and
// a fake host, and a probe of the current location.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Environment } from 'relay-runtime';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { vi, type Mock } from 'vitest';
import type { AuthState, HostApi, SessionUser } from '@freshmeals/host-api';
import App from './App';
import startingPriceQuery from './lib/__generated__/useStartingPriceQuery.graphql';
import { STARTING_PRICE_INR } from './site/content';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

export interface FakeHost extends HostApi {
  setSession: ReturnType<typeof vi.fn<(user: SessionUser, accessToken: string) => void>>;
  clearSession: ReturnType<typeof vi.fn<() => void>>;
  logout: ReturnType<typeof vi.fn<() => Promise<void>>>;
}

/** A host whose auth state is a plain variable; setSession/clearSession/logout are spies. */
export function createFakeHost(initial: AuthState = { user: null, accessToken: null }): FakeHost {
  let auth = initial;
  const host: FakeHost = {
    useAuth: () => auth,
    getAuth: () => auth,
    setSession: vi.fn((user: SessionUser, accessToken: string) => {
      auth = { user, accessToken };
    }),
    clearSession: vi.fn(() => {
      auth = { user: null, accessToken: null };
    }),
    logout: vi.fn(async () => {
      auth = { user: null, accessToken: null };
    }),
  };
  return host;
}

let currentPath = '';
let currentQuery = '';
function LocationProbe() {
  const location = useLocation();
  currentPath = location.pathname;
  currentQuery = location.search;
  return <div data-testid="location" hidden>{location.pathname}</div>;
}

/** The path the router is at now. */
export function currentLocation(): string {
  return currentPath;
}

/** The query string (`?a=b`, or empty) the router is at now. */
export function currentSearch(): string {
  return currentQuery;
}

/** `/a?b=c` as the router's pathname and search. */
function splitPath(path: string): { pathname: string; search: string } {
  const at = path.indexOf('?');
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
}

export function renderApp(
  path: string,
  options: { environment?: MockEnvironment; host?: FakeHost; state?: unknown; startingPrice?: number } = {},
) {
  const environment = options.environment ?? createMockEnvironment();
  const host = options.host ?? createFakeHost();
  answerStartingPriceFromCache(environment, options.startingPrice ?? STARTING_PRICE_INR);
  const ui: ReactElement = (
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={[{ ...splitPath(path), state: options.state }]}>
        <App host={host} />
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </RelayEnvironmentProvider>
  );
  return { ...render(ui), environment, host };
}

/**
 * The layout asks for the advertised "from" price on mount. A cached answer, read past the mock's
 * operation log, keeps that query out of the operations and resolvers each test sets up for its page.
 */
function answerStartingPriceFromCache(environment: MockEnvironment, price: number): void {
  environment.mock.cachePayload(startingPriceQuery, {}, { data: { startingMealPrice: price } });
  // The mock environment's execute is a spy that logs every operation; only its implementation changes.
  const execute = environment.execute as unknown as Mock<Environment['execute']>;
  const logged = execute.getMockImplementation();
  if (!logged) throw new Error('The mock Relay environment no longer spies on execute');
  execute.mockImplementation((config) =>
    config.operation.request.node.params.name === startingPriceQuery.params.name
      ? Environment.prototype.execute.call(environment, config)
      : logged(config),
  );
}

/** The error text a field points at through aria-describedby. */
export function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}
