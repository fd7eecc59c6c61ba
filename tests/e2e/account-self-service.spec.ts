// What a customer changes on their own on the account page: their details (name and phone, by Add
// user's rules; the e-mail stays) and their password (the current one first; other sign-ins end);
// and what they see of the kitchen's plan: the dish of each coming meal.
import type { Page } from '@playwright/test';
import { BUSINESS_TIME_ZONE, formatDate } from '@freshmeals/rules/dates';
import { firstPauseDay } from '@freshmeals/rules/pauses';
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, gql, loginAs, loginAsAdmin, newCustomer, PROTEIN_OUT_OF_RANGE, shot } from './support';

/** This spec's new customer, Meera Nair, with a password of their own. */
const newSpecCustomer = (page: Page, password: string) => newCustomer(page, { tag: 'self', name: 'Meera Nair', phone: '9876500111', password });

test('a customer edits their details and changes their password', async ({ page }) => {
  const customer = await newSpecCustomer(page, 'Meera#2026');
  await loginAs(page, customer, '/account');

  // Details: the sign-up's rules, under the fields (a phone is 10 digits); the e-mail is not offered.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Name')).toHaveValue('Meera Nair');
  await expect(details.getByLabel('Email')).toHaveCount(0);
  await details.getByLabel('Name').fill('  ');
  await details.getByLabel('Phone').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Name is required')).toBeVisible();
  await expect(details.getByText('Phone number must be 10 digits')).toBeVisible();
  // What sign-up refuses, Edit details refuses too, under the field.
  await details.getByLabel('Name').fill('Meera K. Nair');
  await details.getByLabel('Phone').fill('abcde12345');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Enter a valid 10-digit phone number')).toBeVisible();
  await details.getByLabel('Phone').fill('9876512345');
  await shot(page, 'account-edit-details');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(details).toBeHidden();
  await expect(page.getByText('Meera K. Nair')).toBeVisible();
  await expect(page.getByText('9876512345')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Meera K. Nair')).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();

  // Password: the current one is checked, the new one follows the sign-up rules.
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByRole('button', { name: 'Change password' }).click();
  const form = section.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill('Wrong#2026');
  await form.getByLabel('New password', { exact: true }).fill('Meera#2027');
  await form.getByLabel('Confirm new password', { exact: true }).fill('Meera#2028');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm new password', { exact: true }).fill('Meera#2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await form.getByLabel('Current password', { exact: true }).fill('Meera#2026');
  await shot(page, 'account-change-password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  await expect(form).toBeHidden();

  // This sign-in stays; the next one takes the new password.
  await page.reload();
  await expect(page.getByText('Meera K. Nair')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, { email: customer.email, password: 'Meera#2027' }, '/account');
});

test('a customer sees the dish the weekly menu plans for each coming meal', async ({ page }) => {
  // As the kitchen would: put a dish on the menu of the demo customer's next meal.
  await loginAsAdmin(page);
  const { users } = await gql<{ users: { edges: { node: { userId: number } }[] } }>(
    page,
    'query ($q: String) { users(first: 1, search: $q) { edges { node { userId } } } }',
    { q: DEMO_CUSTOMER.email },
  );
  const userId = users.edges[0]!.node.userId;
  const { upcomingMeals } = await gql<{ upcomingMeals: { date: string; weekday: string; meal: string; type: string }[] }>(
    page,
    'query ($id: Int) { upcomingMeals(userId: $id, days: 7) { date weekday meal type } }',
    { id: userId },
  );
  const next = upcomingMeals[0]!;
  const { dishes } = await gql<{ dishes: { edges: { node: { dishId: number; name: string } }[] } }>(
    page,
    'query ($types: [MealCategory!]) { dishes(first: 1, types: $types) { edges { node { dishId name } } } }',
    { types: [next.type] },
  );
  const dish = dishes.edges[0]!.node;
  await gql(page, 'mutation ($week: Date!, $items: [MenuItemInput!]!) { setMenuItems(weekStart: $week, items: $items) { __typename } }', {
    week: next.date,
    items: [{ dishId: dish.dishId, weekday: next.weekday, meal: next.meal, type: next.type }],
  });
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  await loginAs(page, DEMO_CUSTOMER, '/account');
  const meals = page.getByRole('list', { name: 'Upcoming meals' });
  await expect(meals.getByRole('listitem').first()).toContainText(dish.name);
  await meals.getByRole('listitem').first().scrollIntoViewIfNeeded();
  await shot(page, 'account-upcoming-dish');
});

test('a customer sets their own weekly routine and sees from which date each change applies @phone', async ({ page }) => {
  await loginAsAdmin(page);
  const { summary } = await gql<{ summary: { today: { date: string; weekday: string } } }>(page, '{ summary { today { date weekday } } }');
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const capital = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;
  const today = days.indexOf(summary.today.weekday);
  const later = days[(today + 3) % 7]!;
  const customer = await newSpecCustomer(page, 'Routine#2026');
  await loginAs(page, customer, '/account');

  const section = page.getByRole('region', { name: 'Weekly routine' });
  await expect(section.getByText('No meals scheduled yet.')).toBeVisible();
  await expect(section.getByText("A change applies from each meal's next date before its cut-off.")).toBeVisible();
  await section.getByRole('button', { name: 'Edit routine' }).click();
  const form = section.getByRole('group', { name: 'Add or change a meal' });
  await form.getByLabel('Day').selectOption(later);
  await form.getByLabel('Meal').selectOption('dinner');
  await form.getByLabel('Time').selectOption('19');
  await form.getByLabel('Type').selectOption('egg');
  await form.getByLabel('Include Drinks').check();
  // Portions out of range are named, not rounded or clamped, and the meal waits for a valid number.
  const portions = form.getByLabel('Extra Protein Portions (20 g each)');
  for (const [typed, message] of PROTEIN_OUT_OF_RANGE) {
    await portions.fill(typed);
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect(form.getByRole('button', { name: 'Add to routine' })).toBeDisabled();
    await expect(portions).toHaveValue(typed);
  }
  await shot(page, 'account-routine-protein-range');
  await portions.fill('2');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add to routine' }).click();
  // Three days ahead is before that dinner's cut-off: the change reaches it ('From Sat 5 Dec').
  const first = new Date(Date.parse(`${summary.today.date}T00:00:00Z`) + 3 * 86_400_000);
  const shortDay = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][first.getUTCDay()];
  const shortMonth = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][first.getUTCMonth()];
  const label = `From ${shortDay} ${first.getUTCDate()} ${shortMonth}`;
  await expect(section.getByRole('listitem', { name: capital(later) })).toContainText(label);
  await expect(section.getByLabel('When the changes apply')).toHaveText(`${capital(later)} dinner: ${label.replace('From', 'from')}`);
  await shot(page, 'account-routine-edit');
  await section.getByRole('button', { name: 'Save routine' }).click();
  await expect(page.getByText('Your routine has been saved.')).toBeVisible();

  const day = section.getByRole('listitem', { name: capital(later) });
  await expect(day).toContainText('Dinner · 19:00 · Egg');
  await expect(day).toContainText('Drinks · +40 g protein');
  // The coming meals follow at once.
  await expect(page.getByRole('list', { name: 'Upcoming meals' })).toContainText('Dinner at 19:00');
  await page.reload();
  await expect(section.getByRole('listitem', { name: capital(later) })).toContainText('Dinner · 19:00 · Egg');
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'account-routine-saved');

  // Removing it again.
  await section.getByRole('button', { name: 'Edit routine' }).click();
  await section.getByRole('button', { name: `Remove ${capital(later)} dinner` }).click();
  await section.getByRole('button', { name: 'Save routine' }).click();
  await expect(page.getByText('Your routine has been saved.').first()).toBeVisible();
  await expect(section.getByText('No meals scheduled yet.')).toBeVisible();
});

