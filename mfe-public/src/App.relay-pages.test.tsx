// @vitest-environment happy-dom
// A page that uses Relay waits for Relay (the host's RelayProvider loads it the first time) and
// for its own code: the App asks for both at once, not for the page's code once Relay has come.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './routes';
import { createFakeHost, currentLocation, renderApp } from './test-utils';

vi.mock('./routes', async (importOriginal) => {
  const routes = await importOriginal<typeof import('./routes')>();
  return { ...routes, preloadRoute: vi.fn(routes.preloadRoute) };
});

afterEach(() => {
  cleanup();
});

describe('a page that uses Relay', () => {
  it("has its code asked for while Relay is still loading", async () => {
    const relayNeverCame = new Promise<never>(() => {});
    const host = {
      ...createFakeHost({ user: { id: 'U1', name: 'Asha', email: 'a@b.in', emailVerified: true, role: 'customer' }, accessToken: 't' }),
      RelayProvider: (): never => {
        throw relayNeverCame;
      },
    };
    renderApp('/', { host });
    await act(() => Promise.resolve());
    vi.mocked(preloadRoute).mockClear();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'My account' }));
    await act(() => Promise.resolve());
    expect(currentLocation()).toBe('/account');
    expect(vi.mocked(preloadRoute)).toHaveBeenCalledWith('/account');
  });
});
