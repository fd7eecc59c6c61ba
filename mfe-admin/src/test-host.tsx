// A host for the console's component tests: the signed-in staff member the screens read their
// rights from (an admin unless a test says otherwise).
import type { ReactNode } from 'react';
import { HostProvider, type Role } from '@freshmeals/host-api';
import { hostWithAuth, type TestHost } from '@freshmeals/host-api/testing';

export { hostWithAuth, type TestHost };

export function testHost(role: Role = 'admin'): TestHost {
  return hostWithAuth({
    user: { id: 'VXNlcjox', name: 'Demo Staff', email: 'staff@example.com', emailVerified: true, role },
    accessToken: 'token',
  });
}

export function WithHost({ role = 'admin', children }: { role?: Role; children: ReactNode }) {
  return <HostProvider host={testHost(role)}>{children}</HostProvider>;
}
