// The customer's meals on their account page: a new customer eats lunch today and tomorrow; with
// every meal's cut-off at 00:00 of its own day, today's lunch is in the ledger on the next read, and
// the admin marks it delivered. The customer sees it Delivered under 'My meals', rates it 4 stars
// with a comment, and still sees the rating after a reload. The kitchen is closed tomorrow
// ('Diwali'): the coming lunch says so instead of offering Skip, and every coming meal shows its
// cut-off.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gql, gqlResponse, loginAs, loginAsAdmin, setRoutineCutoff, shot, type OutboxMessage } from './support';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** Today's date and weekday in the business time zone, as the gateway works them out, and tomorrow's. */
async function businessDays(page: Page) {
  const { dispatchList } = await gql<{ dispatchList: { date: string; weekday: string } }>(page, '{ dispatchList { date weekday } }');
  const next = new Date(`${dispatchList.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    today: dispatchList.date,
    weekday: dispatchList.weekday,
    tomorrow: next.toISOString().slice(0, 10),
    tomorrowWeekday: WEEKDAYS[next.getUTCDay()],
  };
}

/** A customer added by the admin on `page`, with the password set from the invitation. */
async function customerWithPassword(page: Page, stamp: string) {
  const who = { name: `Meals Customer ${test.info().project.name}`, email: `meals.${stamp}@example.com`, password: 'Meals#2026' };
  const { registerUser } = await gql<{ registerUser: { userId: number } }>(
    page,
    'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }',
    { input: { name: who.name, email: who.email, phone: `7${stamp.slice(-9)}` } },
  );
  const messages = (await (await page.request.get('/dev/outbox')).json()) as OutboxMessage[];
  const token = messages.find((m) => m.to.toLowerCase() === who.email)?.text.match(/set-password\?token=(\S+)/)?.[1];
  expect(token).toBeTruthy();
  await gql(page, 'mutation ($input: SetPasswordInput!) { setPassword(input: $input) { message } }', {
    input: { token: decodeURIComponent(token!), password: who.password, confirmPassword: who.password },
  });
  return { ...who, userId: registerUser.userId };
}

test('a customer sees a delivered meal under My meals, rates it, and sees a kitchen closure on a coming meal @phone', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  await loginAsAdmin(page);
  // Today's lunch is inside the default routine cut-off: it is off for the set-up.
  await setRoutineCutoff(page, 0);
  const days = await businessDays(page);
  const customer = await customerWithPassword(page, stamp);
  await gql(page, 'mutation ($input: AddCreditInput!) { addCredit(input: $input) { userId } }', {
    input: { userId: customer.userId, amount: 1000, paymentMethod: 'offline', note: 'E2E meals' },
  });
  await gql(page, 'mutation ($id: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $id, slots: $slots) { userId } }', {
    id: customer.userId,
    slots: [
      { weekday: days.weekday, meal: 'lunch', hour: 13, type: 'veg', drinks: true },
      { weekday: days.tomorrowWeekday, meal: 'lunch', hour: 13, type: 'veg', drinks: true },
    ],
  });
  // Every meal's cut-off at 00:00 of its own day: today's meals lock on the next read, tomorrow's
  // stay coming.
  const midnight = { time: '00:00', dayBefore: false };
  await gql(page, 'mutation ($i: MealCutoffsInput!) { updateMealCutoffs(input: $i) { mealCutoffs { lunch { time } } } }', {
    i: { breakfast: midnight, lunch: midnight, dinner: midnight },
  });
  // The admin's read locks today's lunch; the rider's record, here the admin's: delivered.
  const { meals } = await gql<{ meals: { edges: { node: { id: string; state: string } }[] } }>(
    page,
    'query ($userId: Int!) { meals(meal: lunch, userId: $userId) { edges { node { id state } } } }',
    { userId: customer.userId },
  );
  expect(meals.edges.map((e) => e.node.state)).toEqual(['locked']);
  await gql(page, 'mutation ($id: ID!) { setMealDelivery(id: $id, status: delivered) { state } }', { id: meals.edges[0].node.id });
  // Tomorrow closed for Diwali. The other width's run of this test may have closed it already.
  const closed = await gqlResponse(page, 'mutation ($input: CloseKitchenInput!) { closeKitchen(input: $input) { date } }', {
    input: { date: days.tomorrow, reason: 'Diwali' },
  });
  if (closed.errors) expect(closed.errors.map((e) => e.message)).toEqual(['The kitchen is already closed for this meal']);
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  await loginAs(page, customer, '/account');
  const myMeals = page.getByRole('list', { name: 'My meals' });
  const lunch = myMeals.getByRole('listitem');
  await expect(lunch).toHaveCount(1);
  await expect(lunch).toContainText('Lunch at 13:00');
  await expect(lunch.getByText('Delivered', { exact: true })).toBeVisible();
  const rate = lunch.getByRole('button', { name: /^Rate / });
  await expect(rate).toHaveText('Rate');

  // The coming lunch: closed tomorrow, with the reason where Skip would be, and its cut-off.
  const upcoming = page.getByRole('list', { name: 'Upcoming meals' });
  const closedLunch = upcoming.getByRole('listitem').filter({ hasText: 'Kitchen closed: Diwali' });
  await expect(closedLunch).toHaveCount(1);
  await expect(closedLunch).toContainText('Changes until 00:00');
  await expect(closedLunch.getByRole('button', { name: /^Skip / })).toHaveCount(0);
  await closedLunch.scrollIntoViewIfNeeded();
  await shot(page, 'account-meals-closed');

  await rate.click();
  const dialog = page.getByTestId('rate-meal-dialog');
  await expect(dialog.getByRole('heading', { name: 'Rate your meal' })).toBeVisible();
  // Without stars the form says so, and saves nothing.
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(dialog.getByText('Rating must be 1 to 5 stars')).toBeVisible();
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog.getByLabel('Comment').fill('Lovely dal, a little salty.');
  await shot(page, 'account-meals-rate');
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(page.getByText('Thank you! Your rating is saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lunch.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();

  await page.reload();
  await expect(lunch.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await expect(lunch).toContainText('Lovely dal, a little salty.');
  await expect(lunch.getByRole('button', { name: /^Change rating of / })).toHaveText('Change rating');
  await myMeals.scrollIntoViewIfNeeded();
  await shot(page, 'account-meals');
});
