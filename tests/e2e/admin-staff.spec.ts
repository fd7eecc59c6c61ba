// Staff: an admin invites kitchen staff from /dashboard/staff, the last admin cannot be demoted, and
// the kitchen member, once their password is set from the invitation, opens the kitchen's screens
// of the console only: no staff, money or settings screens, and no buttons that change users,
// routines or charges.
import { expect, test } from './support/test';
import { chooseOption, loginAsAdmin, openAdminScreen, shot, type OutboxMessage } from './support';
import { isMobile } from './support/public';

test('an admin invites kitchen staff, who then run the kitchen screens and nothing else @phone', async ({ page, request }) => {
  // Two sign-ins and a walk through every kitchen screen and the money screens it must not see.
  test.setTimeout(180_000);
  await loginAsAdmin(page);
  await openAdminScreen(page, 'Staff');
  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff');
  const demo = page.getByRole('row').filter({ hasText: 'admin@example.com' });
  await expect(demo.getByRole('combobox', { name: 'Role of Demo Admin' })).toBeVisible();
  await expect(demo).toContainText('Admin');

  // The only active admin keeps the role.
  await chooseOption(page, demo.getByRole('combobox', { name: 'Role of Demo Admin' }), 'Kitchen');
  await expect(page.getByText('The last active admin cannot be disabled or demoted.')).toBeVisible();
  await expect(demo).toContainText('Admin');

  // Invite a cook.
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const cook = { name: `Cook ${test.info().project.name}`, email: `cook.${stamp}@example.com`, phone: `9${stamp.slice(-9)}` };
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(cook.name);
  await dialog.getByLabel('Email').fill(cook.email);
  await dialog.getByLabel('Phone').fill(cook.phone);
  await expect(dialog.getByRole('radio', { name: 'Kitchen' })).toBeChecked();
  await shot(page, 'admin-staff-invite');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: cook.email });
  await expect(row).toContainText('Kitchen');
  await expect(row).toContainText('Active');
  await shot(page, 'admin-staff');

  // The cook sets a password from the invitation and signs in.
  const messages = (await (await request.get('/dev/outbox')).json()) as OutboxMessage[];
  const link = messages.find((m) => m.to.toLowerCase() === cook.email)?.text.match(/https?:\/\/\S+\/set-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Password', { exact: true }).fill('Kitchen#2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Kitchen#2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(cook.email);
  await page.getByLabel('Password', { exact: true }).fill('Kitchen#2026');
  // The kitchen's home sends no query the server refuses them (the analytics report is the admins').
  // Every GraphQL answer is read in full; the check below waits for the ones still on their way
  // (waiting for the whole network to fall idle once hung a run at 375 px for three minutes).
  const refused: string[] = [];
  const reading: Promise<void>[] = [];
  const inFlight = new Set<object>();
  const isQuery = (request: { url(): string; method(): string }) => request.url().includes('/graphql') && request.method() === 'POST';
  page.on('request', (request) => isQuery(request) && inFlight.add(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    if (!isQuery(response.request())) return;
    reading.push(
      response
        .text()
        .catch(() => '')
        .then((body) => {
          if (body.includes('FORBIDDEN')) refused.push(response.request().postData() ?? '');
          inFlight.delete(response.request());
        }),
    );
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByText('Total Meals Scheduled').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Site analytics/ })).toHaveCount(0);
  if (!isMobile(page)) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'kitchen-home-1440');
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await expect.poll(() => inFlight.size).toBe(0);
  await Promise.all(reading);
  expect(refused).toEqual([]);

  // The kitchen's menu: no staff, audit, settings, API keys, enquiries or offers.
  if (isMobile(page)) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('menuitem', { name: 'Users', exact: true })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: 'Menu & Dishes' })).toBeVisible();
  for (const hidden of ['Staff', 'Audit log', 'Settings', 'API keys', 'Order Enquiry', 'Contact Enquiry', 'Offers']) {
    await expect(nav.getByRole('menuitem', { name: hidden })).toHaveCount(0);
  }
  await shot(page, 'kitchen-home');
  if (isMobile(page)) await page.keyboard.press('Escape');

  // Users to read: no Add user, no credit or status buttons, no balances; the routine is read-only.
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  const aarav = page.getByRole('row', { name: /Aarav Sharma/ });
  await expect(aarav.getByRole('button', { name: 'Routine' })).toBeVisible();
  await expect(aarav.getByRole('button', { name: 'Add Credit' })).toHaveCount(0);
  await expect(aarav.getByRole('button', { name: 'View Transactions' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /Credit/ })).toHaveCount(0);
  await expect(page.getByTestId('credit')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('₹');
  // Staff are not among the customers (they are on the admins' Staff screen).
  await expect(page.getByRole('row', { name: new RegExp(cook.name) })).toHaveCount(0);
  await aarav.getByRole('button', { name: 'Routine' }).click();
  await expect(page.getByText('Read only: admins change routines.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update preference' })).toHaveCount(0);
  const upcoming = page.getByRole('region', { name: 'Upcoming meals' });
  await expect(upcoming.getByRole('button', { name: /^Skip / })).toHaveCount(0);
  await expect(upcoming.getByRole('columnheader', { name: /Price/ })).toHaveCount(0);
  await expect(upcoming).not.toContainText('₹');

  // The dispatch list without its charging buttons, balances or prices.
  await page.goto('/dashboard/dispatch-summary');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deduct all' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /Credit|Price|Balance/ })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('₹');
  await shot(page, 'kitchen-dispatch');

  // The weekly menu without the price table.
  await page.goto('/dashboard/menu');
  await expect(page.getByTestId('menu-week')).toBeVisible();
  await expect(page.getByText('Not authorized')).toHaveCount(0);
  await shot(page, 'kitchen-menu');
  await expect(page.getByRole('region', { name: 'Prices' })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('₹');

  // An admin's screen sends them back to their home screen.
  await page.goto('/dashboard/users/transactions');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto('/dashboard/staff');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  expect(refused).toEqual([]);
});
