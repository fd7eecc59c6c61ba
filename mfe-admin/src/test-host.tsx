// A host for the console's component tests: the signed-in staff member the screens read their
// rights from (an admin unless a test says otherwise).
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { HostProvider, type AuthState, type HostApi, type Role } from '@freshmeals/host-api';

export function testHost(role: Role = 'admin'): HostApi {
  const auth: AuthState = {
    user: { id: 'VXNlcjox', name: 'Demo Staff', email: 'staff@example.com', emailVerified: true, role },
    accessToken: 'token',
  };
  return { useAuth: () => auth, getAuth: () => auth, setSession: vi.fn(), clearSession: vi.fn(), logout: vi.fn(async () => {}) };
}

export function WithHost({ role = 'admin', children }: { role?: Role; children: ReactNode }) {
  return <HostProvider host={testHost(role)}>{children}</HostProvider>;
}
