// The audit log screen: an admin's credit, price and routine changes appear with who, what and the
// change, written as people read them (rupees as the console writes money, a routine's meals in
// words, never JSON); the category filter, the search and the dates narrow the list, and live in the
// address.
import { formatINR } from '@freshmeals/ui/format';
import { expect, test } from './support/test';
import { chooseOption, DEMO_CUSTOMER, gql, loginAsAdmin, openAdminScreen, shot } from './support';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

test('an admin reads the audit log and narrows it by category, search and date @phone', async ({ page }) => {
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
  // A routine change of a new customer's, on a day well past the change cut-off.
  const name = `Audit Routine ${test.info().project.name} ${Date.now()}`;
  const { registerUser } = await gql<{ registerUser: { userId: number } }>(
    page,
    'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }',
    { input: { name, email: `audit.routine.${test.info().project.name}.${Date.now()}@example.com`, phone: '9876543210' } },
  );
  const { summary } = await gql<{ summary: { today: { weekday: string } } }>(page, '{ summary { today { weekday } } }');
  const day = WEEKDAYS[(WEEKDAYS.indexOf(summary.today.weekday) + 3) % 7]!;
  const setRoutine = 'mutation ($u: Int!, $s: [RoutineSlotInput!]!) { setRoutine(userId: $u, slots: $s) { userId } }';
  await gql(page, setRoutine, { u: registerUser.userId, s: [{ weekday: day, meal: 'lunch', hour: 13, type: 'veg' }] });
  await gql(page, setRoutine, { u: registerUser.userId, s: [{ weekday: day, meal: 'lunch', hour: 14, type: 'chicken', snacks: true, proteinMultiplier: 2 }] });
  const dayName = `${day[0]!.toUpperCase()}${day.slice(1)}`;

  await openAdminScreen(page, 'Audit log');
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');

  const credit = page.getByRole('row').filter({ hasText: note });
  await expect(credit).toContainText('Added credit');
  await expect(credit).toContainText('Demo Admin');
  await expect(credit).toContainText(`${DEMO_CUSTOMER.name} (user #${userId})`);
  await expect(credit).toContainText('Amount: ₹250.00');
  await expect(credit).toContainText(/Balance: ₹[\d,]+\.\d\d → ₹[\d,]+\.\d\d/);
  await expect(credit).toContainText('Payment method: Offline');
  const price = page.getByRole('row').filter({ hasText: 'Changed a price' }).first();
  await expect(price).toContainText('Snacks');
  await expect(price).toContainText(`Amount: ${formatINR(was)} → ${formatINR(snacks)}`);
  const routine = page.getByRole('row').filter({ hasText: name });
  await expect(routine.first()).toContainText(`${dayName} lunch: 13:00 Veg → 14:00 Chicken, snacks, +40 g protein`);
  await expect(routine.nth(1)).toContainText(`${dayName} lunch: added, 13:00 Veg`);
  // Nothing is shown as raw JSON.
  await expect(page.locator('.ant-table-tbody')).not.toContainText(/[{}"]/);
  await shot(page, 'admin-audit');
  await routine.first().scrollIntoViewIfNeeded();
  await shot(page, 'admin-audit-routine');

  // Category: only prices; the price change stays, the credit is gone.
  await chooseOption(page, page.getByRole('combobox', { name: 'Category' }), 'Prices');
  await expect(page).toHaveURL(/category=prices/);
  await expect(page.getByRole('row').filter({ hasText: 'Changed a price' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: note })).toHaveCount(0);

  await chooseOption(page, page.getByRole('combobox', { name: 'Category' }), 'All categories');
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
