// @vitest-environment happy-dom
import { Suspense } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { Environment } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../contract.ts';
import { AUTH_STORAGE_KEY, useAuthStore } from './store.ts';
import { createHostApi, LOGOUT_MUTATION } from './host.ts';
import type { AuthedFetcher } from './network.ts';
import { loadRelayEnvironment, resetRelayEnvironment } from './relay.ts';

const admin: SessionUser = { id: '1', name: 'Demo Admin', email: 'admin@example.com', emailVerified: true, role: 'admin' };

describe('HostApi', () => {
  beforeEach(() => {
    useAuthStore.getState().clearSession();
    localStorage.clear();
  });

  it('persists { user, accessToken } under auth-storage', () => {
    const host = createHostApi(vi.fn() as unknown as AuthedFetcher, vi.fn());
    host.setSession(admin, 'token-1');
    expect(host.getAuth()).toEqual({ user: admin, accessToken: 'token-1' });
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { state: unknown };
    expect(stored.state).toEqual({ user: admin, accessToken: 'token-1' });
  });

  it('clearSession empties the state and resets the Relay store', () => {
    const reset = vi.fn();
    const host = createHostApi(vi.fn() as unknown as AuthedFetcher, reset);
    host.setSession(admin, 'token-1');
    host.clearSession();
    expect(host.getAuth()).toEqual({ user: null, accessToken: null });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null').state).toEqual({ user: null, accessToken: null });
    expect(reset).toHaveBeenCalled();
  });

  it('logout calls the logout mutation, then clears', async () => {
    const execute = vi.fn(async () => ({ data: { logout: { message: 'Logged out' } } }));
    const host = createHostApi(execute as unknown as AuthedFetcher, vi.fn());
    host.setSession(admin, 'token-1');
    await host.logout();
    expect(execute).toHaveBeenCalledWith({ query: LOGOUT_MUTATION });
    expect(LOGOUT_MUTATION).toBe('mutation { logout { message } }');
    expect(host.getAuth()).toEqual({ user: null, accessToken: null });
  });

  it('logout never throws and clears even when the server call fails', async () => {
    const execute = vi.fn(async () => {
      throw new Error('offline');
    });
    const host = createHostApi(execute as unknown as AuthedFetcher, vi.fn());
    host.setSession(admin, 'token-1');
    await expect(host.logout()).resolves.toBeUndefined();
    expect(host.getAuth()).toEqual({ user: null, accessToken: null });
  });
});

describe('HostApi, GraphQL and Relay', () => {
  beforeEach(() => {
    useAuthStore.getState().clearSession();
    localStorage.clear();
  });

  it('request sends the operation over the session transport', async () => {
    const execute = vi.fn(async () => ({ data: { startingMealPrice: 139 } }));
    const host = createHostApi(execute as unknown as AuthedFetcher, vi.fn());
    const operation = { query: 'query P { startingMealPrice }', variables: {}, operationName: 'P' };
    await expect(host.request(operation)).resolves.toEqual({ data: { startingMealPrice: 139 } });
    expect(execute).toHaveBeenCalledWith(operation);
  });

  it('RelayProvider loads Relay when it first renders, then gives each signed-in user an empty store', async () => {
    const host = createHostApi(vi.fn() as unknown as AuthedFetcher, resetRelayEnvironment);
    const seen: Environment[] = [];
    function Probe() {
      seen.push(useRelayEnvironment());
      return <p>ready</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <host.RelayProvider>
          <Probe />
        </host.RelayProvider>
      </Suspense>,
    );
    // Suspended while Relay's module loads.
    expect(screen.getByText('loading')).toBeTruthy();
    await screen.findByText('ready');
    const first = seen.at(-1)!;
    expect(first).toBeInstanceOf(Environment);
    expect(first).toBe((await loadRelayEnvironment()).getRelayEnvironment());

    act(() => host.setSession(admin, 'token-1'));
    await waitFor(() => expect(seen.at(-1)).not.toBe(first));
    const second = seen.at(-1)!;
    act(() => host.clearSession());
    await waitFor(() => expect(seen.at(-1)).not.toBe(second));
    cleanup();
  });
});
