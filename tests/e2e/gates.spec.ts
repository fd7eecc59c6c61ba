// The gates and the session rules: visitors and customers never reach /dashboard, unknown paths get
// the not-found page, and an expired access token is refreshed once.
import { expect, test } from './support/test';
import { DEMO_ADMIN, DEMO_CUSTOMER, loginAs, signInAsAdmin, loginThroughForm, readAuthStorage, shot } from './support';
import { HOST_DOCUMENT_IDS, REFRESH_TOKEN_MUTATION } from '../../packages/host-api/src/session/documents.ts';

const REFRESH_DOCUMENT_ID = HOST_DOCUMENT_IDS.get(REFRESH_TOKEN_MUTATION)!;

test.describe('gates', () => {
  for (const path of ['/dashboard', '/dashboard/users', '/dashboard/order-enquiry/1']) {
    test(`a visitor at ${path} ends at /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
  }

  test('an unknown path shows the not-found page, and Go back home leads to /', async ({ page }) => {
    // The page is the app's not-found page, and the status says so (no page of either remote).
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect((await page.request.get('/dashboard/no-such-screen')).status()).toBe(404);
    expect((await page.request.get('/plans')).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await shot(page, 'not-found');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('after signing in, the user lands on the page they asked for; a link to another site is ignored', async ({ page }) => {
    await page.goto('/dashboard/users?search=priya');
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughForm(page, DEMO_ADMIN, /\/dashboard\/users\?search=priya$/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    // A customer sent to sign in from their account page comes back to it.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughForm(page, DEMO_CUSTOMER, /\/account$/);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?next=https%3A%2F%2Fevil.example%2Fphish');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  test('a signed-in customer at /dashboard is sent to their account page', async ({ page }) => {
    await loginAs(page, DEMO_CUSTOMER, '/account');
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/account$/);
    expect((await readAuthStorage(page))?.state.user?.role).toBe('customer');
  });
});

test.describe('session', () => {
  test('an invalid access token is refreshed once with the cookie and the request replayed', async ({ page }) => {
    await signInAsAdmin(page);
    const before = (await readAuthStorage(page))?.state.accessToken;
    expect(before).toBeTruthy();

    // The access token goes bad; the refresh-token cookie is still valid.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}');
      stored.state.accessToken = 'not-a-valid-token';
      localStorage.setItem('auth-storage', JSON.stringify(stored));
    });
    const graphqlCalls: { refresh: boolean; status: number }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
      graphqlCalls.push({
        // The host sends its refresh mutation by id (a trusted document), not by text.
        refresh: (response.request().postData() ?? '').includes(REFRESH_DOCUMENT_ID),
        status: response.status(),
      });
    });

    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('admin-user-block')).toContainText('admin@example.com');

    const after = (await readAuthStorage(page))?.state.accessToken;
    expect(after).toBeTruthy();
    expect(after).not.toBe('not-a-valid-token');
    expect(graphqlCalls.filter((c) => c.refresh)).toHaveLength(1);
    expect(graphqlCalls.some((c) => c.status === 401)).toBe(true);
  });

  test('when the refresh fails too, the auth state is cleared and the user ends at /login', async ({ page, context }) => {
    await signInAsAdmin(page);
    await context.clearCookies();
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}');
      stored.state.accessToken = 'not-a-valid-token';
      localStorage.setItem('auth-storage', JSON.stringify(stored));
    });

    await page.goto('/dashboard/home');
    await expect(page).toHaveURL(/\/login$/);
    const stored = await readAuthStorage(page);
    expect(stored?.state.accessToken ?? null).toBeNull();
    expect(stored?.state.user ?? null).toBeNull();
  });
});

test.describe('remote loading', () => {
  test('a remote that fails to load shows a fallback, and Try again loads it', async ({ page }) => {
    // The public remote's manifest is unreachable at first.
    await page.route('**/mfe-public/mf-manifest.json', (route) => route.abort('connectionrefused'));
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    await shot(page, 'remote-load-error');

    await page.unroute('**/mfe-public/mf-manifest.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('with the public site down, staff still sign in at /login and reach the screen they asked for', async ({ page }) => {
    await page.route('**/mfe-public/mf-manifest.json', (route) => route.abort('connectionrefused'));
    // The gate sends a signed-out visitor of the console to /login, which the shell now serves itself.
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByText('Parts of the site are unavailable right now. You can still sign in.')).toBeVisible();
    await shot(page, 'shell-sign-in');

    // The same rules and messages as the public sign-in page.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('Wrong@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    // Back to the screen the gate sent them from.
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const stored = await readAuthStorage(page);
    expect(stored?.state.user?.email).toBe(DEMO_ADMIN.email);
  });
});
