// Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA, and best practices) on every
// public page, the quote dialog, the customer's account page, every admin screen and its dialogs,
// at the desktop and the phone viewport (the two projects). Each page must have its level-one
// heading; any violation fails the test and names the rule and the elements.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, loginAs, loginAsAdmin, signInAsAdmin } from './support';
import { isMobile } from './support/public';

// WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (one level-one heading,
// headings in order, unique landmark names, skip links with a target).
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Requests in flight per page. Left out: server-sent event streams (see `networkQuiet`), and the
 * site's analytics events, which leave as `keepalive` requests (they must outlive a page left
 * behind): Chromium never reports their end to the page, and they change nothing on screen.
 */
const inFlight = new WeakMap<Page, Set<unknown>>();

// Every test's page counts its requests from its first one.
test.beforeEach(({ page }) => {
  const requests = new Set<unknown>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    if ((request.headers().accept ?? '').includes('text/event-stream')) return;
    if (new URL(request.url()).pathname === '/server/api/v1/analytics/events') return;
    requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
});

/**
 * Resolves once the page has loaded, has no request in flight and shows no loading placeholder:
 * what Playwright's 'networkidle' stood for, except that a live event stream (the dispatch list's
 * watch, open as long as the page) does not count, or a page that watches would never be idle.
 */
async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const requests = inFlight.get(page)!;
  const placeholders = page.locator('.ant-skeleton, .ant-spin-spinning');
  await expect
    .poll(async () => requests.size === 0 && (await placeholders.count()) === 0, { timeout: 30_000, intervals: [100] })
    .toBe(true);
}

/**
 * Runs axe on the page as it is now. Every violation fails the test, whatever its impact: the
 * pages have none today, and a moderate one (a skipped heading level) is a regression too.
 */
async function expectNoViolations(page: Page, label: string): Promise<void> {
  // Let lazy content load and entrance animations finish: axe measures colours as they are
  // painted. Endless animations (a spinner) are left out: they never finish.
  await networkQuiet(page);
  // At most a second: a list that keeps starting new animations is measured as it is then.
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  );
  // Then end every transition where it ends: a toast that starts to fade out while axe runs would
  // be measured half transparent, as a contrast failure of no real screen.
  // The page's own motion comes back afterwards: the test goes on to open dialogs.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  // The pages have no frames, so axe runs in the page itself (legacy mode) rather than in each frame
  // and then again in a blank page of its own to merge them; and it details only the violations
  // (passes and the like are not reported). Together they halve the time of an axe run, most of this
  // spec's time.
  const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  await still.evaluate((node) => (node as Element).remove());
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect.soft(violations, `${label}: axe violations`).toEqual([]);
}

