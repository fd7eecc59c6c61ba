// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuthState, HostApi, SessionUser } from '@freshmeals/host-api';
import { hostWithAuth as hostWith } from '@freshmeals/host-api/testing';
import { authenticatedGate, staffGate } from './gates';

vi.mock('../remotes/RemoteApp', () => ({
  RemoteApp: ({ remote }: { remote: string }) => <p>remote {remote}</p>,
}));

const { ShellRoutes } = await import('../App');

const admin: SessionUser = { id: '1', name: 'Demo Admin', email: 'admin@example.com', emailVerified: true, role: 'admin' };
const customer: SessionUser = { ...admin, id: '2', name: 'Asha', email: 'asha@example.com', role: 'customer' };
const kitchen: SessionUser = { ...admin, id: '3', name: 'Ravi', email: 'ravi@example.com', role: 'kitchen' };
const rider: SessionUser = { ...admin, id: '4', name: 'Arun', email: 'arun@example.com', role: 'delivery' };

const VISITOR: AuthState = { user: null, accessToken: null };
const ADMIN: AuthState = { user: admin, accessToken: 'token' };
const CUSTOMER: AuthState = { user: customer, accessToken: 'token' };

describe('gate decisions', () => {
  it('authenticated gate needs an access token', () => {
    expect(authenticatedGate(VISITOR)).toEqual({ allow: false, redirectTo: '/login' });
    expect(authenticatedGate({ user: admin, accessToken: null })).toEqual({ allow: false, redirectTo: '/login' });
    expect(authenticatedGate(CUSTOMER)).toEqual({ allow: true });
    expect(authenticatedGate(ADMIN)).toEqual({ allow: true });
  });

  it('staff gate needs the role admin, kitchen or delivery; a signed-in customer goes to /account', () => {
    expect(staffGate(ADMIN)).toEqual({ allow: true });
    expect(staffGate({ user: kitchen, accessToken: 'token' })).toEqual({ allow: true });
    expect(staffGate({ user: rider, accessToken: 'token' })).toEqual({ allow: true });
    expect(staffGate(CUSTOMER)).toEqual({ allow: false, redirectTo: '/account' });
    expect(staffGate(VISITOR)).toEqual({ allow: false, redirectTo: '/login' });
    expect(staffGate({ user: null, accessToken: 'token' })).toEqual({ allow: false, redirectTo: '/login' });
  });
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, auth: AuthState, host: HostApi = hostWith(auth)) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoutes host={host} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return screen.getByTestId('location').textContent;
}

describe('shell routes', () => {
  it.each(['/dashboard', '/dashboard/home', '/dashboard/users', '/dashboard/order-enquiry/3'])(
    'a visitor at %s ends at /login',
    (path) => {
      expect(renderAt(path, VISITOR)).toBe('/login');
      expect(screen.getByText('remote mfe_public')).toBeTruthy();
    },
  );

  it('a customer at /dashboard/users ends at /account', () => {
    expect(renderAt('/dashboard/users', CUSTOMER)).toBe('/account');
    expect(screen.getByText('remote mfe_public')).toBeTruthy();
  });

  it('an admin at /dashboard is sent to /dashboard/home, served by the admin remote', () => {
    expect(renderAt('/dashboard', ADMIN)).toBe('/dashboard/home');
    expect(screen.getByText('remote mfe_admin')).toBeTruthy();
  });

  it('a rider at /dashboard is sent to their run, served by the admin remote', () => {
    expect(renderAt('/dashboard', { user: rider, accessToken: 'token' })).toBe('/dashboard/deliveries');
    expect(screen.getByText('remote mfe_admin')).toBeTruthy();
  });

  it('starts loading Relay with the console, and not for a public page', () => {
    const admin = hostWith(ADMIN);
    renderAt('/dashboard/home', ADMIN, admin);
    expect(admin.preloadRelay).toHaveBeenCalled();
    cleanup();
    const visitor = hostWith(VISITOR);
    renderAt('/plans', VISITOR, visitor);
    expect(visitor.preloadRelay).not.toHaveBeenCalled();
  });

  it('an admin reaches any dashboard path', () => {
    expect(renderAt('/dashboard/users/transactions', ADMIN)).toBe('/dashboard/users/transactions');
    expect(screen.getByText('remote mfe_admin')).toBeTruthy();
  });

  it.each(['/', '/login', '/plans', '/some/unknown/path', '/dashboards'])('%s goes to the public remote', (path) => {
    expect(renderAt(path, VISITOR)).toBe(path);
    expect(screen.getByText('remote mfe_public')).toBeTruthy();
  });
});