test('a customer pauses deliveries for some days and resumes them; the pickers offer only the days the server takes @phone', async ({ page }) => {
  await loginAsAdmin(page);
  const { summary } = await gql<{ summary: { today: { date: string; weekday: string } } }>(page, '{ summary { today { date weekday } } }');
  const plus = (days: number) => new Date(Date.parse(`${summary.today.date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const customer = await newSpecCustomer(page, 'Pause#2026');
  await loginAs(page, customer, '/account');
  // Lunch every day but today (closed to changes), set by the customer themselves.
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  await gql(page, 'mutation ($slots: [RoutineSlotInput!]!) { setRoutine(slots: $slots) { userId } }', {
    slots: days.filter((day) => day !== summary.today.weekday).map((weekday) => ({ weekday, meal: 'lunch', hour: 13, type: 'veg' })),
  });
  await page.reload();

  const section = page.getByRole('region', { name: 'Pause deliveries' });
  await section.getByRole('button', { name: 'Pause deliveries' }).click();
  const form = section.getByRole('form', { name: 'Pause deliveries' });
  // The first day the gateway takes, by the rule it uses (the default 12-hour cut-off), is the
  // pickers' first day; the last day is at most 60 days on.
  const firstDay = firstPauseDay(new Date(), BUSINESS_TIME_ZONE, 12);
  await expect(form.getByLabel('From')).toHaveAttribute('min', firstDay);
  await expect(form.getByLabel('To')).toHaveAttribute('min', firstDay);
  await form.getByLabel('From').fill(plus(3));
  await expect(form.getByLabel('To')).toHaveAttribute('min', plus(3));
  await expect(form.getByLabel('To')).toHaveAttribute('max', plus(3 + 59));
  await form.getByLabel('To').fill(plus(2));
  await form.getByRole('button', { name: 'Pause deliveries' }).click();
  await expect(form.getByText('The last day cannot be before the first day')).toBeVisible();
  // Today is inside the change cut-off (typed, since the picker does not offer it): the form says
  // from when a pause can start, as the server would, with the date as pages write dates.
  await form.getByLabel('From').fill(summary.today.date);
  await form.getByLabel('To').fill(plus(2));
  await form.getByRole('button', { name: 'Pause deliveries' }).click();
  await expect(form.getByText(`Deliveries can be paused from ${formatDate(firstDay)} at the earliest: changes close 12 hours before a meal.`, { exact: true })).toBeVisible();
  await shot(page, 'account-pause-too-soon');
  await form.getByLabel('From').fill(plus(2));
  await form.getByLabel('To').fill(plus(4));
  await shot(page, 'account-pause-form');
  await form.getByRole('button', { name: 'Pause deliveries' }).click();
  await expect(page.getByText('Deliveries paused. Those meals will not be prepared or charged.')).toBeVisible();

  const pauses = section.getByRole('list', { name: 'Pauses' });
  await expect(pauses.getByRole('listitem')).toHaveCount(1);
  await expect(pauses).toContainText('3 days');
  const meals = page.getByRole('list', { name: 'Upcoming meals' });
  await expect(meals.getByText('Paused', { exact: true })).toHaveCount(3);
  await expect(meals.getByText('Deliveries are paused: resume them below to bring it back').first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'account-paused');

  await pauses.getByRole('button', { name: 'Resume deliveries' }).click();
  await expect(page.getByText('Deliveries resumed.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Pauses' })).toHaveCount(0);
  await expect(meals.getByText('Paused', { exact: true })).toHaveCount(0);
});
