// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS, usesRelay } from './routes';
import { createFakeHost, currentLocation, renderApp } from './test-utils';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

const flush = () => act(() => Promise.resolve());

describe('App routes', () => {
  it.each(['/nope', '/dashboardx', '/account/extra'])('shows the not-found page at %s', async (path) => {
    renderApp(path);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found – FreshMeals');
  });

  it.each([
    ['/', 'FreshMeals', 'Healthy meals, freshly cooked and delivered to your door'],
    ['/plans', 'Plans – FreshMeals', 'Pick a plan that fits your day'],
    ['/about-us', 'About Us – FreshMeals', 'Good food, made honestly, every single day'],
    ['/contact-us', 'Contact Us – FreshMeals', 'We’d love to hear from you'],
    ['/t&c', 'Terms and Conditions – FreshMeals', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy – FreshMeals', 'Privacy Policy'],
  ])('%s has its heading, title and meta description', async (path, title, heading) => {
    renderApp(path);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(document.title).toBe(title);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(40);
  });

  it('advertises the lowest meal price the server reports, not a built-in one', async () => {
    renderApp('/', { startingPrice: 145.5 });
    await flush();
    expect(screen.getByText('₹145.50*').tagName).toBe('STRONG');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Prices start from ₹145.50*',
    );
    cleanup();
    renderApp('/plans', { startingPrice: 120 });
    await flush();
    expect(screen.getByText(/Prices start from ₹120\* per meal/)).toBeTruthy();
  });

  it("advertises the offer the server says payments honour, in its words, and nothing once it has ended", async () => {
    const offer = { title: 'DIWALI SPECIAL!', description: 'Get 15% OFF on your first month order!', badge: '15% OFF your first month', percent: 15 };
    renderApp('/', { offer });
    await flush();
    const banner = screen.getByRole('complementary', { name: 'Limited time offer' });
    expect(banner.textContent).toContain('DIWALI SPECIAL! Get 15% OFF on your first month order!');
    expect(screen.getByText('15% OFF').closest('a')?.textContent).toBe('15% OFF your first month – Order now');
    expect(screen.getByText(/Try FreshMeals today and get 15% OFF your first month\./)).toBeTruthy();
    cleanup();
    renderApp('/plans', { offer });
    await flush();
    expect(screen.getByRole('note', { name: 'Offer' }).textContent).toBe('DIWALI SPECIAL! Get 15% OFF on your first month order!');
    cleanup();

    renderApp('/', { offer: null });
    await flush();
    expect(screen.queryByRole('complementary', { name: 'Limited time offer' })).toBeNull();
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(screen.getByText('Try FreshMeals today. No obligations, cancel anytime.')).toBeTruthy();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).not.toContain('OFF');
    cleanup();
    renderApp('/plans', { offer: null });
    await flush();
    expect(screen.queryByRole('note', { name: 'Offer' })).toBeNull();
  });
});

describe('Relay on demand', () => {
  it.each(PAGE_PATHS)('%s starts loading Relay exactly when its page renders inside the RelayProvider', async (path) => {
    const host = createFakeHost();
    host.RelayProvider = ({ children }) => <div data-testid="relay-provider">{children}</div>;
    host.preloadRelay = vi.fn();
    renderApp(path, { host });
    await flush();
    const main = document.querySelector('main');
    expect(main, 'the page rendered').toBeTruthy();
    const insideRelay = main!.closest('[data-testid="relay-provider"]') !== null;
    expect(insideRelay).toBe(usesRelay(path));
    expect(vi.mocked(host.preloadRelay).mock.calls.length > 0).toBe(insideRelay);
  });
});

describe('public layout', () => {
  it('has the top bar links, Order Now to /plans and the active link', async () => {
    renderApp('/about-us');
    await flush();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Plans', '/plans'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(within(main).getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    expect(within(main).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    for (const link of screen.getAllByRole('link', { name: 'Order Now' })) expect(link.getAttribute('href')).toBe('/plans');
  });

  it("has a footer with Quick Links, Terms, Privacy, social links and the business's current year", async () => {
    // 20:00 UTC on 31 December 2030 is 01:30 on 1 January 2031 in India: the year is India's.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-31T20:00:00Z') });
    renderApp('/plans');
    await flush();
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Plans', 'About Us', 'Contact Us']);
    expect(within(footer).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/t&c');
    expect(within(footer).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'FreshMeals on Instagram' }).getAttribute('href')).toBe('#');
    expect(within(footer).getByText('© 2031 FreshMeals. All rights reserved.')).toBeTruthy();
  });

  it('hides the footer on the sign-in pages', async () => {
    renderApp('/login');
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('toggles the sidebar with Ctrl+B and Cmd+B and keeps the state in a 7-day cookie', async () => {
    renderApp('/');
    await flush();
    const sidebar = screen.getByTestId('public-sidebar');
    expect(sidebar.getAttribute('data-state')).toBe('collapsed');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar.getAttribute('data-state')).toBe('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebar.getAttribute('data-state')).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar.getAttribute('data-state')).toBe('expanded');
  });

  it('starts expanded when the cookie says so', async () => {
    document.cookie = 'sidebar_state=true; path=/';
    renderApp('/');
    await flush();
    expect(screen.getByTestId('public-sidebar').getAttribute('data-state')).toBe('expanded');
  });

  it('links a signed-in customer to the account page from the footer', async () => {
    const host = createFakeHost({
      user: { id: 'U1', name: 'Asha', email: 'a@b.in', emailVerified: true, role: 'customer' },
      accessToken: 't',
    });
    renderApp('/', { host });
    await flush();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
  });

  it("shows a signed-in customer My account and Log out in the header, and a visitor neither", async () => {
    const host = createFakeHost({
      user: { id: 'U1', name: 'Asha', email: 'a@b.in', emailVerified: true, role: 'customer' },
      accessToken: 't',
    });
    renderApp('/plans', { host });
    await flush();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    fireEvent.click(header.getByRole('button', { name: 'Log out' }));
    await flush();
    expect(host.logout).toHaveBeenCalledTimes(1);

    cleanup();
    renderApp('/plans');
    await flush();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'My account' })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('navigates with the footer links', async () => {
    renderApp('/');
    await flush();
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms & Conditions' }));
    await flush();
    expect(currentLocation()).toBe('/t&c');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
  });
});
