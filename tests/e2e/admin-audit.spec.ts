// The audit log screen: an admin's credit and price changes appear with who, what and the change;
// the category filter, the search and the dates narrow the list, and live in the address.
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, gql, loginAsAdmin, openAdminScreen, shot } from './support';

test('an admin reads the audit log and narrows it by category, search and date', async ({ page }) => {
  await loginAsAdmin(page);
  const { users } = await gql<{ users: { edges: Array<{ node: { userId: number } }> } }>(
    page,
    'query ($s: String!) { users(search: $s, first: 1) { edges { node { userId } } } }',
    { s: DEMO_CUSTOMER.email },
  );
  const userId = users.edges[0]!.node.userId;
  const note = `Audit ${test.info().project.name} ${Date.now()}`;
  await gql(page, 'mutation ($i: AddCreditInput!) { addCredit(input: $i) { userId } }', {
    i: { userId, amount: 250, paymentMethod: 'offline', note },
  });
  // A new snacks price, whatever an earlier run left.
  const { prices } = await gql<{ prices: Array<{ key: string; amount: number }> }>(page, '{ prices { key amount } }');
  const was = prices.find((p) => p.key === 'snacks')!.amount;
  const snacks = was + 1;
  await gql(page, 'mutation ($a: Float!) { setPrice(key: "snacks", amount: $a) { key } }', { a: snacks });

  await openAdminScreen(page, 'Audit log');
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');

  const credit = page.getByRole('row').filter({ hasText: note });
  await expect(credit).toContainText('Added credit');
  await expect(credit).toContainText('Demo Admin');
  await expect(credit).toContainText(`${DEMO_CUSTOMER.name} (user #${userId})`);
  await expect(credit).toContainText('amount: 250');
  await expect(credit).toContainText(/balance: [\d.]+ → [\d.]+/);
  const price = page.getByRole('row').filter({ hasText: 'Changed a price' }).first();
  await expect(price).toContainText('Snacks');
  await expect(price).toContainText(`amount: ${was} → ${snacks}`);
  await shot(page, 'admin-audit');

  // Category: only prices; the price change stays, the credit is gone.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Prices$/ }).click();
  await expect(page).toHaveURL(/category=prices/);
  await expect(page.getByRole('row').filter({ hasText: 'Changed a price' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: note })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^All categories$/ }).click();
  await page.getByRole('textbox', { name: 'Search the audit log' }).fill(DEMO_CUSTOMER.name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('row').filter({ hasText: note })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Changed a price' })).toHaveCount(0);

  // A day before anything was recorded: nothing.
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(page).toHaveURL(/to=2020-01-01/);
  await expect(page.getByRole('row').filter({ hasText: 'Demo Admin' })).toHaveCount(0);
  await expect(page.locator('.ant-empty-description')).toHaveText('No data');
  await shot(page, 'admin-audit-empty');
});
