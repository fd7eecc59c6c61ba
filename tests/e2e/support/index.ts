// Helpers shared by the browser tests.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@example.com', password: 'Admin@1234' } as const;
export const DEMO_CUSTOMER = { name: 'Aarav Sharma', email: 'aarav.sharma@example.com', password: 'Customer@1234' } as const;

export const AUTH_STORAGE_KEY = 'auth-storage';

/** Below the console's and the site's mobile breakpoint (768 px). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

export { isCspViolation } from './csp';

/**
 * Waits for the console's loaded frame, then on a phone opens the sidebar's drawer. The frame shown
 * while the console loads (busy) is replaced by the loaded one, and a press that starts on one and
 * ends on the other is lost.
 */
export async function openAdminSidebar(page: Page): Promise<Locator> {
  await expect(page.locator('[data-testid="admin-frame"]:not([aria-busy])')).toBeVisible();
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin navigation' })).toBeVisible();
  }
  return page.getByRole('navigation', { name: 'Admin' });
}

/**
 * Opens a console screen from the sidebar. On a phone the sidebar is a drawer: it is opened first,
 * and then closed again by the navigation. The helper waits until it is gone, because a closing
 * drawer hands the focus back to its toggle and so shuts a select the test may have opened meanwhile.
 */
export async function openAdminScreen(page: Page, name: string): Promise<void> {
  const nav = await openAdminSidebar(page);
  await expect(page.getByTestId('admin-user-block')).toBeVisible();
  await nav.getByRole('menuitem', { name, exact: true }).click();
  if (isMobile(page)) await expect(page.getByRole('dialog', { name: 'Admin navigation' })).toBeHidden();
}

/**
 * Signs in through the login page (the form, its toast and the redirect) and waits for the landing
 * page of that user. Only the tests about signing in need this; the rest use `loginAs`.
 */
export async function loginThroughForm(
  page: Page,
  user: { email: string; password: string },
  landing: string | RegExp,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) { accessToken user { id name email emailVerified role } }
}`;

/**
 * Signs in as the login page does, without its page: the same login mutation from the browser
 * context (so the refresh-token cookie lands in its cookie jar), then the session the login page
 * would keep in localStorage, written from /healthz (the cheapest same-origin document) unless the
 * page is already on the site. Opens no screen: for a test that sets up its data (`gql`) before it
 * opens the screen it is about, which then is its only page load.
 */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: { query: LOGIN, variables: { input: { email: user.email, password: user.password } } },
  });
  const body = (await response.json()) as {
    data?: { login: { accessToken: string | null; user: { id: string; name: string; email: string; emailVerified: boolean; role: string } } };
    errors?: Array<{ message: string }>;
  };
  expect(body.errors, `sign-in of ${user.email}: ${JSON.stringify(body.errors)}`).toBeUndefined();
  const { accessToken, user: signedIn } = body.data!.login;
  expect(accessToken, `${user.email} may sign in`).toBeTruthy();
  if (!page.url().startsWith('http')) await page.goto('/healthz');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [AUTH_STORAGE_KEY, JSON.stringify({ state: { user: { ...signedIn, role: signedIn.role.toLowerCase() }, accessToken }, version: 0 })],
  );
}

/**
 * Signs in (`signInAs`), then opens `path`. A browser test pays for one page load instead of three
 * (the login page, the landing page, then the screen it is about).
 */
export async function loginAs(page: Page, user: { email: string; password: string }, path: string): Promise<void> {
  await signInAs(page, user);
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * A GraphQL call as the user signed in on `page` (the access token the shell keeps), for a test's
 * own set-up; fails the test on any error.
 */
export async function gqlResponse<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: Array<{ message: string }> }> {
  const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.state?.accessToken, AUTH_STORAGE_KEY);
  const response = await page.request.post('/graphql', { headers: { Authorization: `Bearer ${token}` }, data: { query, variables } });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

/** The same, failing the test on any GraphQL error: the data. */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await gqlResponse<T>(page, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * Sets the routine change cut-off (as an admin). Tests that put a meal on today's routine turn it
 * off first: with the default, today's meals are closed to changes.
 */
export async function setRoutineCutoff(page: Page, hours: number): Promise<void> {
  await gql(page, 'mutation ($hours: Int!) { updateSettings(input: { routineCutoffHours: $hours }) { routineCutoffHours } }', { hours });
}

/** Signs in as the demo admin and opens no screen (see `signInAs`). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInAs(page, DEMO_ADMIN);
}

/** Signs in as the demo admin and opens `path` (default: the console's home screen). */
export async function loginAsAdmin(page: Page, path = '/dashboard/home'): Promise<void> {
  await loginAs(page, DEMO_ADMIN, path);
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The 6-digit code of the newest e-mail sent to `email` (GET /dev/outbox lists newest first).
 * Polls briefly: the e-mail may be written just after the request that sent it answered.
 */
export async function readLatestOutboxCode(
  request: APIRequestContext,
  email: string,
  { after, timeoutMs = 5_000 }: { after?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const address = email.trim().toLowerCase();
  for (;;) {
    const response = await request.get('/dev/outbox');
    expect(response.ok(), `GET /dev/outbox answered ${response.status()}`).toBe(true);
    const messages = (await response.json()) as OutboxMessage[];
    const message = messages
      .filter((m) => m.to.toLowerCase().includes(address))
      .filter((m) => !after || new Date(m.createdAt).getTime() >= after.getTime())
      .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0];
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No e-mail with a 6-digit code was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A customer signed up and verified through the REST API (an e-mail no other run has used), for
 * tests about what a verified customer does next.
 */
export async function verifiedCustomer(request: APIRequestContext, tag: string, who: { name: string; password: string }): Promise<string> {
  const email = `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await request.post('/server/api/v1/auth/signup', {
    data: {
      name: who.name,
      email,
      phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      password: who.password,
      confirmPassword: who.password,
    },
  });
  expect(signup.ok(), `sign-up answered ${signup.status()}`).toBe(true);
  const code = await readLatestOutboxCode(request, email);
  const verify = await request.post('/server/api/v1/auth/verify-email', { data: { email, code } });
  expect(verify.ok(), `verify-email answered ${verify.status()}`).toBe(true);
  return email;
}

