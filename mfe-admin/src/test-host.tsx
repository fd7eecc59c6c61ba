// A host for the console's component tests: the signed-in staff member the screens read their
// rights from (an admin unless a test says otherwise).
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { HostProvider, type AuthState, type HostApi, type Role } from '@freshmeals/host-api';

export type TestHost = HostApi & { logout: ReturnType<typeof vi.fn> };

export function testHost(role: Role = 'admin'): TestHost {
  return hostWithAuth({
    user: { id: 'VXNlcjox', name: 'Demo Staff', email: 'staff@example.com', emailVerified: true, role },
    accessToken: 'token',
  });
}

/** A host whose auth state is `auth`; its session actions are spies. */
export function hostWithAuth(auth: AuthState): TestHost {
  return {
    useAuth: () => auth,
    getAuth: () => auth,
    setSession: vi.fn(),
    clearSession: vi.fn(),
    logout: vi.fn(async () => {}),
    // The tests put a mock Relay environment around what they render.
    RelayProvider: ({ children }) => children,
    preloadRelay: () => {},
    request: vi.fn(async () => ({ data: null })),
  };
}

export function WithHost({ role = 'admin', children }: { role?: Role; children: ReactNode }) {
  return <HostProvider host={testHost(role)}>{children}</HostProvider>;
}
