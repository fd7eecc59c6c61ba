// The admin shell: sidebar entries and highlighting, breadcrumb, user block, log out.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { AUTH_STORAGE_KEY, DEMO_ADMIN, isMobile, loginAsAdmin, openAdminSidebar, readAuthStorage, shot } from './support';

async function breadcrumbTexts(page: Page): Promise<string[]> {
  const items = page.locator('.ant-breadcrumb li:not(.ant-breadcrumb-separator)');
  return (await items.allInnerTexts()).map((text) => text.trim());
}

async function expectSelected(page: Page, label: string) {
  const nav = await openAdminSidebar(page);
  await expect(nav.locator('.ant-menu-item-selected')).toHaveCount(1);
  await expect(nav.locator('.ant-menu-item-selected')).toHaveText(label);
  if (isMobile(page)) await page.keyboard.press('Escape');
}

test('the demo admin signs in and uses the admin shell @phone', async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByText('Total Meals Scheduled').first()).toBeVisible();
  await expect.poll(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Home']);

  // Sidebar entries, and the user block with the admin's name and e-mail.
  const nav = await openAdminSidebar(page);
  for (const label of ['Home', 'Users', 'Menu & Dishes', 'Order Enquiry', 'Contact Enquiry']) {
    await expect(nav.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
  }
  const userBlock = page.getByTestId('admin-user-block');
  await expect(userBlock).toContainText(DEMO_ADMIN.name);
  await expect(userBlock).toContainText(DEMO_ADMIN.email);
  await expect(nav.locator('.ant-menu-item-selected')).toHaveText('Home');
  await shot(page, isMobile(page) ? 'admin-home-drawer' : 'admin-home');

  // Users.
  await nav.getByRole('menuitem', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect.poll(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Users']);
  await expectSelected(page, 'Users');
  if (isMobile(page)) await shot(page, 'admin-users');

  // Menu & Dishes > Dishes (a sub-item).
  let sidebar = await openAdminSidebar(page);
  await sidebar.getByRole('menuitem', { name: 'Menu & Dishes', exact: true }).click();
  await sidebar.getByRole('menuitem', { name: 'Dishes', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/dishes$/);
  await expect(page.getByRole('heading', { name: 'Dishes', level: 1 })).toBeVisible();
  await expectSelected(page, 'Dishes');

  // Order Enquiry, then a deeper path: highlighting by prefix, dashes turned to spaces.
  sidebar = await openAdminSidebar(page);
  await sidebar.getByRole('menuitem', { name: 'Order Enquiry', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/order-enquiry$/);
  await expect.poll(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Order Enquiry']);
  await page.goto('/dashboard/users/user-routine');
  await expect(page.getByRole('heading', { name: 'Routine', level: 1 })).toBeVisible();
  await expect.poll(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Users', 'User Routine']);
  await expectSelected(page, 'Users');
  await page.goto('/dashboard/dishes/add');
  await expect(page.getByRole('heading', { name: 'Add Dish', level: 1 })).toBeVisible();
  await expect.poll(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Dishes', 'Add']);
  await expectSelected(page, 'Dishes');

  // A breadcrumb link goes back up.
  await page.locator('.ant-breadcrumb').getByRole('link', { name: 'Dishes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/dishes$/);

  // More than 3 segments after Dashboard: the earlier ones collapse into a dropdown.
  await page.goto('/dashboard/contact-enquiry/12/notes/history');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect.poll(() => breadcrumbTexts(page)).toEqual(['Dashboard', '', 'Notes', 'History']);
  await page.getByLabel('Show earlier levels').hover();
  const collapsed = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(collapsed.getByRole('menuitem')).toHaveText(['Contact Enquiry', '12']);
  await shot(page, 'admin-breadcrumb-collapsed');
  await collapsed.getByRole('menuitem', { name: 'Contact Enquiry', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/contact-enquiry$/);
  await expectSelected(page, 'Contact Enquiry');

  // /dashboard redirects to home.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await shot(page, 'admin-home-page');
});

test("once the first screen shows, the other screens' code is downloaded ahead: opening one fetches no new code", async ({ page }) => {
  const before = new Set<string>();
  let after: string[] | null = null;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    // After the click, only the code the page runs counts: a screen may itself mark code for
    // downloading ahead (<link rel="prefetch">, resource type 'other'), such as the users screen's
    // dialogs, and that is no code the screen waits for.
    if (after) {
      if (request.resourceType() === 'script') after.push(request.url());
    } else before.add(request.url());
  });
  await loginAsAdmin(page);
  await expect(page.getByText('Total Meals Scheduled').first()).toBeVisible();
  // The browser is asked for the screens' chunks (without running them) once it is idle.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);
  await page.waitForLoadState('networkidle');

  after = [];
  const nav = await openAdminSidebar(page);
  await nav.getByRole('menuitem', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Aarav Sharma/ })).toBeVisible();
  // Whatever code the Users screen asked for had been downloaded before the click.
  expect(after.filter((url) => !before.has(url))).toEqual([]);
});

test('the user menu offers Account and Log out; Log out ends at /login @phone', async ({ page }) => {
  await loginAsAdmin(page);
  await openAdminSidebar(page);
  await page.getByTestId('admin-user-block').click();
  await expect(page.locator('.ant-dropdown-menu').getByRole('menuitem')).toHaveText(['Account', 'Log out']);
  await shot(page, 'admin-user-menu');

  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await readAuthStorage(page);
  expect(stored?.state.accessToken ?? null).toBeNull();
  expect(stored?.state.user ?? null).toBeNull();

  // The refresh cookie was revoked too: /dashboard stays closed after a reload.
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.accessToken ?? null, AUTH_STORAGE_KEY)).toBeNull();
});

test("Account opens the admin's profile, where the password is changed with the current one", async ({ page }) => {
  await loginAsAdmin(page);
  await openAdminSidebar(page);
  await page.getByTestId('admin-user-block').click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  // In the screen itself: on a phone the closing drawer's user block may still show the e-mail too.
  await expect(page.getByRole('main').getByText(DEMO_ADMIN.email)).toBeVisible();
  await expect(page).toHaveTitle(/Account/);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill('Wrong@1234');
  await form.getByLabel('New password', { exact: true }).fill('Fresh#Pass9');
  await form.getByLabel('Confirm new password').fill('Fresh#Pass9');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await shot(page, 'admin-account', { fullPage: true });

  // Changed, then changed back (the other tests sign in with the demo password).
  const change = async (from: string, to: string) => {
    await form.getByLabel('Current password', { exact: true }).fill(from);
    await form.getByLabel('New password', { exact: true }).fill(to);
    await form.getByLabel('Confirm new password').fill(to);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed. Other devices have been signed out.').last()).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');
  };
  await change(DEMO_ADMIN.password, 'Fresh#Pass9');
  await change('Fresh#Pass9', DEMO_ADMIN.password);
});

// Desktop only (the mobile project leaves out @desktop tests): on a phone the sidebar is a drawer.
test('the sidebar collapses to icons and back with Ctrl+B on desktop @desktop', async ({ page }) => {
  await loginAsAdmin(page);
  const sider = page.locator('.ant-layout-sider');
  await expect(sider).toHaveCSS('width', '256px');
  await page.keyboard.press('Control+b');
  await expect(sider).toHaveCSS('width', '48px');
  await shot(page, 'admin-sidebar-collapsed');
  await page.reload();
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '48px');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '256px');
});
