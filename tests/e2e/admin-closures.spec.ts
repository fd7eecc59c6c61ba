// Kitchen closures and the production sheet, as an admin in the browser.
//
// Closures: a customer eats lunch on a day weeks ahead. The admin closes that whole day with a
// reason: it is listed, the customer is e-mailed the reason, the day's dispatch list no longer has
// their lunch, and closing its lunch again is refused in the server's words. Reopened (after a
// question), the closure is gone and the lunch is back on the list.
//
// Production sheet: two customers eat dinner on another day ahead (one veg with snacks and a protein
// portion, one chicken with a drink) and a third cannot pay. The sheet of that day and meal counts the
// two (on top of whatever the demo data has that day, read from the API first) and leaves the third
// out; 'Export CSV' downloads the same rows under the expected header; printed, the console's chrome
// and the sheet's controls are gone.
//
// Days are weeks ahead and differ per project, so the two viewports' runs never share a day; the
// dates come from the gateway's calendar (the business time zone), never the machine's.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chooseOption, gql, isMobile, loginAsAdmin, signInAsAdmin, openAdminScreen, shot, type OutboxMessage } from './support';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
/** How the console writes a day: 'Thu, 26 Nov 2026'. */
function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = weekdayOf(date);
  return `${weekday[0]!.toUpperCase()}${weekday.slice(1, 3)}, ${String(day.getUTCDate()).padStart(2, '0')} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** Today in the business time zone, as the gateway works it out. */
async function businessToday(page: Page): Promise<string> {
  const { dispatchList } = await gql<{ dispatchList: { date: string } }>(page, '{ dispatchList { date } }');
  return dispatchList.date;
}

let serial = 0;
/** A customer with `credit` INR whose routine has one slot. */
async function customer(page: Page, label: string, credit: number, slot: Record<string, unknown>) {
  serial += 1;
  const stamp = `${Date.now()}${serial}${Math.floor(Math.random() * 100)}`;
  const user = {
    name: `Closures ${label} ${test.info().project.name}`,
    email: `closures.${label.toLowerCase().replace(/\W+/g, '-')}.${stamp}@example.com`,
    phone: `7${stamp.slice(-9)}`,
  };
  const { registerUser } = await gql<{ registerUser: { userId: number } }>(page, 'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }', {
    input: user,
  });
  if (credit > 0) {
    await gql(page, 'mutation ($input: AddCreditInput!) { addCredit(input: $input) { userId } }', {
      input: { userId: registerUser.userId, amount: credit, paymentMethod: 'online' },
    });
  }
  await gql(page, 'mutation ($id: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $id, slots: $slots) { userId } }', {
    id: registerUser.userId,
    slots: [slot],
  });
  return { ...user, userId: registerUser.userId };
}

/** A customer's entry on the dispatch list: a table row on desktop, a card below 768 px. */
const entryOf = (page: Page, email: string) =>
  isMobile(page) ? page.getByRole('listitem').filter({ hasText: email }) : page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });

/** A closure as listed: a table row on desktop, a card below 768 px. */
const closureOf = (page: Page, reason: string) =>
  isMobile(page) ? page.getByRole('list', { name: 'Coming closures' }).getByRole('listitem').filter({ hasText: reason }) : page.getByRole('row', { name: new RegExp(reason) });

/** Types a day into an Ant Design date picker, as a person may. */
async function typeDay(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(dayLabel(date));
}

test('an admin closes a day with a reason, sees it listed and off the dispatch list, then reopens it @phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  await signInAsAdmin(page);
  const day = addDays(await businessToday(page), project === 'desktop' ? 20 : 27);
  const eater = await customer(page, 'Lunch', 1000, { weekday: weekdayOf(day), meal: 'lunch', hour: 13, type: 'veg' });
  const reason = `Diwali ${project} ${Date.now()}`;

  // Before: the lunch is on that day's list.
  await page.goto(`/dashboard/dispatch-summary?date=${day}`);
  await expect(entryOf(page, eater.email)).toBeVisible();

  await openAdminScreen(page, 'Kitchen closures');
  await expect(page).toHaveURL(/\/dashboard\/closures$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitchen closures');
  // A reason is required, as the server requires it.
  await typeDay(page, 'Date', day);
  await page.getByRole('button', { name: 'Close kitchen' }).click();
  await expect(page.getByText('Reason is required')).toBeVisible();
  await page.getByLabel('Reason', { exact: true }).fill(reason);
  await shot(page, 'closures-form', { fullPage: true });
  await page.getByRole('button', { name: 'Close kitchen' }).click();
  await expect(page.getByText(`Kitchen closed: whole day on ${dayLabel(day)}`)).toBeVisible();
  const row = closureOf(page, reason);
  await expect(row).toContainText(dayLabel(day));
  await expect(row).toContainText('Whole day');
  await shot(page, 'closures-listed', { fullPage: true });

  // The customer is told, with the reason.
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox')).json()) as OutboxMessage[];
      return messages.filter((m) => m.to.toLowerCase() === eater.email && m.subject.includes(`(${reason})`)).length;
    })
    .toBe(1);

  // Closing the day's lunch again is refused, in the server's words; the list keeps one row.
  await typeDay(page, 'Date', day);
  await chooseOption(page, page.getByLabel('Meal', { exact: true }), 'Lunch');
  await page.getByLabel('Reason', { exact: true }).fill(`${reason} again`);
  await page.getByRole('button', { name: 'Close kitchen' }).click();
  await expect(page.getByText('The kitchen is already closed for this meal')).toBeVisible();
  await expect(closureOf(page, reason)).toHaveCount(1);

  // The day's dispatch list no longer has the lunch.
  await page.goto(`/dashboard/dispatch-summary?date=${day}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(lunch)');
  await expect(entryOf(page, eater.email)).toHaveCount(0);

  // Reopened after a question: the row is gone and the lunch is back.
  await page.goto('/dashboard/closures');
  const reopen = page.getByRole('button', { name: `Reopen whole day on ${dayLabel(day)}` });
  await reopen.click();
  const dialog = page.getByRole('dialog', { name: 'Reopen the kitchen' });
  await expect(dialog).toContainText(`Reopen the kitchen for the whole day on ${dayLabel(day)}?`);
  await expect(dialog).toContainText(`Reason: ${reason}`);
  await shot(page, 'closures-reopen-question', { fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(closureOf(page, reason)).toHaveCount(1);
  await reopen.click();
  await dialog.getByRole('button', { name: 'Reopen', exact: true }).click();
  await expect(page.getByText('Kitchen reopened')).toBeVisible();
  await expect(closureOf(page, reason)).toHaveCount(0);
  await page.goto(`/dashboard/dispatch-summary?date=${day}`);
  await expect(entryOf(page, eater.email)).toBeVisible();
});