/**
 * Moves the running app to `path` as its own links do: the address changes and the routers render
 * the screen, with no page load. A test loads its first page in full (the document, its title and
 * landmarks, the app's start); the screens after it are what a user reaches from there, and a full
 * load costs the browser more than the axe run that follows it. The focus checks start from the top
 * of the page as a fresh load does (`startFocusAtTop`).
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
}

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', 'Fresh'],
  ['/plans', 'plan'],
  ['/about-us', 'Good food'],
  ['/contact-us', 'hear from you'],
  ['/t&c', 'Terms'],
  ['/privacy-policy', 'Privacy'],
  ['/login', 'Sign in'],
  ['/sign-up', 'Create your account'],
  ['/forgot-password', 'password'],
  ['/unsubscribe?token=1.weekly_summary.c2lnbmF0dXJl', 'Unsubscribe'],
  ['/no-such-page', 'not found'],
];

test('public pages have no accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [index, [path, heading]] of PUBLIC_PAGES.entries()) {
    await test.step(path, async () => {
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await expect.soft(page.getByRole('heading', { level: 1 }).first()).toContainText(new RegExp(heading, 'i'));
      await expectNoViolations(page, path);
    });
  }
});

test('the plans quote dialog has no accessibility violations', async ({ page }) => {
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Get Your Meal Plan Quote' })).toBeVisible();
  await expectNoViolations(page, 'quote dialog');
});

test('the account page has no accessibility violations', async ({ page }) => {
  await loginAs(page, DEMO_CUSTOMER, '/account');
  await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, '/account');
  // With its forms open: details, routine editor, pause and password.
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByRole('button', { name: 'Edit routine' }).click();
  await page.getByRole('region', { name: 'Password' }).getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('region', { name: 'Pause deliveries' }).getByRole('button', { name: 'Pause deliveries' }).click();
  await expect(page.getByRole('group', { name: 'Add or change a meal' })).toBeVisible();
  await expectNoViolations(page, '/account with its forms open');
});

const ADMIN_SCREENS: Array<[string, string]> = [
  ['/dashboard/home', 'Home'],
  ['/dashboard/users', 'Users'],
  ['/dashboard/dishes', 'Dishes'],
  ['/dashboard/dishes/add', 'Add Dish'],
  ['/dashboard/menu', 'Menu'],
  ['/dashboard/order-enquiry', 'Order'],
  ['/dashboard/contact-enquiry', 'Contact'],
  ['/dashboard/dispatch-summary', 'Dispatch'],
  ['/dashboard/deliveries', 'Deliveries'],
  ['/dashboard/production', 'Production sheet'],
  ['/dashboard/closures', 'Kitchen closures'],
  ['/dashboard/account', 'Account'],
  ['/dashboard/users/transactions', 'Transactions'],
  ['/dashboard/api-keys', 'API keys'],
  ['/dashboard/webhooks', 'Webhooks'],
  ['/dashboard/service-area', 'Service area'],
  ['/dashboard/staff', 'Staff'],
  ['/dashboard/audit', 'Audit log'],
  ['/dashboard/outbox?show=all', 'Outbox'],
  ['/dashboard/payments?show=all', 'Payments'],
  ['/dashboard/offers', 'Offers'],
  ['/dashboard/settings', 'Settings'],
];

test('admin screens have no accessibility violations @phone', async ({ page }) => {
  // About 10 s a screen on a busy 2-core machine, and the list keeps growing.
  test.setTimeout(ADMIN_SCREENS.length * 15_000);
  await loginAsAdmin(page);
  for (const [path, heading] of ADMIN_SCREENS) {
    await test.step(path, async () => {
      await openInApp(page, path);
      await expect.soft(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(heading, 'i'));
      await expectNoViolations(page, path);
    });
  }
});

test('admin sub-screens and dialogs have no accessibility violations @phone', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAsAdmin(page);
  await test.step('a user\'s transactions and routine', async () => {
    await openInApp(page, '/dashboard/users');
    const row = page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.name) });
    await row.getByRole('button', { name: 'View Transactions' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\/transactions\?/);
    await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'transactions');
    await page.getByRole('button', { name: 'Debit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Debit' })).toBeVisible();
    await expectNoViolations(page, 'Debit dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Debit' })).toBeHidden();
    await openInApp(page, '/dashboard/users');
    await page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.name) }).getByRole('button', { name: /Routine/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\/user-routine\?/);
    await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'routine');
  });
  await test.step('Edit Dish and the delete question', async () => {
    await openInApp(page, '/dashboard/dishes');
    await page.getByTestId('dish-card').first().getByRole('button', { name: /^Edit / }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Dish');
    await expect(page.getByLabel('Dish Name')).not.toHaveValue('');
    await expectNoViolations(page, 'Edit Dish');
    await openInApp(page, '/dashboard/dishes');
    await page.getByTestId('dish-card').first().getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByRole('dialog', { name: 'Delete dish' }).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expectNoViolations(page, 'Delete dish dialog');
    await page.keyboard.press('Escape');
  });
  await test.step('dialogs and the user menu', async () => {
    await openInApp(page, '/dashboard/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('dialog', { name: 'Create new user' })).toBeVisible();
    await expectNoViolations(page, 'Add User dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.name) }).getByRole('button', { name: 'Add Credit' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Credit' })).toBeVisible();
    await expectNoViolations(page, 'Add Credit dialog');
    await page.keyboard.press('Escape');
    await openInApp(page, '/dashboard/api-keys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    await expect(page.getByRole('dialog', { name: 'Create API key' })).toBeVisible();
    await expectNoViolations(page, 'Create API key dialog');
    await page.keyboard.press('Escape');
    await openInApp(page, '/dashboard/home');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await expect(page.locator('.ant-drawer-open')).toBeVisible();
    }
    await page.getByTestId('admin-user-block').click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expectNoViolations(page, isMobile(page) ? 'sidebar drawer with the user menu' : 'user menu');
  });
  await test.step('enquiry details', async () => {
    for (const [list, heading] of [['order-enquiry', 'Order Enquiry'], ['contact-enquiry', 'Contact Enquiry']] as const) {
      await openInApp(page, `/dashboard/${list}`);
      // The list itself, not the rows of the screen it replaces.
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await page.getByRole('row').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${list}/\\d+$`));
      await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${list} detail`);
    }
  });
});

test('the offers screen and its dialogs have no accessibility violations @phone', async ({ page }) => {
  await loginAsAdmin(page, '/dashboard/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'First-month offer' })).toBeVisible();
  await expectNoViolations(page, '/dashboard/offers');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  const add = page.getByRole('dialog', { name: 'Add coupon' });
  // With its errors showing: each one tied to its field.
  await add.getByRole('button', { name: 'Add coupon' }).click();
  await expect(add.getByText('Enter a whole amount of at least ₹1')).toBeVisible();
  await expectNoViolations(page, 'Add coupon dialog');
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Edit the first-month offer' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit first-month offer' }).getByLabel('Title')).not.toHaveValue('');
  await expectNoViolations(page, 'Edit first-month offer dialog');
});

/**
 * Tab and Shift+Tab never reach the page behind an open dialog (from the last control focus may go
 * to the browser's own controls, as a native modal dialog allows, and comes back into the dialog);
 * Escape closes it and gives focus back to the control that opened it.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, opener: Locator, label: string): Promise<void> {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  const notBehind = () => dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body);
  await expect.poll(inside, `${label}: focus moves into the dialog`).toBe(true);
  let visits = 0;
  for (const key of [...Array<string>(14).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect.soft(await notBehind(), `${label}: ${key} keeps focus off the page behind`).toBe(true);
    if (await inside()) visits++;
  }
  expect.soft(visits, `${label}: focus stays in the dialog`).toBeGreaterThan(16);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.soft(opener, `${label}: focus returns to the control that opened it`).toBeFocused();
}

/**
 * Puts the point that Tab moves on from at the top of the document, where a freshly loaded page has
 * it: an element focused there and removed leaves it there, so the next Tab reaches the page's first
 * control (the skip link), whatever the screen before had focused.
 */
