// Transactions: the heading with the user's name and e-mail, the Type and Payment Method
// filters with Clear, the columns, INR amounts and dates in India's time; a debit with a reason and a
// reversal, with the running balance and who made each entry.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatDateTime } from '@freshmeals/ui/dates';
import { chooseOption, gql, loginAsAdmin, signInAsAdmin, shot } from './support';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function pick(page: Page, filter: 'Type' | 'Payment Method', option: string) {
  await chooseOption(page, page.getByRole('combobox', { name: filter }), option);
}

test.describe('in a browser far from India', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a transaction reads in India time and says so, whatever the browser’s zone @phone', async ({ page }) => {
    await loginAsAdmin(page, '/dashboard/users');
    await page.getByPlaceholder('Search name, email or phone...').fill('rohan');
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: 'View Transactions' }).click();
    await expect(page).toHaveURL(/userId=\d+/);
    const userId = Number(new URL(page.url()).searchParams.get('userId'));
    const { transactions } = await gql<{ transactions: { edges: Array<{ node: { transactionId: number; createdAt: string } }> } }>(
      page,
      'query ($userId: Int!) { transactions(userId: $userId, first: 1) { edges { node { transactionId createdAt } } } }',
      { userId },
    );
    const newest = transactions.edges[0]!.node;
    const written = formatDateTime(newest.createdAt);
    expect(written).toMatch(/ IST$/);
    // What New York's clock would say is another time: the page must not show it.
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(newest.createdAt));
    expect(written).not.toContain(local);
    const row = rows(page).first();
    await expect(row).toContainText(String(newest.transactionId));
    await expect(row).toContainText(written);
    await shot(page, 'admin-transactions-india-time');
  });
});

test('an admin filters a user’s transactions by type and payment method', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page, '/dashboard/users');
  await page.getByPlaceholder('Search name, email or phone...').fill('rohan');
  const rohan = rows(page).filter({ hasText: 'Rohan Mehta' });
  await expect(rows(page)).toHaveCount(1);
  await rohan.getByRole('button', { name: 'View Transactions' }).click();

  await expect(page.getByRole('heading', { name: 'Transactions for Rohan Mehta - rohan.mehta@example.com' })).toBeVisible();
  for (const title of ['ID', 'Type', 'Amount', 'Note', 'Payment Method', 'Balance', 'By', 'Date', 'Actions']) {
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
  await expect(rows(page).first().locator('td').nth(7)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/);
  await shot(page, 'admin-transactions-all', { fullPage: true });
});

test('without a user in the address, the transactions and routine screens offer a user picker', async ({ page }) => {
  await signInAsAdmin(page);
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

async function chooseReason(page: Page, reason: string) {
  await chooseOption(page, page.getByRole('dialog', { name: 'Debit' }).getByLabel('Reason'), reason);
}

test('an admin debits with a reason and reverses an entry; the balance column follows', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const user = { name: `Ledger ${info.project.name}`, email: `ledger.${stamp}@example.com`, phone: `8${stamp.slice(-9)}` };
  const { registerUser } = await gql<{ registerUser: { userId: number } }>(
    page,
    'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }',
    { input: user },
  );
  await gql(page, 'mutation ($input: AddCreditInput!) { addCredit(input: $input) { credit } }', {
    input: { userId: registerUser.userId, amount: 1000, paymentMethod: 'offline', note: 'Cash at the kitchen' },
  });
  const query = new URLSearchParams({ userId: String(registerUser.userId), name: user.name, email: user.email });
  await page.goto(`/dashboard/users/transactions?${query}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('₹1,000.00');
  await expect(rows(page).first()).toContainText('Demo Admin');

  // The form's rules, then more than the balance: the server's message.
  await page.getByRole('button', { name: 'Debit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Debit' });
  // The submit button: after a request, antd keeps its spinner (named 'loading') in the button while
  // it fades out, so the accessible name is not always just 'Debit'.
  const submit = dialog.locator('button[type=submit]');
  await expect(submit).toHaveText('Debit');
  await submit.click();
  await expect(dialog.getByText('Enter a valid amount')).toBeVisible();
  await expect(dialog.getByText('Select a reason')).toBeVisible();
  await dialog.getByLabel('Amount').fill('1200');
  await chooseReason(page, 'Other');
  await submit.click();
  await expect(dialog.getByText('Describe the reason in the note')).toBeVisible();
  await chooseReason(page, 'Refund paid out');
  await dialog.getByLabel('Note').fill('Paid back by UPI');
  await shot(page, 'admin-debit-dialog');
  await submit.click();
  await expect(page.getByText('Insufficient credit')).toBeVisible();
  // Wait for that toast to go, so that the next one is told apart.
  await expect(page.getByText('Insufficient credit')).toBeHidden();
  await dialog.getByLabel('Amount').fill('250.50');
  await submit.click();
  await expect(page.getByText('Credit debited successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  const debit = rows(page).first();
  await expect(debit).toContainText('Refund paid out: Paid back by UPI');
  await expect(debit).toContainText('Adjustment');
  await expect(debit.locator('td').nth(5)).toHaveText('₹749.50');
  await expect(rows(page).nth(1).locator('td').nth(5)).toHaveText('₹1,000.00');

  // The credit cannot be taken back in full any more; the debit can be given back, once.
  const credit = rows(page).nth(1);
  await credit.getByRole('button', { name: /^Reverse transaction / }).click();
  const creditId = (await credit.locator('td').first().textContent())!.trim();
  const ask = page.getByRole('dialog', { name: `Reverse transaction #${creditId}?` });
  await expect(ask).toContainText('An opposite entry takes back ₹1,000.00. A transaction can be reversed once.');
  await ask.getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByText('Insufficient credit')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  await debit.getByRole('button', { name: /^Reverse transaction / }).click();
  await page.getByRole('dialog', { name: /^Reverse transaction #\d+\?$/ }).getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByText('Transaction reversed')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText('Reversal of transaction #');
  await expect(rows(page).first().locator('td').nth(5)).toHaveText('₹1,000.00');
  await expect(rows(page).first().getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await expect(rows(page).nth(1)).toContainText('Reversed');
  await expect(rows(page).nth(1).getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await shot(page, 'admin-transactions-reversed', { fullPage: true });
});
