// The public layout in a real browser: top bar and footer on desktop, slim header
// and slide-out drawer below 768 px, the active link, Order Now to /plans, Ctrl+B / Cmd+B and the
// 7-day sidebar cookie, the scroll to the top on a route change and the no-upf anchor.
import { expect, test } from './support/test';
import { shot } from './support';
import { isMobile, openNavigation } from './support/public';

const LINKS = ['Home', 'Plans', 'About Us', 'Contact Us'] as const;
const HREFS = ['/', '/plans', '/about-us', '/contact-us'];

test.describe('public layout', () => {
  test('top bar or slim header with the four links, Order Now and the active link @phone', async ({ page }) => {
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'FreshMeals home' })).toBeVisible();
    const orderNow = header.getByRole('link', { name: 'Order Now' });
    await expect(orderNow).toBeVisible();
    await expect(orderNow).toHaveAttribute('href', '/plans');

    if (isMobile(page)) {
      // Slim header: the menu toggle, the logo and Order Now only.
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(56);
      await expect(page.getByTestId('public-sidebar')).toBeHidden();
      const drawer = await openNavigation(page);
      // 18rem wide (288 px) at a 375 px viewport.
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(288);
      for (const [i, name] of LINKS.entries()) await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', HREFS[i]);
      await expect(drawer.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
      await expect(drawer.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/plans');
      await shot(page, 'public-drawer');
      // A link navigates and closes the drawer.
      await drawer.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(drawer).toBeHidden();
      // Esc closes it too.
      await openNavigation(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    } else {
      const nav = header.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText([...LINKS]);
      await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await nav.getByRole('link', { name: 'Plans' }).click();
      await expect(page).toHaveURL(/\/plans$/);
      await expect(nav.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('every Order Now goes to /plans', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pick a plan that fits your day' })).toBeVisible();
  });

  test('Ctrl+B and Cmd+B toggle the sidebar; the desktop state is kept in a 7-day cookie @phone', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isMobile(page)) {
      await page.keyboard.press('Control+b');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Meta+b');
      await expect(drawer).toBeHidden();
      return;
    }
    const sidebar = page.getByTestId('public-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(48); // 3rem
    await shot(page, 'public-sidebar-collapsed');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(256); // 16rem
    await expect(sidebar.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/plans');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('true');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604800 - 120);
    expect(lifetime).toBeLessThanOrEqual(604800 + 5);
    await shot(page, 'public-sidebar-expanded');

    // The cookie survives a reload.
    await page.reload();
    await expect(page.getByTestId('public-sidebar')).toHaveAttribute('data-state', 'expanded');

    await page.keyboard.press('Meta+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('false');
    // The rail's button does the same.
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  test('the footer: Quick Links, Terms, Privacy, social icons and the copyright line; pages can hide it', async ({ page }) => {
    await page.goto('/plans');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText([...LINKS]);
    await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/t&c');
    await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy-policy');
    for (const network of ['Instagram', 'Facebook', 'X', 'YouTube', 'LinkedIn'])
      await expect(footer.getByRole('link', { name: `FreshMeals on ${network}` })).toHaveAttribute('href', '#');
    await expect(footer.getByText(/^© \d{4} FreshMeals\. All rights reserved\.$/)).toBeVisible();
    await shot(page, 'public-footer');
    await footer.getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/t&c$/);

    // The sign-in pages hide the footer.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a route change scrolls smoothly to the top; the no-upf link lands on its section', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('home-cta').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'No Ultra-Processed Foods' }).click();
    await expect(page).toHaveURL(/\/about-us#no-upf$/);
    const section = page.locator('#no-upf');
    await expect(section.getByRole('heading', { name: 'No Ultra-Processed Foods' })).toBeInViewport();
  });

  // The copyright year is the business's year (India time), whatever the browser's zone: the clock is
  // fixed on each side of India's new year, in browsers on either side of India.
  test.describe('the copyright year, in a browser behind India', () => {
    test.use({ timezoneId: 'UTC' });

    test('31 Dec 20:00 UTC is already next year in India', async ({ page }) => {
      // 01:30 on 1 January 2031 in Asia/Kolkata; still 2030 in the browser's own zone.
      await page.clock.setFixedTime(new Date('2030-12-31T20:00:00Z'));
      await page.goto('/plans');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByText('© 2031 FreshMeals. All rights reserved.')).toBeVisible();
    });
  });

  test.describe('the copyright year, in a browser ahead of India', () => {
    test.use({ timezoneId: 'Pacific/Kiritimati' });

    test('23:00 on 31 Dec in India is still this year there', async ({ page }) => {
      // Already 07:30 on 1 January 2032 in the browser's own zone (UTC+14).
      await page.clock.setFixedTime(new Date('2031-12-31T23:00:00+05:30'));
      await page.goto('/plans');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByText('© 2031 FreshMeals. All rights reserved.')).toBeVisible();
    });
  });
});