/** Protein portions a routine editor must refuse, each with the server's rule it names. */
export const PROTEIN_OUT_OF_RANGE: ReadonlyArray<readonly [typed: string, message: string]> = [
  ['-2', 'Extra Protein Portions must be a whole number of at least 0'],
  ['2.5', 'Extra Protein Portions must be a whole number of at least 0'],
  ['50', 'Extra Protein Portions can be at most 10'],
];

/**
 * Resolves once the page has drawn `count` more frames: what a scroll or a press set off (an
 * observer's callback, the render it asks for) has been painted by then.
 */
export async function framesDrawn(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/**
 * Waits until the element and what it holds have finished their animations (a dialog zooming in, a
 * toast sliding in): a click during one may land on whatever is passing under the pointer.
 */
export async function animationsDone(target: Locator): Promise<void> {
  await target.evaluate(async (el) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Its own, its content's and its ancestors' (a dialog's zoom runs on its wrapper); not endless ones (spinners).
    const running = document.getAnimations().filter((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return target instanceof Node && (target.contains(el) || el.contains(target)) && a.effect?.getTiming().iterations !== Infinity;
    });
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Opens an Ant Design select and picks one option by its whole text, then waits for the list to
 * close. The list slides in: a click before it rests can land on the option passing under the
 * pointer, or on none, and leave the list open.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list).toHaveCount(1);
  await animationsDone(list);
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await list.locator('.ant-select-item-option', { hasText: new RegExp(`^${escaped}$`) }).click();
  await expect(list).toHaveCount(0);
}

/**
 * Asserts that a toast, once it has settled, covers none of the given elements (each that is
 * visible): the links and buttons a user reaches for while it is up.
 */
export async function expectToastClearOf(toast: Locator, targets: Locator[]): Promise<void> {
  await expect(toast).toBeVisible();
  // Sonner slides a toast in: measure where it comes to rest.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await animationsDone(toast);
  const box = (await toast.boundingBox())!;
  let checked = 0;
  for (const target of targets) {
    for (const element of await target.all()) {
      if (!(await element.isVisible())) continue;
      const other = (await element.boundingBox())!;
      const overlaps =
        box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      expect(overlaps, `the toast covers ${await element.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(false);
      checked += 1;
    }
  }
  expect(checked, 'at least one of the elements is visible').toBeGreaterThan(0);
}

/**
 * Screenshots are for a person to look at. A CI run throws its clone away with them, and each cost
 * Chromium 0.2-0.6 s of CPU (rendering and encoding the PNG, more for a full page or the phone's
 * double-density screen): about 300 of them were a tenth of the browser suite's CPU. So CI takes
 * none unless E2E_SCREENSHOTS=1; elsewhere they are taken unless E2E_SCREENSHOTS=0.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/** Saves a screenshot to tests/screenshots/<project>/<name>.png (see TAKE_SCREENSHOTS). */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  const dir = path.join('tests', 'screenshots', test.info().project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? false, animations: 'disabled' });
}

/** The persisted auth state (`auth-storage` in localStorage), or null when absent. */
export async function readAuthStorage(
  page: Page,
): Promise<{ state: { user: { email: string; role: string } | null; accessToken: string | null } } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

/**
 * Refuses every request of the page's context that would leave this machine (as on a network with
 * no way out); returns the list of those tried, which a test expects to stay empty.
 */
export async function refuseRequestsOffMachine(page: Page): Promise<string[]> {
  const leaving: string[] = [];
  await page.context().route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      leaving.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return leaving;
}

/**
 * A new customer with a password of their own, as the kitchen makes one: added by an admin, then
 * the invitation's link used. Leaves the page signed out.
 */
export async function newCustomer(page: Page, who: { tag: string; name: string; phone: string; password: string }) {
  const email = `${who.tag}.${test.info().project.name}.${Date.now()}@example.com`;
  await loginAsAdmin(page);
  await gql(page, 'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }', {
    input: { name: who.name, email, phone: who.phone },
  });
  const messages = (await (await page.request.get('/dev/outbox')).json()) as OutboxMessage[];
  const token = messages.find((m) => m.to.toLowerCase().includes(email))?.text.match(/set-password\?token=(\S+)/)?.[1];
  expect(token).toBeTruthy();
  await gql(page, 'mutation ($input: SetPasswordInput!) { setPassword(input: $input) { message } }', {
    input: { token: decodeURIComponent(token!), password: who.password, confirmPassword: who.password },
  });
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  return { email, password: who.password };
}
