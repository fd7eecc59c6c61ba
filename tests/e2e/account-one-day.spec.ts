// One-day changes on the account page: a customer changes one date's lunch of their routine to
// another time and type ('Change this day'), sees it in Upcoming meals as changed while the weekly
// routine stays, adds a dinner on a date the routine has none ('Add a meal for one day') and undoes
// it. The template's cut-offs are 23:59 of each meal's day, so dates 2 and 3 days ahead are open.
import { formatMealDay } from '@freshmeals/rules/dates';
import { shortDate } from '@freshmeals/rules/meals';
import { expect, test } from './support/test';
import { gql, loginAs, loginAsAdmin, newCustomer, shot } from './support';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

test("a customer changes one day's lunch, adds a dinner for one day and undoes it @phone", async ({ page }) => {
  await loginAsAdmin(page);
  const { summary } = await gql<{ summary: { today: { date: string } } }>(page, '{ summary { today { date } } }');
  const plus = (days: number) => new Date(Date.parse(`${summary.today.date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const customer = await newCustomer(page, { tag: 'oneday', name: 'Kavya Menon', phone: '9876500222', password: 'OneDay#2026' });
  await loginAs(page, customer, '/account');
  // Lunch at 13:00, veg, on the weekday two days from now: the customer's own routine.
  const lunchDay = plus(2);
  await gql(page, 'mutation ($slots: [RoutineSlotInput!]!) { setRoutine(slots: $slots) { userId } }', {
    slots: [{ weekday: weekdayOf(lunchDay), meal: 'lunch', hour: 13, type: 'veg' }],
  });
  await page.reload();

  const meals = page.getByRole('list', { name: 'Upcoming meals' });
  const lunchLabel = `${formatMealDay(lunchDay)} Lunch`;
  const lunch = meals.getByRole('listitem', { name: lunchLabel });
  await lunch.getByRole('button', { name: `Change this day: ${lunchLabel}` }).click();
  const change = lunch.getByRole('group', { name: `Change ${lunchLabel} for this day` });
  // Prefilled with the meal as it is.
  await expect(change.getByLabel('Time')).toHaveValue('13');
  await expect(change.getByLabel('Type')).toHaveValue('veg');
  await expect(change.getByLabel('Include Snacks')).not.toBeChecked();
  // A dinner hour for a lunch: the server's words, and Save waits.
  await change.getByLabel('Time').selectOption('19');
  await expect(change.getByRole('alert')).toHaveText('Lunch must be between 12:00 and 17:00');
  await expect(change.getByRole('button', { name: 'Save' })).toBeDisabled();
  await change.getByLabel('Time').selectOption('14');
  await change.getByLabel('Type').selectOption('chicken');
  await change.getByLabel('Include Snacks').check();
  await expect(change.getByRole('alert')).toHaveCount(0);
  await change.scrollIntoViewIfNeeded();
  await shot(page, 'account-one-day-change');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Changed for ${shortDate(lunchDay)}`)).toBeVisible();
  await expect(change).toBeHidden();
  await expect(lunch).toContainText('Lunch at 14:00');
  await expect(lunch).toContainText('Chicken · Snacks');
  await expect(lunch.getByText('Changed for this day')).toBeVisible();
  // The routine itself stays as it was.
  const routine = page.getByRole('region', { name: 'Weekly routine' });
  await expect(routine.getByRole('listitem', { name: capital(weekdayOf(lunchDay)) })).toContainText('Lunch · 13:00 · Veg');
  await lunch.scrollIntoViewIfNeeded();
  await shot(page, 'account-one-day-changed');

  // A dinner the routine does not have, on the next day.
  const dinnerDay = plus(3);
  await page.getByRole('button', { name: 'Add a meal for one day' }).click();
  const add = page.getByRole('group', { name: 'Add a meal for one day' });
  await add.getByLabel('Date').fill(dinnerDay);
  await add.getByLabel('Meal').selectOption('dinner');
  await add.getByLabel('Time').selectOption('20');
  await add.getByLabel('Type').selectOption('egg');
  await add.getByLabel('Include Drinks').check();
  await add.scrollIntoViewIfNeeded();
  await shot(page, 'account-one-day-add');
  await add.getByRole('button', { name: 'Add meal' }).click();
  await expect(page.getByText(`Changed for ${shortDate(dinnerDay)}`)).toBeVisible();
  const dinnerLabel = `${formatMealDay(dinnerDay)} Dinner`;
  const dinner = meals.getByRole('listitem', { name: dinnerLabel });
  await expect(dinner).toContainText('Dinner at 20:00');
  await expect(dinner).toContainText('Egg · Drinks');
  await expect(dinner.getByText('Changed for this day')).toBeVisible();

  await dinner.getByRole('button', { name: `Undo change of ${dinnerLabel}` }).click();
  await expect(page.getByText('Change undone. The meal is as your routine has it.')).toBeVisible();
  await expect(dinner).toHaveCount(0);
  // The lunch's change is kept.
  await page.reload();
  await expect(lunch.getByText('Changed for this day')).toBeVisible();
  await expect(lunch).toContainText('Lunch at 14:00');
});
