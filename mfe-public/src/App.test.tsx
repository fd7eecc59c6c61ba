// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeHost, renderApp } from './test-utils';

afterEach(cleanup);

const flush = () => act(() => Promise.resolve());

describe('App routes', () => {
  it.each(['/nope', '/dashboardx', '/account/extra'])('shows the not-found page at %s', async (path) => {
    renderApp(path);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found – FreshMeals');
  });

  it('shows a minimal home page with the ways in', async () => {
    renderApp('/');
    await flush();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/sign-up');
    expect(document.title).toBe('FreshMeals');
  });

  it('links a signed-in customer to the account page from home', async () => {
    const host = createFakeHost({
      user: { id: 'U1', name: 'Asha', email: 'a@b.in', emailVerified: true, role: 'customer' },
      accessToken: 't',
    });
    renderApp('/', { host });
    await flush();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
  });
});
