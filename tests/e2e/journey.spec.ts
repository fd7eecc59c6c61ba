// From visitor to paying subscriber with no admin involved: a visitor requests a quote on /plans,
// signs up with it, verifies the address, confirms the proposed routine on the account page, pays
// for the plan's duration through the test checkout, sees the credit and the coming meals with
// their dishes, pauses a week, and finds the e-mails of all that in the outbox. (The kitchen's
// weekly menu is set beforehand, as the kitchen does.)
import type { APIRequestContext } from '@playwright/test';
import { formatINR } from '@freshmeals/ui/format';
import { expect, test } from './support/test';
import { gql, loginAs, signInAsAdmin, readLatestOutboxCode, shot } from './support';
import { uniqueContact } from './support/public';

const PASSWORD = 'Fresh#Meals1';

async function outboxTags(request: APIRequestContext, email: string): Promise<string[]> {
  const mails = (await (await request.get('/dev/outbox')).json()) as { to: string; tag: string | null }[];
  return mails.filter((mail) => mail.to === email).map((mail) => mail.tag ?? '');
}

test('a visitor becomes a paying subscriber on their own @phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The kitchen's menu: a veg lunch dish on every day of the coming fortnight.
  await signInAsAdmin(page);
  const { summary } = await gql<{ summary: { today: { date: string } } }>(page, '{ summary { today { date } } }');
  const { dishes } = await gql<{ dishes: { edges: { node: { dishId: number; name: string } }[] } }>(
    page,
    'query { dishes(first: 1, types: [veg]) { edges { node { dishId name } } } }',
  );
  const dish = dishes.edges[0]!.node;
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  for (const offset of [0, 7]) {
    const week = new Date(Date.parse(`${summary.today.date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    await gql(page, 'mutation ($week: Date!, $items: [MenuItemInput!]!) { setMenuItems(weekStart: $week, items: $items) { __typename } }', {
      week,
      items: days.map((weekday) => ({ dishId: dish.dishId, weekday, meal: 'lunch', type: 'veg' })),
    });
  }
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  // 1. A quote on /plans: Veg plan, lunch, 28 days.
  const contact = { name: 'Meera Das', ...uniqueContact(`journey-${test.info().project.name}`) };
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Lunch', exact: true }).click();
  await page.getByRole('button', { name: '28 days', exact: true }).click();
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Meal Plan Quote' });
  await dialog.getByLabel('Name').fill(contact.name);
  await dialog.getByLabel('Email').fill(contact.email);
  await dialog.getByLabel('Phone').fill(contact.phone);
  await dialog.getByRole('button', { name: 'Get my quote' }).click();
  await expect(dialog).toBeHidden();
  const start = page.getByRole('region', { name: 'Start this plan now' });
  await expect(start).toContainText('Veg plan: lunch every day, for 28 days.');
  await shot(page, 'journey-start-plan');
  await start.getByRole('link', { name: 'Sign up with this plan' }).click();

  // 2. Sign up with it, and verify the address.
  await expect(page).toHaveURL(/\/sign-up\?plan=vegPlan&meals=lunch&duration=28$/);
  await expect(page.getByText('Signing up with your plan: Veg plan: lunch every day, for 28 days.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(contact.name);
  await page.getByLabel('Email', { exact: true }).fill(contact.email);
  await page.getByLabel('Phone', { exact: true }).fill(contact.phone);
  await page.getByLabel('PIN code', { exact: true }).fill('560038');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel('Verification code').fill(await readLatestOutboxCode(request, contact.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, { email: contact.email, password: PASSWORD }, '/account');

  // 3. Confirm the proposed routine.
  const proposed = page.getByRole('region', { name: 'Your plan from the quote' });
  await expect(proposed).toContainText('Veg plan: lunch every day, for 28 days.');
  await expect(proposed.getByRole('list', { name: 'Proposed routine' })).toContainText('Lunch at 13:00');
  await proposed.scrollIntoViewIfNeeded();
  await shot(page, 'journey-proposed-plan');
  await proposed.getByRole('button', { name: 'Confirm this routine' }).click();
  await expect(page.getByText(/^Your routine is set/)).toBeVisible();
  await expect(proposed).toBeHidden();

  // 4. Pay for the plan's 28 days through the test checkout.
  const topUp = page.getByRole('form', { name: 'Add credit' });
  const pack = topUp.getByRole('radio', { name: /^28 days of your meals/ });
  await expect(pack).toBeChecked();
  const price = Number(((await pack.locator('xpath=..').textContent()) ?? '').replace('28 days of your meals', '').replace(/[^\d.]/g, ''));
  // A new customer's first month: the advertised 20% off the credit, shown before paying, and charged.
  const pricePaise = Math.round(price * 100);
  const toPay = formatINR((pricePaise - Math.min(Math.floor(pricePaise / 5), 200_000)) / 100);
  const bill = topUp.getByLabel('What you pay');
  await expect(bill).toContainText('First-month offer');
  await expect(bill).toContainText(`You pay${toPay}`);
  await topUp.getByRole('button', { name: 'Pay and add credit' }).click();
  await expect(page).toHaveURL(/\/pay\/order_test_/);
  await page.getByRole('button', { name: `Pay ${toPay}` }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Payment received: your credit has been updated.')).toBeVisible();

  // 5. The credit, and the coming meals with their dish.
  const credit = page.getByText('Credit balance').locator('xpath=following-sibling::*[1]');
  await expect(credit).toHaveText(`₹${price.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  const meals = page.getByRole('list', { name: 'Upcoming meals' });
  await expect(meals.getByRole('listitem').first()).toContainText(dish.name);
  await expect(meals.getByText('Not affordable', { exact: true })).toHaveCount(0);
  await shot(page, 'journey-subscribed', { fullPage: true });

  // 6. Pause a week, starting the day after tomorrow.
  const from = new Date(Date.parse(`${summary.today.date}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${summary.today.date}T00:00:00Z`) + 8 * 86_400_000).toISOString().slice(0, 10);
  const pauses = page.getByRole('region', { name: 'Pause deliveries' });
  await pauses.getByRole('button', { name: 'Pause deliveries' }).click();
  const form = pauses.getByRole('form', { name: 'Pause deliveries' });
  await form.getByLabel('From').fill(from);
  await form.getByLabel('To').fill(to);
  await form.getByRole('button', { name: 'Pause deliveries' }).click();
  await expect(page.getByText('Deliveries paused. Those meals will not be prepared or charged.')).toBeVisible();
  await expect(pauses.getByRole('list', { name: 'Pauses' })).toContainText('7 days');

  // 7. The e-mails, in the local outbox: the code, the receipt, the pause.
  await expect.poll(() => outboxTags(request, contact.email)).toEqual(expect.arrayContaining(['verify-email', 'credit-receipt', 'deliveries-paused']));
});
