// API keys end to end: an admin makes a read-only key in the admin console, an integration calls
// REST and GraphQL with it (reads work, a change is refused), the admin revokes it, and the same
// calls are refused.
import { expect, test } from './support/test';
import { businessToday } from '@freshmeals/ui/business-time';
import { loginAsAdmin, openAdminScreen, shot } from './support';

test('an admin makes an API key, an integration uses it, the admin revokes it @phone', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const name = `Delivery partner ${info.project.name}`;
  await loginAsAdmin(page);
  await openAdminScreen(page, 'API keys');
  await expect(page).toHaveURL(/\/dashboard\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.locator('.ant-breadcrumb')).toContainText('API Keys');

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Read-only admin')).toBeChecked();
  // The last-day picker offers only what the server takes: days after the business's today.
  await dialog.getByLabel('Expires after').click();
  const today = businessToday();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(calendar.locator(`td[title="${today}"]`)).toHaveClass(/ant-picker-cell-disabled/);
  await shot(page, 'admin-api-keys-expiry-picker');
  await page.keyboard.press('Escape');
  await shot(page, 'admin-api-keys-create');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText(name)).toBeVisible();
  await expect(shown.getByText('Copy this key now. It will not be shown again.')).toBeVisible();
  const key = ((await shown.getByTestId('new-api-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^fmk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
  await shot(page, 'admin-api-keys-shown-once');
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Read-only admin');
  await expect(row).toContainText('Active');

  // The integration: reads on REST and GraphQL, a change refused.
  const headers = { authorization: `Bearer ${key}` };
  const dishes = await request.get('/server/api/v1/dishes', { headers });
  expect(dishes.status()).toBe(200);
  expect((await dishes.json()).total).toBeGreaterThan(0);
  const gql = await request.post('/graphql', { headers, data: { query: '{ dishes(first: 1) { totalCount } }' } });
  expect((await gql.json()).data.dishes.totalCount).toBeGreaterThan(0);
  const change = await request.post('/server/api/v1/dishes/categories', { headers, data: { name: `Key ${info.project.name}` } });
  expect(change.status()).toBe(403);
  expect(await change.json()).toEqual({ message: 'This API key is read-only' });

  // Its last use shows once the list is loaded again.
  await page.reload();
  await expect(row).not.toContainText(/Never\s*Active/);
  await shot(page, 'admin-api-keys');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);

  const refused = await request.get('/server/api/v1/dishes', { headers });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'This API key has been revoked' });
  const refusedGql = await request.post('/graphql', { headers, data: { query: '{ dishes(first: 1) { totalCount } }' } });
  expect(refusedGql.status()).toBe(401);
});
