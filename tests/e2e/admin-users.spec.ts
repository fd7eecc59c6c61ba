// Users: the debounced search back to page 1, 'No users found', the columns and
// badges, Disable then Enable with their toasts, Add Credit (rule and toast) with the new balance in
// the row and the transaction on the transactions screen, and Add user with the invitation e-mail.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectToastClearOf, gql, loginAsAdmin, signInAsAdmin, shot, type OutboxMessage } from './support';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });

/** '₹1,23,456.50' -> 123456.5 */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search name, email or phone...').fill(text);
}

// One sign-in per project: the API allows 10 logins per e-mail in 10 minutes.
test('an admin manages users and their credit @phone', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await test.step('an admin searches users, disables and enables one, and adds credit', async () => {
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    // On a phone, Email, Phone, Status and Credit fold into the Name cell.
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    const titles = phone ? ['Name', 'Actions'] : ['Name', 'Email', 'Phone', 'Status', 'Credit Available', 'Actions'];
    for (const title of titles) {
      await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    await expect(rowOf(page, 'Aarav Sharma')).toBeVisible();
    await expect(rowOf(page, 'Aarav Sharma').getByText('Active')).toBeVisible();
    await shot(page, 'admin-users-list');

    // The search waits for the typing to stop, then goes back to page 1 with the match only.
    await search(page, 'kavya');
    await expect(page).toHaveURL(/search=kavya/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(rows(page)).toHaveCount(1);
    const kavya = rowOf(page, 'Kavya Nair');
    await expect(kavya).toContainText('kavya.nair@example.com');
    await expect(kavya).toContainText('9847098765');

    await search(page, 'nobody-by-this-name');
    await expect(page.getByText('No users found')).toBeVisible();
    await shot(page, 'admin-users-empty');

    // Disable, then enable again: the toasts and the badge after the list reloads.
    await search(page, 'Kavya');
    await expect(rows(page)).toHaveCount(1);
    await kavya.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('User disabled successfully')).toBeVisible();
    await expect(kavya.getByText('Disabled', { exact: true })).toBeVisible();
    await kavya.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText('User enabled successfully')).toBeVisible();
    await expect(kavya.getByText('Active', { exact: true })).toBeVisible();

    // Add Credit: the amount rule, then a credit; the row shows the new balance.
    const before = rupees((await kavya.getByTestId('credit').innerText()).trim());
    await kavya.getByRole('button', { name: 'Add Credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Credit' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Amount').fill('0');
    await dialog.getByRole('button', { name: 'Add Credit' }).click();
    await expect(dialog.getByText('Enter a valid amount')).toBeVisible();
    await dialog.getByLabel('Amount').fill('250.5');
    await dialog.getByLabel('Payment Method').click();
    await page.locator('.ant-select-item-option', { hasText: 'Online' }).click();
    const note = `E2E top-up ${info.project.name} ${Date.now()}`;
    await dialog.getByLabel('Note (optional)').fill(note);
    await shot(page, 'admin-users-add-credit');
    await dialog.getByRole('button', { name: 'Add Credit' }).click();
    await expect(page.getByText('Credits added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => rupees((await kavya.getByTestId('credit').innerText()).trim()))
      .toBeCloseTo(before + 250.5, 2);
    await expect(kavya.getByTestId('credit')).toHaveText(/^₹[\d,]+\.\d{2}$/);

    // The credit is on the transactions screen, newest first.
    await kavya.getByRole('button', { name: 'View Transactions' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\/transactions\?userId=\d+&name=Kavya\+Nair&email=kavya.nair%40example.com/);
    await expect(page.getByRole('heading', { name: 'Transactions for Kavya Nair - kavya.nair@example.com' })).toBeVisible();
    const first = rows(page).first();
    await expect(first).toContainText(note);
    await expect(first).toContainText('Credit');
    await expect(first).toContainText('₹250.50');
    await expect(first).toContainText('Online');
    // After it, the running balance (the credit now) and who made it.
    await expect(first.locator('td').nth(6)).toHaveText('Demo Admin');
    await expect(first.locator('td').nth(7)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/);
  });

  await test.step('an admin adds a user, who is e-mailed an invitation', async () => {
    await page.goto('/dashboard/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Create new user')).toBeVisible();
    await expect(dialog.getByText('Add few details to get started')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await shot(page, 'admin-users-add-user');

    const email = `new.user.${info.project.name}.${Date.now()}@example.com`;
    await dialog.getByLabel('Name').fill('Meghna Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('9876501234');
    // A first delivery address is optional; partly filled, its rules say what is missing, and a PIN
    // outside the service area is refused under the field.
    await gql(page, 'mutation { addServiceAreaPins(pins: ["560038"]) { pin } }');
    await dialog.getByLabel('PIN code').fill('110001');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Address is required')).toBeVisible();
    await expect(dialog.getByText('City is required')).toBeVisible();
    await dialog.getByLabel('Address', { exact: true }).fill('22, Lavelle Road');
    await dialog.getByLabel('City').fill('Bengaluru');
    await dialog.getByLabel('Delivery notes (optional)').fill('Call on arrival');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('We do not deliver to this PIN code yet.')).toBeVisible();
    await dialog.getByLabel('PIN code').fill('560038');
    await shot(page, 'admin-users-add-user-address');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added successfully')).toBeVisible();
    const added = await gql<{ users: { edges: { node: { addresses: unknown[] } }[] } }>(
      page,
      'query ($q: String) { users(first: 1, search: $q) { edges { node { addresses { label line1 city pin notes isDefault } } } } }',
      { q: email },
    );
    expect(added.users.edges[0]?.node.addresses).toEqual([
      { label: 'Home', line1: '22, Lavelle Road', city: 'Bengaluru', pin: '560038', notes: 'Call on arrival', isDefault: true },
    ]);
    await expect(dialog).toBeHidden();

    await expect
      .poll(async () => {
        const messages = (await (await request.get('/dev/outbox')).json()) as OutboxMessage[];
        return messages.some((m) => m.to.toLowerCase().includes(email));
      })
      .toBe(true);

    await search(page, email);
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, 'Meghna Rao')).toContainText('Active');
    await expect(rowOf(page, 'Meghna Rao')).toContainText('₹0.00');

    // The same e-mail again is refused with the server's message.
    await page.getByRole('button', { name: 'Add user' }).click();
    await dialog.getByLabel('Name').fill('Meghna Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('9876501234');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'A user with this email already exists' });
    await expect(refused).toBeVisible();
    // The toast leaves the open dialog's title, its buttons and the console's navigation uncovered,
    // with the dialog scrolled to either end (a phone shows it taller than the screen).
    await dialog.evaluate((el) => el.closest('.ant-modal-wrap')?.scrollTo(0, 0));
    await expectToastClearOf(refused, [
      dialog.locator('.ant-modal-title'),
      page.locator('header').getByRole('button'),
    ]);
    await dialog.evaluate((el) => el.closest('.ant-modal-wrap')?.scrollTo(0, el.closest('.ant-modal-wrap')!.scrollHeight));
    await expectToastClearOf(refused, [
      dialog.locator('.ant-modal-title'),
      dialog.getByRole('button'),
      page.locator('header').getByRole('button'),
      page.locator('header').getByRole('link'),
    ]);
    await shot(page, 'add-user-refused');
    await page.keyboard.press('Escape');

    // The invitation's link leads to a page where the new user sets a password (sign-up rules),
    // then signs in with it; the link works once.
    const messages = (await (await request.get('/dev/outbox')).json()) as OutboxMessage[];
    const invitation = messages.find((m) => m.to.toLowerCase().includes(email));
    const link = invitation?.text.match(/https?:\/\/\S+\/set-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Meghna#2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Meghna#2026');
    await shot(page, 'set-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password set! You can now sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Meghna#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Meghna Rao').first()).toBeVisible();

    await page.goto(path);
    await page.getByLabel('Password', { exact: true }).fill('Another#2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Another#2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  });
});
test('a search on a slow network keeps the old rows and shows the search as busy until the answer comes', async ({ page }) => {
  await loginAsAdmin(page, '/dashboard/users');
  await expect(rowOf(page, 'Rohan Mehta')).toBeVisible();
  const before = await rows(page).count();
  expect(before).toBeGreaterThan(1);

  // Hold the users query back until the test lets it go.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const searching = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('usersPageQuery')) {
      asked();
      await held;
    }
    await route.continue();
  });
  await search(page, 'priya');
  const box = page.getByRole('textbox', { name: 'Search users' });
  // Past the debounce (the search has gone out), while the answer is held back: the box is still
  // busy, the old rows stay.
  await searching;
  await expect(box).toHaveAttribute('aria-busy', 'true');
  await expect(rows(page)).toHaveCount(before);
  await shot(page, 'admin-users-searching');

  release();
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, 'Priya Iyer')).toBeVisible();
  await expect(box).toHaveAttribute('aria-busy', 'false');
});

test('Users lists customers only, each with every action in reach; transactions opened by address name their user @phone', async ({ page }) => {
  // The desktop run looks at a wide screen (1440 px); the phone run at 375 px.
  if ((page.viewportSize()?.width ?? 0) >= 768) await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page, '/dashboard/users');
  await expect(rows(page).first()).toBeVisible();
  // Staff (the demo admin) live on the Staff screen, not among the customers.
  await search(page, 'admin@example.com');
  await expect(page.getByText('No users found')).toBeVisible();
  await search(page, 'Aarav');
  const aarav = rowOf(page, 'Aarav Sharma');
  await expect(rows(page)).toHaveCount(1);
  // Every action of the row is on screen, at 375 px too (the Actions column stays at the right edge).
  for (const name of ['Disable', 'Add Credit', 'View Transactions', 'Routine']) {
    await expect(aarav.getByRole('button', { name })).toBeInViewport();
  }
  await shot(page, 'admin-users-actions');

  // Opened by its address with only the userId, the screen reads the user's name and e-mail.
  await aarav.getByRole('button', { name: 'View Transactions' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\/transactions\?userId=\d+/);
  const userId = new URL(page.url()).searchParams.get('userId');
  await page.goto(`/dashboard/users/transactions?userId=${userId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Transactions for Aarav Sharma - \S+@\S+$/);
  await shot(page, 'admin-transactions-by-id');
  await page.goto('/dashboard/users/transactions?userId=987654');
  await expect(page.getByText('User #987654 does not exist.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transactions');
  await expect(page.getByText('Transactions for -')).toHaveCount(0);
});

test.describe('with motion allowed', () => {
  // The suite runs with reduced motion, under which the placeholders stand still.
  test.use({ reducedMotion: 'no-preference' });

  test('while the users load, the placeholders shimmer by transform only, which the compositor runs off the main thread', async ({ page }) => {
    await loginAsAdmin(page, '/dashboard/home');
    await expect(page.getByText('Total Meals Scheduled').first()).toBeVisible();
    // Hold the users query back, so the placeholders stay.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('usersPageQuery')) await held;
      await route.continue();
    });
    await page.goto('/dashboard/users');
    await expect(page.getByTestId('users-skeleton')).toBeVisible();
    const animated = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const properties = new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)));
        for (const key of ['offset', 'computedOffset', 'easing', 'composite']) properties.delete(key);
        return { skeleton: (effect.target as Element).closest('.ant-skeleton') !== null, properties: [...properties] };
      }),
    );
    const placeholders = animated.filter((animation) => animation.skeleton);
    expect(placeholders.length).toBeGreaterThan(0);
    for (const animation of placeholders) expect(animation.properties).toEqual(['transform']);
    release();
    await expect(rowOf(page, 'Aarav Sharma')).toBeVisible();
  });
});
