// Helpers of the unit tests: the App's pages in a memory router with a mock Relay environment and
// a fake host, and a probe of the current location.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { vi } from 'vitest';
import type { AuthState, GraphQLOperation, GraphQLResult, HostApi, SessionUser } from '@freshmeals/host-api';
import App from './App';
import siteFactsQuery from './lib/__generated__/siteFactsQuery.graphql';
import { SITE_OFFER, STARTING_PRICE_INR, type SiteOffer } from './site/content';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** A request the fake host holds until the test answers it. */
interface HeldRequest {
  operation: GraphQLOperation;
  resolve(result: GraphQLResult): void;
  reject(error: Error): void;
}

export interface FakeHost extends HostApi {
  setSession: ReturnType<typeof vi.fn<(user: SessionUser, accessToken: string) => void>>;
  clearSession: ReturnType<typeof vi.fn<() => void>>;
  logout: ReturnType<typeof vi.fn<() => Promise<void>>>;
  request: ReturnType<typeof vi.fn<(operation: GraphQLOperation) => Promise<GraphQLResult>>>;
  /** Answers the latest held request named `operationName` with `data`. */
  answer(operationName: string, data: Record<string, unknown>): void;
  /** Fails the latest held request named `operationName`. */
  fail(operationName: string, error: Error): void;
}

/**
 * A host whose auth state is a plain variable; setSession/clearSession/logout are spies. Its
 * `request` answers the site's facts at once (the "from" price `startingPrice` and the offer `offer`) and holds every other
 * request until the test answers or fails it. Relay comes from the mock environment the test
 * renders around the App.
 */
export function createFakeHost(
  initial: AuthState = { user: null, accessToken: null },
  startingPrice: number = STARTING_PRICE_INR,
  offer: SiteOffer | null = SITE_OFFER,
): FakeHost {
  let auth = initial;
  const held: HeldRequest[] = [];
  const take = (operationName: string): HeldRequest => {
    const index = held.findLastIndex((request) => request.operation.operationName === operationName);
    if (index < 0) throw new Error(`No ${operationName} request is waiting for an answer`);
    return held.splice(index, 1)[0]!;
  };
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
    RelayProvider: ({ children }) => children,
    preloadRelay: () => {},
    request: vi.fn((operation: GraphQLOperation) => {
      if (operation.operationName === siteFactsQuery.params.name) {
        return Promise.resolve({ data: { startingMealPrice: startingPrice, activeOffer: offer } });
      }
      return new Promise<GraphQLResult>((resolve, reject) => held.push({ operation, resolve, reject }));
    }),
    answer: (operationName, data) => take(operationName).resolve({ data }),
    fail: (operationName, error) => take(operationName).reject(error),
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
  options: { environment?: MockEnvironment; host?: FakeHost; state?: unknown; startingPrice?: number; offer?: SiteOffer | null } = {},
) {
  const environment = options.environment ?? createMockEnvironment();
  const host = options.host ?? createFakeHost(undefined, options.startingPrice, options.offer === undefined ? SITE_OFFER : options.offer);
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

/** The error text a field points at through aria-describedby. */
export function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}
