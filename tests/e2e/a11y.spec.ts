// Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA, and best practices) on every
// public page, the quote dialog, the customer's account page, every admin screen and its dialogs,
// at the desktop and the phone viewport (the two projects). Each page must have its level-one
// heading; any violation fails the test and names the rule and the elements.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, loginAs, loginAsAdmin } from './support';
import { isMobile } from './support/public';

// WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (one level-one heading,
// headings in order, unique landmark names, skip links with a target).
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now. Every violation fails the test, whatever its impact: the
 * pages have none today, and a moderate one (a skipped heading level) is a regression too.
 */
async function expectNoViolations(page: Page, label: string): Promise<void> {
  // Let entrance animations and lazy content settle: axe measures colours as they are painted.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect.soft(violations, `${label}: axe violations`).toEqual([]);
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
  ['/no-such-page', 'not found'],
];

test('public pages have no accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, heading] of PUBLIC_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
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
  await loginAs(page, DEMO_CUSTOMER, /\/account$/);
  await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, '/account');
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
  ['/dashboard/account', 'Account'],
  ['/dashboard/users/transactions', 'Transactions'],
];

test('admin screens have no accessibility violations', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAsAdmin(page);
  for (const [path, heading] of ADMIN_SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect.soft(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(heading, 'i'));
      await expectNoViolations(page, path);
    });
  }
  await test.step('a user\'s transactions and routine', async () => {
    await page.goto('/dashboard/users');
    const row = page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.name) });
    await row.getByRole('button', { name: 'View Transactions' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\/transactions\?/);
    await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'transactions');
    await page.goto('/dashboard/users');
    await page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.name) }).getByRole('button', { name: /Routine/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\/user-routine\?/);
    await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'routine');
  });
  await test.step('dialogs and the user menu', async () => {
    await page.goto('/dashboard/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('dialog', { name: 'Create new user' })).toBeVisible();
    await expectNoViolations(page, 'Add User dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('row', { name: new RegExp(DEMO_CUSTOMER.name) }).getByRole('button', { name: 'Add Credit' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Credit' })).toBeVisible();
    await expectNoViolations(page, 'Add Credit dialog');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/home');
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
    for (const list of ['order-enquiry', 'contact-enquiry']) {
      await page.goto(`/dashboard/${list}`);
      await page.getByRole('row').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${list}/\\d+$`));
      await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${list} detail`);
    }
  });
});
