// A host for component tests of the shell and the console: a fixed auth state; session actions,
// requests and the Relay preload are spies. Relay itself is left to the test, which puts a mock
// environment around what it renders. Test code only: it needs Vitest.
import { vi, type Mock } from 'vitest';
import type { AuthState, HostApi } from './contract.ts';

export type TestHost = HostApi & {
  setSession: Mock<HostApi['setSession']>;
  clearSession: Mock<HostApi['clearSession']>;
  logout: Mock<HostApi['logout']>;
  request: Mock<HostApi['request']>;
  preloadRelay: Mock<HostApi['preloadRelay']>;
};

/** A host whose auth state is always `auth`. */
export function hostWithAuth(auth: AuthState): TestHost {
  return {
    useAuth: () => auth,
    getAuth: () => auth,
    setSession: vi.fn<HostApi['setSession']>(),
    clearSession: vi.fn<HostApi['clearSession']>(),
    logout: vi.fn<HostApi['logout']>(async () => {}),
    RelayProvider: ({ children }) => children,
    preloadRelay: vi.fn<HostApi['preloadRelay']>(),
    request: vi.fn<HostApi['request']>(async () => ({ data: null })),
  };
}
