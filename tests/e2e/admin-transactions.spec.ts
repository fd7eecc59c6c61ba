// Transactions: the heading with the user's name and e-mail, the Type and Payment Method
// filters with Clear, the columns, INR amounts and local dates.
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, shot } from './support';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function pick(page: Page, filter: 'Type' | 'Payment Method', option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
  // Wait for the dropdown to close, so the next pick sees only its own options.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an admin filters a user’s transactions by type and payment method', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page);
  await page.goto('/dashboard/users');
  await page.getByPlaceholder('Search name, email or phone...').fill('rohan');
  const rohan = rows(page).filter({ hasText: 'Rohan Mehta' });
  await expect(rows(page)).toHaveCount(1);
  await rohan.getByRole('button', { name: 'View Transactions' }).click();

  await expect(page.getByRole('heading', { name: 'Transactions for Rohan Mehta - rohan.mehta@example.com' })).toBeVisible();
  for (const title of ['ID', 'Type', 'Amount', 'Note', 'Payment Method', 'Date']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  // The demo data: two credits (online ₹8,000, exempted ₹500) and meal debits, newest first.
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await shot(page, 'admin-transactions');

  await pick(page, 'Type', 'Credit');
  await expect(page).toHaveURL(/type=credit/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).locator('.ant-tag')).toHaveText(['Credit', 'Credit']);
  await expect(rows(page).filter({ hasText: 'Card payment, 28-day chicken plan' })).toContainText('₹8,000.00');
  await expect(rows(page).filter({ hasText: 'Card payment, 28-day chicken plan' })).toContainText('Online');

  await pick(page, 'Payment Method', 'Exempted');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Goodwill credit for a late delivery');
  await expect(rows(page).first()).toContainText('₹500.00');

  await pick(page, 'Type', 'Debit');
  await expect(page.getByText('No transactions found')).toBeVisible();

  await pick(page, 'Type', 'Clear');
  await pick(page, 'Payment Method', 'Debit');
  await expect(rows(page).first()).toContainText('Debit');
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(rows(page).locator('td:nth-child(5)')).toHaveText(Array(count).fill('Debit'));

  await pick(page, 'Payment Method', 'Clear');
  await expect(page).not.toHaveURL(/paymentMethod=|type=/);
  await expect(rows(page).first().locator('td').nth(5)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  await shot(page, 'admin-transactions-all', { fullPage: true });
});

test('without a user in the address, the transactions and routine screens offer a user picker', async ({ page }) => {
  await loginAsAdmin(page);
  for (const [path, heading, opened] of [
    ['/dashboard/users/transactions', 'Transactions', 'Transactions for Rohan Mehta - rohan.mehta@example.com'],
    ['/dashboard/users/user-routine', 'Routine', 'Meal Slots For Rohan Mehta - rohan.mehta@example.com'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('Transactions for -')).toHaveCount(0);
    const picker = page.getByRole('combobox', { name: 'Choose a user' });
    await picker.click();
    await picker.fill('rohan.m');
    // Only the match is offered once the search has answered.
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(option).toHaveCount(1);
    await expect(option).toHaveText('Rohan Mehta – rohan.mehta@example.com');
    await shot(page, `admin-user-picker-${heading.toLowerCase()}`);
    await option.click();
    await expect(page).toHaveURL(/userId=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened);
  }
});