interface Sheet {
  meals: number;
  proteinGrams: number;
  snacks: number;
  drinks: number;
  notAffordable: number;
}

async function sheetOf(page: Page, date: string): Promise<Sheet> {
  const { productionSheet } = await gql<{ productionSheet: Sheet }>(
    page,
    'query ($date: Date) { productionSheet(date: $date, meal: dinner) { meals proteinGrams snacks drinks notAffordable } }',
    { date },
  );
  return productionSheet;
}

test('the production sheet counts a day\'s dinners, exports them as CSV and prints without the console @phone', async ({ page }) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  await loginAsAdmin(page);
  const day = addDays(await businessToday(page), project === 'desktop' ? 30 : 31);
  const before = await sheetOf(page, day);
  const weekday = weekdayOf(day);
  await customer(page, 'Veg', 1000, { weekday, meal: 'dinner', hour: 20, type: 'veg', snacks: true, proteinMultiplier: 1 });
  await customer(page, 'Chicken', 1000, { weekday, meal: 'dinner', hour: 20, type: 'chicken', drinks: true });
  await customer(page, 'Broke', 0, { weekday, meal: 'dinner', hour: 20, type: 'egg' });
  const after = await sheetOf(page, day);
  expect(after).toEqual({
    meals: before.meals + 2,
    proteinGrams: before.proteinGrams + 20,
    snacks: before.snacks + 1,
    drinks: before.drinks + 1,
    notAffordable: before.notAffordable + 1,
  });

  await openAdminScreen(page, 'Production sheet');
  await expect(page).toHaveURL(/\/dashboard\/production$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Production sheet');
  // Tomorrow and lunch, unless chosen otherwise.
  await expect(page.getByLabel('Production day')).toHaveValue(dayLabel(addDays(await businessToday(page), 1)));
  await page.getByText('dinner', { exact: true }).click();
  // The meal goes into the URL and the screen reads it again: a day typed before that would be lost.
  await expect(page).toHaveURL(/[?&]meal=dinner(&|$)/);
  await typeDay(page, 'Production day', day);
  await expect(page).toHaveURL(new RegExp(`[?&]date=${day}(&|$)`));
  await expect(page).toHaveURL(/[?&]meal=dinner(&|$)/);

  await expect(page.getByTestId('production-meals')).toHaveText(String(after.meals));
  await expect(page.getByTestId('production-protein')).toHaveText(`${after.proteinGrams} g`);
  await expect(page.getByTestId('production-snacks')).toHaveText(String(after.snacks));
  await expect(page.getByTestId('production-drinks')).toHaveText(String(after.drinks));
  await expect(page.getByTestId('production-not-affordable')).toContainText(`${after.notAffordable} meal`);
  // The meal's total, last: a table row on desktop, a card on a phone.
  const counts = [String(after.meals), String(after.proteinGrams), String(after.snacks), String(after.drinks)];
  if (isMobile(page)) {
    const total = page.getByRole('list', { name: 'Production' }).getByRole('listitem').last();
    await expect(total.locator('p')).toHaveText('All types');
    await expect(total.locator('dd')).toHaveText(counts);
  } else {
    await expect(page.getByRole('row', { name: /All types/ }).getByRole('cell')).toHaveText(['All types', '', ...counts]);
  }
  await shot(page, 'production-sheet', { fullPage: true });

  // 'Export CSV': the same rows, under the header, the total last.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`production-${day}-dinner.csv`);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe('Date,Meal,Type,Dish,Meals,Protein (g),Snacks,Drinks');
  expect(csv.at(-1)).toBe('');
  expect(csv.at(-2)).toBe(`${day},dinner,All types,,${after.meals},${after.proteinGrams},${after.snacks},${after.drinks}`);
  expect(csv.filter((line) => line.startsWith(`${day},dinner,veg,All dishes,`))).toHaveLength(1);
  expect(csv.filter((line) => line.startsWith(`${day},dinner,chicken,All dishes,`))).toHaveLength(1);

  // 'Print' opens the browser's print; on paper only the sheet is left, its day and meal written out.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('production-print-title')).toHaveText(`Dinner on ${dayLabel(day)}`);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByLabel('Production day')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(page.getByTestId('production-meals')).toBeVisible();
  await shot(page, 'production-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});