async function startFocusAtTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marker = document.createElement('span');
    marker.tabIndex = -1;
    document.body.prepend(marker);
    marker.focus();
    marker.remove();
  });
}

/**
 * Tabs through the first `presses` stops of the page, from its top; each focused control must show
 * a focus indicator: an outline or a focus ring (box-shadow) on itself or on the wrapper that draws it.
 */
async function expectVisibleFocus(page: Page, label: string, presses = 20): Promise<void> {
  await networkQuiet(page);
  await startFocusAtTop(page);
  // Focus rings fade in: without transitions the styles read right after a Tab are the ones the
  // ring ends with.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const unmarked = new Set<string>();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const marked = (node: Element) => {
        const style = getComputedStyle(node);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
      };
      let node: Element | null = el;
      for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) if (marked(node)) return null;
      // Some controls draw the ring on their inner part (a pager's arrow on its button).
      if ([...el.children].some(marked)) return null;
      const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.getAttribute('placeholder') || '';
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${name}"`;
    });
    if (found) unmarked.add(found);
  }
  await still.evaluate((node) => (node as Element).remove());
  expect.soft([...unmarked], `${label}: focused controls without a visible focus indicator`).toEqual([]);
}

test('keyboard focus is visible on every page, and dialogs hold focus and give it back', async ({ page }) => {
  test.setTimeout(240_000);
  const publicPages = PUBLIC_PAGES.filter(([path]) => ['/', '/plans', '/contact-us', '/login', '/sign-up'].includes(path));
  for (const [index, [path, heading]] of publicPages.entries()) {
    await test.step(`focus on ${path}`, async () => {
      if (index === 0) {
        await page.goto(path);
        // A fresh page's first Tab reaches the skip link.
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      } else {
        await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(new RegExp(heading, 'i'));
        // So does the first Tab after startFocusAtTop on a page reached inside the app.
        await startFocusAtTop(page);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      }
      await expectVisibleFocus(page, path);
    });
  }
  await test.step('the quote dialog', async () => {
    await openInApp(page, '/plans');
    const opener = page.getByRole('button', { name: 'Request a quote' });
    await opener.click();
    await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Get Your Meal Plan Quote' }), opener, 'quote dialog');
  });
  await test.step('focus on the account page', async () => {
    await loginAs(page, DEMO_CUSTOMER, '/account');
    await expectVisibleFocus(page, '/account');
    await page.getByRole('button', { name: 'Log out' }).last().click();
  });
  await signInAsAdmin(page);
  const adminScreens = ADMIN_SCREENS.filter(([path]) =>
    ['/dashboard/home', '/dashboard/users', '/dashboard/dishes', '/dashboard/dishes/add', '/dashboard/menu', '/dashboard/order-enquiry'].includes(path),
  );
  for (const [index, [path, heading]] of adminScreens.entries()) {
    await test.step(`focus on ${path}`, async () => {
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(heading, 'i'));
      await expectVisibleFocus(page, path, 24);
    });
  }
  await test.step('admin dialogs', async () => {
    await openInApp(page, '/dashboard/users');
    const addUser = page.getByRole('button', { name: 'Add user' });
    await addUser.click();
    await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Create new user' }), addUser, 'Add User dialog');
    const addCredit = page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.name) }).getByRole('button', { name: 'Add Credit' });
    await addCredit.click();
    await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Add Credit' }), addCredit, 'Add Credit dialog');
    await openInApp(page, '/dashboard/dishes/add');
    const choose = page.getByRole('button', { name: 'Choose image' });
    await choose.click();
    await expectFocusTrapped(page, page.getByRole('dialog', { name: 'Choose an image' }), choose, 'image picker');
  });
});
