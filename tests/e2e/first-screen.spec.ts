// The first screen: a public page shows at once, as HTML the gateway serves, before any script runs;
// the app takes its place without a visible change, carrying over what the visitor typed meanwhile
// and pressing again what they pressed. Uses the `test` that does not wait for the app (the other
// specs' does).
import type { Page } from '@playwright/test';
import { expect, testWithFirstScreen as test } from './support/test';
import { DEMO_ADMIN, isMobile, openAdminScreen, shot, signInAs } from './support';
import { layoutShift, trackLayoutShift } from './support/public';

/** Holds back the shell's entry script until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the plans page show their first screen, with their titles', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('FreshMeals');
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy meals, freshly cooked and delivered to your door' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Limited time offer' })).toContainText('LIMITED TIME OFFER!');
    await expect(page.getByRole('img', { name: /A fresh bowl of grilled chicken/ })).toBeVisible();
    await expect(page.getByText(/Prices start from ₹139\*/)).toBeVisible();
    expect(await page.getByRole('img', { name: /A fresh bowl of grilled chicken/ }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'first-screen-home');

    await page.goto('/plans');
    await expect(page).toHaveTitle('Plans – FreshMeals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'first-screen-plans');
  });

  test('a signed-in user gets pages without one (their header, and the sign-in pages send them on)', async ({ page }) => {
    const login = await page.request.post('/server/api/v1/auth/login', {
      data: { email: 'admin@example.com', password: 'Admin@1234' },
    });
    expect(login.ok()).toBe(true);
    for (const path of ['/', '/login']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toContain('id="first-screen"');
    }
    await page.context().clearCookies();
    expect(await (await page.request.get('/')).text()).toContain('id="first-screen"');
  });

  test('pages that differ per visitor have none', async ({ page }) => {
    await page.goto('/account');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.locator('main')).toHaveCount(0);
  });
});

test.describe('the handover', () => {
  test('the app takes the place of the first screen without moving anything', async ({ page }) => {
    await trackLayoutShift(page);
    await page.goto('/');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy meals, freshly cooked and delivered to your door' })).toBeVisible();
    // The app is live: a client-side navigation.
    await page.getByRole('banner').getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.locator('main')).toHaveCount(1);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test('what a visitor types and presses before the app is there is carried over: they sign in', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const first = page.locator('#first-screen');
    await first.getByLabel('Email').fill('admin@example.com');
    await first.getByLabel('Password', { exact: true }).fill('Admin@1234');
    await first.getByRole('button', { name: 'Sign in' }).click();
    // Nothing was sent, and the page did not submit itself (no credentials in the URL).
    await expect(page).toHaveURL(/\/login$/);
    await expect(first).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByText('Total Meals Scheduled').first()).toBeVisible();
  });

  test('a menu opened on the first screen opens once the app is there @phone-only', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
    await page.locator('#first-screen').getByRole('button', { name: 'Open menu' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });
});

test.describe("the console's first screen", () => {
  /** The gateway reads the console's renderer on a signed-in request; pages go without a first screen until it has. */
  async function whenRead(page: Page) {
    await expect.poll(async () => (await page.request.get('/dashboard/home')).text(), { timeout: 30_000 }).toContain('id="first-screen"');
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("a signed-in admin's home shows their day, rendered by the server for them @phone", async ({ page }) => {
      const login = await page.request.post('/server/api/v1/auth/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
      expect(login.ok()).toBe(true);
      await whenRead(page);
      const response = await page.goto('/dashboard/home');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page).toHaveTitle('Home – FreshMeals Admin');
      // Rendered for both viewports; the page shows the one that fits.
      const shown = page.locator('#first-screen [data-first-screen-variant]').filter({ visible: true });
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute('data-first-screen-variant', isMobile(page) ? 'narrow' : 'wide');
      await expect(shown.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(shown.getByText('Total Meals Scheduled').first()).toBeVisible();
      await expect(shown.getByText('Today', { exact: true })).toBeVisible();
      await expect(shown.getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
      // The sidebar on a desktop; on a phone it is a drawer, closed.
      await expect(shown.getByRole('menuitem', { name: 'Users', exact: true })).toHaveCount(isMobile(page) ? 0 : 1);
      await shot(page, 'first-screen-console-home');
    });
  });

  test('the console takes its place without moving anything, and is live @phone', async ({ page }) => {
    await signInAs(page, DEMO_ADMIN);
    await whenRead(page);
    await trackLayoutShift(page);
    const release = await holdTheApp(page);
    await page.goto('/dashboard/home', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#first-screen').getByText('Total Meals Scheduled').filter({ visible: true }).first()).toBeVisible();
    release();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByText('Total Meals Scheduled').first()).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await openAdminScreen(page, 'Users');
    await expect(page).toHaveURL(/\/dashboard\/users$/);
  });
});
