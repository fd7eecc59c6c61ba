// @vitest-environment happy-dom
// /account's route starts the page's query itself, so the account's data does not wait for the
// page's code: here that code never arrives, and the query goes out all the same.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { createFakeHost, renderApp } from '../../test-utils';

vi.mock('./lazy-account-page', async () => {
  const { use } = await import('react');
  const never = new Promise<never>(() => {});
  function AccountPageCodeNeverCame(): null {
    use(never);
    return null;
  }
  return { AccountPageCode: Object.assign(AccountPageCodeNeverCame, { preload: () => Promise.resolve() }) };
});

const customer = { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' as const };

function renderAccount(signedIn: boolean) {
  const environment = createMockEnvironment();
  // What reached the network: the route's query leaves as its parameters module (its id and name);
  // Relay makes it an operation only once the page's code, with the full query, is in.
  const execute = vi.spyOn(environment.getNetwork(), 'execute');
  const host = createFakeHost(signedIn ? { user: customer, accessToken: 't' } : { user: null, accessToken: null });
  renderApp('/account', { environment, host });
  return { requested: () => execute.mock.calls.map(([params]) => params.name) };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the /account route', () => {
  it("asks for the account as soon as it renders, while the page's code is still on its way", async () => {
    const { requested } = renderAccount(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requested()).toEqual(['AccountPageQuery']);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('asks nothing for a visitor', async () => {
    const { requested } = renderAccount(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requested()).toEqual([]);
  });
});
