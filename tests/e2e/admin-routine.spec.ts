// The routine screen: the weekly grid, the meal-type dialog, one slot per meal
// per day (another hour moves it, the same hour does nothing), double click removes, 'Update
// preference' saves and a reload shows what was saved. Below the grid, the user's upcoming meals:
// an admin skips one for a seeded customer and undoes it. On the Settings screen: the routine
// change cut-off, and each meal's cut-off kept after a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { animationsDone, gql, signInAsAdmin, PROTEIN_OUT_OF_RANGE, setRoutineCutoff, shot } from './support';
import { isMobile } from './support/public';

/** A fresh customer for this run and project, so the test starts from an empty week. */
async function newCustomer(page: Page, label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const input = {
    name: `Routine ${label} ${test.info().project.name}`,
    email: `routine.${label}.${stamp}@example.com`,
    phone: `9${stamp.slice(-9)}`,
  };
  const data = await gql<{ registerUser: { userId: number } }>(
    page,
    'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }',
    { input },
  );
  return { ...input, userId: data.registerUser.userId };
}

const cell = (page: Page, day: string, hour: string) => page.getByRole('button', { name: new RegExp(`^${day} ${hour}:`) });

test('an admin sets, moves and removes meal slots and saves the routine @phone', async ({ page }) => {
  await signInAsAdmin(page);
  // The grid's rules on whatever day this runs: the change cut-off (tested below) is off.
  await setRoutineCutoff(page, 0);
  const user = await newCustomer(page, 'grid');
  const query = new URLSearchParams({ userId: String(user.userId), name: user.name, email: user.email });
  await page.goto(`/dashboard/users/user-routine?${query}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meal Slots For ${user.name} - ${user.email}`);
  const grid = page.getByRole('region', { name: 'Weekly meal slots' });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await expect(grid.getByRole('columnheader', { name: day })).toBeVisible();
  }
  await expect(grid.getByRole('rowheader', { name: '06:00' })).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: '22:00' })).toBeAttached();
  await expect(page.getByText('0 slots a week')).toBeVisible();
  await shot(page, 'admin-routine-empty');

  // A click on Monday 13:00 opens the dialog for lunch.
  await cell(page, 'Monday', '13:00').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Select Meal Type for lunch at 13:00 on Monday')).toBeVisible();
  for (const type of ['veg', 'chicken', 'egg']) await expect(dialog.getByRole('radio', { name: type })).toBeAttached();
  await dialog.getByText('chicken', { exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Include Snacks' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Include Drinks' })).not.toBeChecked();
  // Portions out of range are named, not rounded or clamped, and Save waits for a valid number.
  const portions = dialog.getByLabel('Extra Protein Portions');
  const save = dialog.getByRole('button', { name: 'Save' });
  for (const [typed, message] of PROTEIN_OUT_OF_RANGE) {
    await portions.fill(typed);
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(save).toBeDisabled();
    await expect(portions).toHaveValue(typed);
    // No gram figure for a number that is not taken.
    await expect(dialog.getByText(/g protein$/)).toHaveCount(0);
  }
  await shot(page, 'admin-routine-dialog-protein-range');
  await portions.fill('2');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText('= 40 g protein')).toBeVisible();
  await shot(page, 'admin-routine-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const monday13 = cell(page, 'Monday', '13:00');
  await expect(monday13).toContainText('Lunch');
  await expect(monday13).toContainText('chicken');
  await expect(monday13).toContainText('40g');
  await expect(monday13.getByRole('img', { name: 'Snacks' })).toBeVisible();
  await expect(monday13.getByRole('img', { name: 'Drinks' })).toHaveCount(0);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // A click on the hour already used for that meal does nothing.
  await monday13.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Another lunch hour the same day moves the slot (one per meal per day); Cancel changes nothing.
  await cell(page, 'Monday', '15:00').click();
  await expect(dialog.getByText('Select Meal Type for lunch at 15:00 on Monday')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(monday13).toContainText('chicken');
  await cell(page, 'Monday', '15:00').click();
  await expect(dialog.getByRole('checkbox', { name: 'Include Snacks' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(cell(page, 'Monday', '15:00')).toContainText('chicken');
  await expect(monday13).not.toContainText('Lunch');

  // Breakfast and dinner are separate slots of the same day; a dinner with drinks on Friday.
  await cell(page, 'Monday', '08:00').click();
  await expect(dialog.getByText('Select Meal Type for breakfast at 08:00 on Monday')).toBeVisible();
  await dialog.getByText('egg', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await cell(page, 'Friday', '20:00').click();
  await expect(dialog.getByText('Select Meal Type for dinner at 20:00 on Friday')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Include Drinks' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(cell(page, 'Friday', '20:00').getByRole('img', { name: 'Drinks' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // A double click removes a slot.
  await cell(page, 'Monday', '08:00').dblclick();
  await expect(cell(page, 'Monday', '08:00')).not.toContainText('Breakfast');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'admin-routine-filled');
  // The grid scrolls inside its own region: the page itself is never wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Leaving for another screen with unsaved changes asks first: Stay keeps the edits on screen.
  if (isMobile(page)) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('menuitem', { name: 'Users', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Your changes to this routine are not saved. Leave anyway?');
  await shot(page, 'admin-routine-leave');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/users\/user-routine\?/);
  await expect(cell(page, 'Friday', '20:00').getByRole('img', { name: 'Drinks' })).toBeVisible();

  await page.getByRole('button', { name: 'Update preference' }).click();
  await expect(page.getByText('Preference updated')).toBeVisible();
  await expect(page.getByText('2 slots a week')).toBeVisible();

  // Saved: nothing is lost by leaving, so no question is asked (here, a reload shows the same week).
  await page.reload();
  await expect(cell(page, 'Monday', '15:00')).toContainText('chicken');
  await expect(cell(page, 'Monday', '15:00')).toContainText('40g');
  await expect(cell(page, 'Monday', '13:00')).not.toContainText('Lunch');
  await expect(cell(page, 'Monday', '08:00')).not.toContainText('Breakfast');
  await expect(cell(page, 'Friday', '20:00')).toContainText('veg');
  await expect(page.getByText('2 slots a week')).toBeVisible();
  const stored = await gql<{ routine: { preference: unknown } }>(page, 'query ($id: Int!) { routine(userId: $id) { preference } }', {
    id: user.userId,
  });
  expect(stored.routine.preference).toEqual({
    monday: { lunch: { time: 15, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 } },
    friday: { dinner: { time: 20, type: 'veg', snacks: false, drinks: true, proteinMultiplier: 0 } },
  });
  await shot(page, 'admin-routine-saved', { fullPage: true });

  // A user id that does not exist: the load fails (only logged) and saving is off. (The failed-save
  // toast is covered by the screen's component test.)
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/dashboard/users/user-routine?userId=999999&name=Nobody&email=nobody%40example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meal Slots For Nobody - nobody@example.com');
  await cell(page, 'Tuesday', '12:00').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  // The load failure is only logged; saving is off, so a routine we never loaded cannot be wiped.
  await expect(page.getByRole('button', { name: 'Update preference' })).toBeDisabled();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  expect(errors.some((text) => text.includes('Failed to load the routine preference'))).toBe(true);

  // Upcoming meals of a seeded customer with a routine (Priya Iyer: an egg breakfast every day at
  // 08:00, a veg lunch on Monday, Wednesday and Friday at 12:00), skipped and put back on her
  // behalf. Which meal is the first that can still be skipped (24 hours ahead) depends on the day
  // and hour the test runs: the expectations follow that meal's slot.
  const found = await gql<{ users: { edges: Array<{ node: { userId: number; name: string; email: string } }> } }>(
    page,
    'query { users(search: "priya.iyer@example.com", first: 1) { edges { node { userId name email } } } }',
  );
  const priya = found.users.edges[0]!.node;
  await page.goto(`/dashboard/users/user-routine?${new URLSearchParams({ userId: String(priya.userId), name: priya.name, email: priya.email })}`);
  await expect(cell(page, 'Monday', '08:00')).toContainText('egg');
  const upcoming = page.getByRole('region', { name: 'Upcoming meals' });
  await expect(upcoming.getByRole('columnheader', { name: /Status/ })).toBeVisible();
  await expect(upcoming.getByText('₹159.00').first()).toBeVisible();
  const rows = upcoming.locator('[data-testid^="upcoming-"]');
  const row = rows.filter({ has: page.getByRole('button', { name: /^Skip / }) }).first();
  const testId = (await row.getAttribute('data-testid'))!;
  const slot = /^upcoming-\d{4}-\d{2}-\d{2}-(breakfast|lunch)$/.exec(testId)?.[1];
  expect(slot, testId).toBeDefined();
  const expected = slot === 'breakfast' ? { label: 'Breakfast', type: 'egg' } : { label: 'Lunch', type: 'veg' };
  const meal = upcoming.getByTestId(testId);
  await expect(meal).toContainText('Scheduled');
  await expect(meal).toContainText(/\w{3}, \d{2} \w{3}/);
  await expect(meal).toContainText(expected.label);
  await expect(meal).toContainText(expected.type);
  await meal.scrollIntoViewIfNeeded();
  await shot(page, 'admin-routine-upcoming');

  await meal.getByRole('button', { name: /^Skip / }).click();
  await expect(page.getByText('Meal skipped')).toBeVisible();
  await expect(meal).toContainText('Skipped');
  await expect(meal.getByRole('button', { name: /^Undo skip of / })).toBeVisible();
  await shot(page, 'admin-routine-upcoming-skipped');
  const skipped = await gql<{ upcomingMeals: Array<{ date: string; meal: string; skipped: boolean }> }>(
    page,
    'query ($id: Int!) { upcomingMeals(userId: $id, days: 7) { date meal skipped } }',
    { id: priya.userId },
  );
  expect(skipped.upcomingMeals.find((m) => `upcoming-${m.date}-${m.meal}` === testId)?.skipped).toBe(true);

  await meal.getByRole('button', { name: /^Undo skip of / }).click();
  await expect(page.getByText('Skip undone')).toBeVisible();
  await expect(meal).toContainText('Scheduled');
  await expect(meal.getByRole('button', { name: /^Skip / })).toBeVisible();
});

test('a routine change is always accepted, and each changed meal says from which date it applies @phone', async ({ page }) => {
  await signInAsAdmin(page);
  // The business day as the server counts it. The browser tests' meals lock at 23:59, so a change to
  // today's meal still reaches today; one three days ahead reaches that date.
  const { summary } = await gql<{ summary: { today: { date: string; weekday: string } } }>(page, '{ summary { today { date weekday } } }');
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const capital = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;
  const todayIndex = days.indexOf(summary.today.weekday);
  const today = capital(days[todayIndex]!);
  const later = capital(days[(todayIndex + 3) % 7]!);
  const label = (ahead: number) => {
    const date = new Date(Date.parse(`${summary.today.date}T00:00:00Z`) + ahead * 86_400_000);
    const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getUTCDay()];
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getUTCMonth()];
    return `From ${day} ${date.getUTCDate()} ${month}`;
  };
  const user = await newCustomer(page, 'from');
  await page.goto(`/dashboard/users/user-routine?${new URLSearchParams({ userId: String(user.userId), name: user.name, email: user.email })}`);
  await expect(page.getByText('A change reaches each meal from its next date not yet past its cut-off.')).toBeVisible();
  // No cell is locked: today's lunch can be set like any other.
  for (const [day, hour] of [[today, '13:00'], [later, '20:00']] as const) {
    await expect(cell(page, day, hour)).toBeEnabled();
    await cell(page, day, hour).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await expect(cell(page, today, '13:00')).toContainText(label(0));
  await expect(cell(page, later, '20:00')).toContainText(label(3));
  // Listed in week order, Monday first.
  const listed = [
    { index: todayIndex, text: `${today} lunch: ${label(0).replace('From', 'from')}` },
    { index: (todayIndex + 3) % 7, text: `${later} dinner: ${label(3).replace('From', 'from')}` },
  ].sort((a, b) => a.index - b.index);
  await expect(page.getByLabel('When the changes apply')).toHaveText(listed.map((change) => change.text).join(' · '));
  await cell(page, later, '20:00').scrollIntoViewIfNeeded();
  await shot(page, 'admin-routine-change-from');
  await page.getByRole('button', { name: 'Update preference' }).click();
  await expect(page.getByText('Preference updated')).toBeVisible();
  // Saved: nothing is pending, so no dates are shown.
  await expect(page.getByLabel('When the changes apply')).toHaveCount(0);
  await expect(cell(page, today, '13:00')).not.toContainText('From');
});

test("an admin changes a meal's cut-off on the Settings screen and it is kept after a reload @phone", async ({ page }) => {
  await signInAsAdmin(page);
  const UPDATE = 'mutation ($i: MealCutoffsInput!) { updateMealCutoffs(input: $i) { mealCutoffs { lunch { time } } } }';
  const late = { time: '23:59', dayBefore: false };
  try {
    await page.goto('/dashboard/settings');
    const form = page.getByRole('form', { name: 'Meal cut-offs' });
    await expect(form).toBeVisible();
    // The template's cut-offs (tests/e2e/support/global-setup.ts).
    for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
      await expect(form.getByLabel(`${meal} cut-off time`)).toHaveValue('23:59');
      await expect(form.getByRole('radiogroup', { name: `${meal} cut-off day` }).getByRole('radio', { name: 'The same day' })).toBeChecked();
    }

    // A bad time is refused by the form with the server's words, and nothing is saved.
    await form.getByLabel('Lunch cut-off time').fill('');
    await form.getByRole('button', { name: 'Save cut-offs' }).click();
    await expect(form.getByText('Cut-off must be a time of day, HH:MM')).toBeVisible();

    await form.getByLabel('Breakfast cut-off time').fill('21:30');
    await form.getByRole('radiogroup', { name: 'Breakfast cut-off day' }).getByText('The day before').click();
    await form.getByLabel('Lunch cut-off time').fill('10:15');
    await expect(form.getByText('Customers read: Changes until 21:30 the day before')).toBeVisible();
    await form.getByRole('button', { name: 'Save cut-offs' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'admin-settings-meal-cutoffs');

    await page.reload();
    await expect(form.getByLabel('Breakfast cut-off time')).toHaveValue('21:30');
    await expect(form.getByRole('radiogroup', { name: 'Breakfast cut-off day' }).getByRole('radio', { name: 'The day before' })).toBeChecked();
    await expect(form.getByLabel('Lunch cut-off time')).toHaveValue('10:15');
    await expect(form.getByLabel('Dinner cut-off time')).toHaveValue('23:59');
    const { settings } = await gql<{ settings: { mealCutoffs: unknown } }>(page, '{ settings { mealCutoffs { breakfast { time dayBefore } lunch { time dayBefore } } } }');
    expect(settings.mealCutoffs).toEqual({ breakfast: { time: '21:30', dayBefore: true }, lunch: { time: '10:15', dayBefore: false } });

    // Back to 23:59 for all three from the screen itself.
    await form.getByLabel('Breakfast cut-off time').fill('23:59');
    await form.getByRole('radiogroup', { name: 'Breakfast cut-off day' }).getByText('The same day').click();
    await form.getByLabel('Lunch cut-off time').fill('23:59');
    await form.getByRole('button', { name: 'Save cut-offs' }).click();
    await expect(page.getByText('Settings saved').last()).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Breakfast cut-off time')).toHaveValue('23:59');
    await expect(form.getByLabel('Lunch cut-off time')).toHaveValue('23:59');
  } finally {
    // The other browser tests rely on the template's cut-offs: put them back whatever happened above.
    await gql(page, UPDATE, { i: { breakfast: late, lunch: late, dinner: late } });
  }
});

test("an admin keeps a customer's delivery addresses under their routine", async ({ page }) => {
  await signInAsAdmin(page);
  // Whatever the service area holds when this runs, this PIN is in it.
  await gql(page, 'mutation { addServiceAreaPins(pins: ["560001"]) { pin } }');
  const user = await newCustomer(page, 'address');
  await page.goto(`/dashboard/users/user-routine?${new URLSearchParams({ userId: String(user.userId), name: user.name, email: user.email })}`);
  const section = page.getByRole('region', { name: 'Delivery addresses' });
  await expect(section.getByText('No address yet')).toBeVisible();
  await section.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Address is required')).toBeVisible();
  await dialog.getByLabel('Address', { exact: true }).fill('7, Church Street');
  await dialog.getByLabel('City').fill('Bengaluru');
  await dialog.getByLabel('PIN code').fill('560001');
  await dialog.getByLabel('Delivery notes (optional)').fill('Leave at the gate');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  const home = section.getByRole('listitem').filter({ hasText: 'Home' });
  await expect(home).toContainText('Default');
  await expect(home).toContainText('7, Church Street, Bengaluru 560001');
  await expect(home).toContainText('Leave at the gate');
  await home.scrollIntoViewIfNeeded();
  await shot(page, 'admin-user-addresses');

  await home.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit address' }).getByLabel('Label').fill('Office');
  await page.getByRole('dialog', { name: 'Edit address' }).getByRole('button', { name: 'Save address' }).click();
  const office = section.getByRole('listitem').filter({ hasText: 'Office' });
  await expect(office).toContainText('Default');
  await office.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(section.getByText('No address yet')).toBeVisible();
});

test('an admin sends one meal of the week to another of the customer’s addresses', async ({ page }) => {
  await signInAsAdmin(page);
  await setRoutineCutoff(page, 0);
  // Whatever the service area holds when this runs, this PIN is in it.
  await gql(page, 'mutation { addServiceAreaPins(pins: ["560038"]) { pin } }');
  const user = await newCustomer(page, 'deliver');
  await gql(page, 'mutation ($id: Int!, $input: AddressInput!) { addAddress(userId: $id, input: $input) { addressId } }', {
    id: user.userId,
    input: { label: 'Home', line1: '14, 2nd Cross, Indiranagar', city: 'Bengaluru', pin: '560038' },
  });
  await page.goto(`/dashboard/users/user-routine?${new URLSearchParams({ userId: String(user.userId), name: user.name, email: user.email })}`);

  // With one address there is nothing to choose.
  const dialog = page.getByRole('dialog');
  await cell(page, 'Wednesday', '13:00').click();
  await expect(dialog.getByText('Select Meal Type for lunch at 13:00 on Wednesday')).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Deliver to' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // An address added below the grid is offered at once.
  const section = page.getByRole('region', { name: 'Delivery addresses' });
  await section.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('dialog', { name: 'Add address' });
  await form.getByLabel('Label').fill('Office');
  await form.getByLabel('Address', { exact: true }).fill('Prestige Tower, MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('PIN code').fill('560038');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Office' })).toBeVisible();

  await cell(page, 'Wednesday', '13:00').click();
  await animationsDone(dialog);
  const deliverTo = dialog.getByRole('radiogroup', { name: 'Deliver to' });
  await expect(deliverTo.getByRole('radio', { name: 'Default address (Home: 14, 2nd Cross, Indiranagar, Bengaluru 560038)' })).toBeChecked();
  await deliverTo.getByText('Office: Prestige Tower, MG Road, Bengaluru 560038').click();
  await expect(deliverTo.getByRole('radio', { name: 'Office: Prestige Tower, MG Road, Bengaluru 560038' })).toBeChecked();
  await shot(page, 'admin-routine-deliver-to');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(cell(page, 'Wednesday', '13:00')).toContainText('Office');
  await cell(page, 'Friday', '20:00').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(cell(page, 'Friday', '20:00')).not.toContainText('Office');
  await page.getByRole('button', { name: 'Update preference' }).click();
  await expect(page.getByText('Preference updated')).toBeVisible();

  const stored = await gql<{ routine: { slots: { weekday: string; addressId: number | null }[] }; addresses: { addressId: number; label: string }[] }>(
    page,
    'query ($id: Int!) { routine(userId: $id) { slots { weekday addressId } } addresses(userId: $id) { addressId label } }',
    { id: user.userId },
  );
  const office = stored.addresses.find((address) => address.label === 'Office')!;
  expect(stored.routine.slots).toEqual([
    { weekday: 'wednesday', addressId: office.addressId },
    { weekday: 'friday', addressId: null },
  ]);
  await page.reload();
  await expect(cell(page, 'Wednesday', '13:00')).toContainText('Office');
  await cell(page, 'Wednesday', '13:00').scrollIntoViewIfNeeded();
  await shot(page, 'admin-routine-addresses');
});

test("an admin changes one day's lunch from the user's routine page, for that day only @phone", async ({ page }) => {
  await signInAsAdmin(page);
  const { summary } = await gql<{ summary: { today: { date: string } } }>(page, '{ summary { today { date } } }');
  // Two days ahead: open to changes (the template's cut-offs are 23:59 of each meal's day).
  const date = new Date(Date.parse(`${summary.today.date}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const user = await newCustomer(page, 'oneday');
  await gql(page, 'mutation ($id: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $id, slots: $slots) { userId } }', {
    id: user.userId,
    slots: [{ weekday, meal: 'lunch', hour: 13, type: 'veg' }],
  });
  await page.goto(`/dashboard/users/user-routine?${new URLSearchParams({ userId: String(user.userId), name: user.name, email: user.email })}`);

  const row = page.getByTestId(`upcoming-${date}-lunch`);
  await row.getByRole('button', { name: /^Change this day: .* lunch$/ }).click();
  const dialog = page.getByRole('dialog');
  await animationsDone(dialog);
  await expect(dialog.getByRole('radio', { name: 'veg' })).toBeChecked();
  // Another hour of lunch, chicken instead of veg.
  await dialog.getByLabel('Time').click();
  const hours = page.locator('.ant-select-dropdown:visible');
  await animationsDone(hours);
  await hours.locator('.ant-select-item-option', { hasText: /^14:00$/ }).click();
  await expect(hours).toHaveCount(0);
  await dialog.getByText('chicken', { exact: true }).click();
  await shot(page, 'admin-routine-one-day-change');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Changed for \w{3} \d{1,2} \w{3}$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Changed', { exact: true })).toBeVisible();
  await expect(row).toContainText('14:00');
  await expect(row).toContainText('chicken');
  // The weekly grid keeps the routine's lunch.
  await expect(cell(page, capitalWeekday(weekday), '13:00')).toContainText('veg');
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'admin-routine-one-day-changed');

  await row.getByRole('button', { name: /^Undo change of / }).click();
  await expect(page.getByText('Change undone')).toBeVisible();
  await expect(row.getByText('Changed', { exact: true })).toHaveCount(0);
  await expect(row).toContainText('13:00');
});

function capitalWeekday(day: string) {
  return `${day[0]!.toUpperCase()}${day.slice(1)}`;
}
