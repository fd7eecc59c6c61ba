// The dispatch list and DESIGN.md section 4: a day's users for a meal (lunch and today by default,
// both filters kept in the query string), 'Deduct credits' → 'Credits deducted successfully' → a
// disabled 'Deducted' that stays so after a reload; a failure shows the server's message; 'Deduct
// all' (after a confirmation naming the meals and their total), 'Export CSV' and 'Print' run the
// whole list of the chosen day. Every column fits the window at 1280 and 1440 px; a phone gets cards.
//
// The calendar: the list is today's in the business time zone (India), by the gateway's own clock.
// The tests take "today" from the gateway, never from the machine's calendar, and start away from
// India's midnight, so that the day they set up is the day the page lists. The one date the page
// works out itself (the heading of a failed load) is checked with the browser's clock fixed.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gql, signInAsAdmin, setRoutineCutoff, shot } from './support';

/** The business time zone of the test gateway (its default BUSINESS_TIME_ZONE). */
const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** Milliseconds until the next midnight in the business time zone. */
function untilBusinessMidnight(now = new Date()): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  return ((24 - parts.hour!) * 3600 - parts.minute! * 60 - parts.second!) * 1000 - now.getMilliseconds();
}

/**
 * Waits out India's midnight when the test could still be running then (it is nearer than the
 * test's time-out): a test set up on one day and checked on the next would look for its customers
 * on the wrong list. The wait is added to the time-out.
 */
async function awayFromBusinessMidnight() {
  const left = untilBusinessMidnight();
  if (left >= test.info().timeout) return;
  test.setTimeout(test.info().timeout + left + 10_000);
  // Until the business day has turned (the time left to midnight jumps back up to a whole day).
  await expect.poll(() => untilBusinessMidnight(), { timeout: left + 5_000 }).toBeGreaterThan(left);
}

/**
 * Runs `set_up` with the routine change cut-off off (today's meals are inside the default one, so
 * they cannot be put on a routine), then puts the setting back as it was, whatever happened.
 */
async function withoutRoutineCutoff<T>(page: Page, setUp: () => Promise<T>): Promise<T> {
  const { settings } = await gql<{ settings: { routineCutoffHours: number } }>(page, '{ settings { routineCutoffHours } }');
  await setRoutineCutoff(page, 0);
  try {
    return await setUp();
  } finally {
    await setRoutineCutoff(page, settings.routineCutoffHours);
  }
}

/** Today's weekday and date in the business time zone, as the gateway works them out. */
async function businessToday(page: Page): Promise<{ weekday: string; date: string }> {
  const { dispatchList } = await gql<{ dispatchList: { weekday: string; date: string } }>(page, '{ dispatchList { weekday date } }');
  return dispatchList;
}

const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

const DAY_MS = 86_400_000;
/** The calendar date `days` after a 'YYYY-MM-DD' date. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
/** How the page writes a day: 'Thu, 26 Nov 2026'. */
function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${capitalise(weekdayOf(date)).slice(0, 3)}, ${String(day.getUTCDate()).padStart(2, '0')} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
/** Money as the console writes it (INR, en-IN, at most 2 fraction digits). */
const inr = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(amount);
const mealsText = (count: number) => `${count} ${count === 1 ? 'meal' : 'meals'}`;

/** What 'Deduct all' would charge on the lunch list of `date` now, by the API: meals, INR, and those short of credit. */
async function deductAllPlanOf(page: Page, date: string): Promise<{ meals: number; total: number; short: number }> {
  const { dispatchList } = await gql<{ dispatchList: { entries: Array<{ deducted: boolean; notAffordable: boolean; price: number }> } }>(
    page,
    'query ($date: Date) { dispatchList(meal: lunch, date: $date) { entries { deducted notAffordable price } } }',
    { date },
  );
  const due = dispatchList.entries.filter((e) => !e.deducted && !e.notAffordable);
  return {
    meals: due.length,
    total: due.reduce((sum, e) => sum + Math.round(e.price * 100), 0) / 100,
    short: dispatchList.entries.filter((e) => !e.deducted && e.notAffordable).length,
  };
}

/** How many debits a user has. */
async function debitsOf(page: Page, userId: number): Promise<number> {
  const { transactions } = await gql<{ transactions: { edges: unknown[] } }>(
    page,
    'query ($id: Int!) { transactions(userId: $id, first: 10, type: debit) { edges { node { id } } } }',
    { id: userId },
  );
  return transactions.edges.length;
}

/** Chooses the list's day in the day picker, typed as YYYY-MM-DD (a day other than today). */
async function pickDay(page: Page, date: string) {
  const input = page.getByLabel('Dispatch day');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]date=${date}(&|$)`));
  await expect(input).toHaveValue(dayLabel(date));
}
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A user's entry: a table row on desktop, a card below 768 px. */
const entryOf = (page: Page, email: string) =>
  isMobile(page) ? page.getByRole('listitem').filter({ hasText: email }) : page.getByRole('row', { name: new RegExp(email) });

/** A customer with `credit` INR who eats lunch today (chicken, drinks, 2 protein portions). */
async function lunchCustomer(page: Page, label: string, credit: number, today: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const user = { name: `Dispatch ${label} ${test.info().project.name}`, email: `dispatch.${label}.${stamp}@example.com`, phone: `7${stamp.slice(-9)}` };
  const { registerUser } = await gql<{ registerUser: { userId: number } }>(
    page,
    'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }',
    { input: user },
  );
  const userId = registerUser.userId;
  if (credit > 0) {
    await gql(page, 'mutation ($input: AddCreditInput!) { addCredit(input: $input) { userId } }', {
      input: { userId, amount: credit, paymentMethod: 'online' },
    });
  }
  // Today's lunch is inside the default change cut-off: it is off for this, and back on after.
  await withoutRoutineCutoff(page, () => gql(page, 'mutation ($id: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $id, slots: $slots) { userId } }', {
    id: userId,
    slots: [{ weekday: today, meal: 'lunch', hour: 13, type: 'chicken', drinks: true, proteinMultiplier: 2 }],
  }));
  return { ...user, userId };
}

// The failed load's heading is worked out in the browser: its clock is fixed and its zone is UTC.
test.use({ timezoneId: 'UTC' });

test('an admin deducts credits for a lunch and the row stays deducted @phone', async ({ page }) => {
  test.setTimeout(180_000);
  await awayFromBusinessMidnight();
  await signInAsAdmin(page);
  const cutoffBefore = await gql<{ settings: { routineCutoffHours: number } }>(page, '{ settings { routineCutoffHours } }');
  const { weekday: today } = await businessToday(page);
  const payer = await lunchCustomer(page, 'payer', 1000, today);
  const broke = await lunchCustomer(page, 'broke', 0, today);

  await page.goto('/dashboard/dispatch-summary');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dispatch List – ${capitalise(today)} (lunch)`);
  const row = entryOf(page, payer.email);
  if (isMobile(page)) {
    await expect(row).toContainText(payer.name);
    await expect(row).toContainText(payer.phone);
    await expect(row.locator('dl')).toHaveText(/Category\s*chicken\s*Dish\s*\S.*Drinks\s*Yes\s*Snacks\s*No\s*Protein\s*2\s*Status\s*To deduct/);
  } else {
    for (const header of ['Name', 'Email', 'Phone', 'Category', 'Dish', 'Drinks', 'Snacks', 'Protein', 'Status', 'Actions']) {
      await expect(page.getByRole('table').last().getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    // The dish comes from the weekly menu for today's chicken lunch ('—' without one).
    // The address sits under the name ('No address' without one).
    await expect(row.getByRole('cell')).toHaveText([`${payer.name}No address`, payer.email, payer.phone, 'chicken', /\S/, 'Yes', 'No', '2', 'To deduct', 'Deduct credits']);
  }
  await shot(page, 'admin-dispatch');

  await row.getByRole('button', { name: 'Deduct credits' }).click();
  await expect(page.getByText('Credits deducted successfully')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Deducted' })).toBeDisabled();
  if (isMobile(page)) await expect(row.locator('dl')).toHaveText(/Status\s*Deducted$/);
  else await expect(row.getByRole('cell').nth(8)).toHaveText('Deducted');
  await shot(page, 'admin-dispatch-deducted');

  await page.reload();
  await expect(entryOf(page, payer.email).getByRole('button', { name: 'Deducted' })).toBeDisabled();
  const { transactions } = await gql<{ transactions: { edges: Array<{ node: { type: string; paymentMethod: string } }> } }>(
    page,
    'query ($id: Int!) { transactions(userId: $id, first: 10) { edges { node { type paymentMethod } } } }',
    { id: payer.userId },
  );
  expect(transactions.edges.map((e) => e.node)).toContainEqual({ type: 'debit', paymentMethod: 'debit' });

  // Too little credit: the server's message, and the button stays.
  const brokeRow = entryOf(page, broke.email);
  await expect(brokeRow).toContainText('Low credit');
  await expect(brokeRow).toContainText('Not affordable');
  await brokeRow.getByRole('button', { name: 'Deduct credits' }).click();
  await expect(page.getByText('Insufficient credit')).toBeVisible();
  await expect(brokeRow.getByRole('button', { name: 'Deduct credits' })).toBeEnabled();

  // An empty answer counts as a failure.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'DeductButtonMutation') return route.continue();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { deductCredits: null } }) });
  });
  await brokeRow.getByRole('button', { name: 'Deduct credits' }).click();
  await expect(page.getByText('Failed to deduct credits')).toBeVisible();
  await expect(brokeRow.getByRole('button', { name: 'Deduct credits' })).toBeEnabled();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The meal filter lives in the query string, lunch by default (one login per file: the API
  // limits logins per e-mail).
  const day = capitalise(today);
  await page.goto('/dashboard/dispatch-summary?mealType=dinner');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dispatch List – ${day} (dinner)`);
  await page.getByText('breakfast', { exact: true }).click();
  await expect(page).toHaveURL(/mealType=breakfast/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dispatch List – ${day} (breakfast)`);
  await page.goto('/dashboard/dispatch-summary?mealType=brunch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dispatch List – ${day} (lunch)`);

  // An empty list names the meal and the day.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'dispatchListQuery') {
      const response = await route.fetch();
      const json = await response.json();
      json.data.dispatchList.page = { totalCount: 0, edges: [] };
      await route.fulfill({ response, json });
    } else {
      await route.continue();
    }
  });
  await page.reload();
  await expect(page.getByText(`No users found for lunch on ${day}`)).toBeVisible();
  await shot(page, 'admin-dispatch-empty');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // A failed load still names the day: today in India by the browser's clock. 19:00 UTC on Sunday
  // 15 June 2031 is already 00:30 on Monday in India.
  await page.clock.setFixedTime(new Date('2031-06-15T19:00:00Z'));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'dispatchListQuery') return route.continue();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Unexpected error. Reference: 6f1c2a4e-1b7d-4c2e-9a51-3f0d8e2b7c90', extensions: { requestId: '6f1c2a4e-1b7d-4c2e-9a51-3f0d8e2b7c90' } }] }) });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dispatch List – Monday (lunch)');
  await expect(page.getByText('No users found for lunch on Monday')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The routine cut-off the set-up turned off is back as it was.
  expect(await gql(page, '{ settings { routineCutoffHours } }')).toEqual(cutoffBefore);
});

test("'Deduct all' asks first, charges every row once and lists what failed on its own list; the list exports as CSV and prints alone @phone", async ({ page }) => {
  test.setTimeout(120_000);
  await awayFromBusinessMidnight();
  await signInAsAdmin(page);
  const { weekday: today, date } = await businessToday(page);
  const payer = await lunchCustomer(page, 'all-payer', 1000, today);
  const broke = await lunchCustomer(page, 'all-broke', 0, today);
  // The payer's lunch goes to their home: the list groups it under its PIN code.
  const pin = test.info().project.name === 'desktop' ? '560038' : '560039';
  await gql(page, 'mutation ($id: Int!, $input: AddressInput!) { addAddress(userId: $id, input: $input) { addressId } }', {
    id: payer.userId,
    input: { label: 'Home', line1: '14, 2nd Cross, Indiranagar', city: 'Bengaluru', pin, notes: 'Ring twice' },
  });
  await page.goto('/dashboard/dispatch-summary');
  await expect(entryOf(page, payer.email)).toBeVisible();
  const group = page.getByRole('region', { name: `PIN ${pin} · 1 meal` });
  await expect(group).toContainText(payer.name);
  await expect(group).toContainText(`Home: 14, 2nd Cross, Indiranagar, Bengaluru ${pin}`);
  await expect(group).toContainText('Ring twice');

  // Every row of the list, with its status.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`dispatch-${date}-lunch.csv`);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe('Name,Email,Phone,Address,PIN,Category,Dish,Drinks,Snacks,Protein,Status');
  const line = (email: string) => csv.find((row) => row.includes(`,${email},`));
  expect(line(payer.email)).toMatch(new RegExp(`^${payer.name},${payer.email.replace(/\./g, '\\.')},${payer.phone},"14, 2nd Cross, Indiranagar, Bengaluru ${pin}",${pin},chicken,.*,Yes,No,2,To deduct$`));
  expect(line(broke.email)).toMatch(/,chicken,.*,Yes,No,2,Not affordable$/);

  // The kitchen's count per type and dish, above the list.
  const production = page.getByRole('region', { name: 'Production' });
  await expect(production.getByRole('row').filter({ hasText: 'chicken' })).toHaveCount(1);
  await expect(production.getByRole('columnheader', { name: 'Protein portions' })).toBeVisible();

  // 'Deduct all' asks first, naming how many meals it will charge and what they come to, as the
  // API lists them (every customer on today's lunch, not only this test's).
  const plan = await deductAllPlanOf(page, date);
  expect(plan.meals).toBeGreaterThanOrEqual(1);
  expect(plan.short).toBeGreaterThanOrEqual(1);
  const confirm = page.getByRole('dialog', { name: `Deduct all: lunch on ${dayLabel(date)}` });
  await page.getByRole('button', { name: 'Deduct all' }).click();
  await expect(confirm).toContainText(`Deduct ${inr(plan.total)} in credits for ${mealsText(plan.meals)}?`);
  await expect(confirm).toContainText(`${mealsText(plan.short)} with too little credit will not be charged.`);
  await shot(page, 'admin-dispatch-deduct-all-confirm');
  // Cancel charges nobody.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(entryOf(page, payer.email).getByRole('button', { name: 'Deduct credits' })).toBeEnabled();
  expect(await debitsOf(page, payer.userId)).toBe(0);
  expect(await deductAllPlanOf(page, date)).toEqual(plan);

  await page.getByRole('button', { name: 'Deduct all' }).click();
  await confirm.getByRole('button', { name: 'Deduct', exact: true }).click();
  await expect(page.getByText(`Deducted ${mealsText(plan.meals)}`, { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(entryOf(page, payer.email).getByRole('button', { name: 'Deducted' })).toBeDisabled();
  const failures = page.getByRole('alert').filter({ hasText: 'Not charged' });
  await expect(failures).toContainText(`${broke.name}: Insufficient credit`);
  await expect(entryOf(page, broke.email).getByRole('button', { name: 'Deduct credits' })).toBeEnabled();
  await shot(page, 'admin-dispatch-deduct-all');

  // The report belongs to the list it was run on, today's lunch: not on dinner, nor on tomorrow's
  // lunch; back on today's lunch it is there again.
  const heading = page.getByRole('heading', { level: 1 });
  await page.getByText('dinner', { exact: true }).click();
  await expect(heading).toHaveText(`Dispatch List – ${capitalise(today)} (dinner)`);
  await expect(failures).toHaveCount(0);
  await page.getByText('lunch', { exact: true }).click();
  await expect(heading).toHaveText(`Dispatch List – ${capitalise(today)} (lunch)`);
  await expect(failures).toContainText(`${broke.name}: Insufficient credit`);
  const tomorrow = addDays(date, 1);
  await pickDay(page, tomorrow);
  await expect(heading).toHaveText(`Dispatch List – ${capitalise(weekdayOf(tomorrow))} (lunch)`);
  await expect(failures).toHaveCount(0);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).not.toHaveURL(/date=/);
  await expect(heading).toHaveText(`Dispatch List – ${capitalise(today)} (lunch)`);
  await expect(failures).toContainText(`${broke.name}: Insufficient credit`);

  // A second run charges nobody again.
  await page.getByRole('button', { name: 'Deduct all' }).click();
  await expect(confirm).toContainText(`Deduct ${inr(0)} in credits for 0 meals?`);
  await confirm.getByRole('button', { name: 'Deduct', exact: true }).click();
  await expect(page.getByText('No meals to deduct')).toBeVisible();
  const { transactions } = await gql<{ transactions: { edges: Array<{ node: { type: string } }> } }>(
    page,
    'query ($id: Int!) { transactions(userId: $id, first: 10, type: debit) { edges { node { type } } } }',
    { id: payer.userId },
  );
  expect(transactions.edges).toHaveLength(1);

  // Printed: the list without the console's navigation and buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(entryOf(page, payer.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deduct all' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toBeHidden();
  await expect(entryOf(page, broke.email).getByRole('button', { name: 'Deduct credits' })).toBeHidden();
  await shot(page, 'admin-dispatch-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

/** The page itself never scrolls sideways. */
async function expectNoSidewaysPageScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Every element found lies inside the window's width (left and right edges). */
async function expectInsideWindowWidth(page: Page, locator: ReturnType<Page['locator']>) {
  const width = page.viewportSize()!.width;
  const boxes = await locator.evaluateAll((elements) => elements.map((e) => ({ text: (e.textContent ?? '').trim().slice(0, 40), ...e.getBoundingClientRect().toJSON() })));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left, `'${box.text}' starts left of the window`).toBeGreaterThanOrEqual(0);
    expect(box.right, `'${box.text}' ends right of the ${width} px window`).toBeLessThanOrEqual(width);
  }
}

test('every column of the list is on screen at 1440 and 1280 px; a phone gets cards that fit @phone', async ({ page }) => {
  test.setTimeout(180_000);
  await awayFromBusinessMidnight();
  await signInAsAdmin(page);
  const { weekday: today } = await businessToday(page);
  // The widest row the list can have: a long name, e-mail and address, delivery notes, 'Low credit'.
  const wide = await lunchCustomer(page, 'wide-row-with-a-rather-long-name', 0, today);
  await gql(page, 'mutation ($id: Int!, $input: AddressInput!) { addAddress(userId: $id, input: $input) { addressId } }', {
    id: wide.userId,
    input: {
      label: 'Office',
      line1: 'Tower B, 7th Floor, Embassy Golf Links Business Park, Intermediate Ring Road',
      line2: 'Domlur, Challaghatta',
      city: 'Bengaluru',
      pin: '560071',
      notes: 'Reception desk on the ground floor; call before coming up',
    },
  });
  await page.goto('/dashboard/dispatch-summary');
  const row = entryOf(page, wide.email);
  await expect(row).toContainText('Low credit');

  if (isMobile(page)) {
    // A card per user: its fields and its button inside the 375 px window, the page still.
    await expectNoSidewaysPageScroll(page);
    await expectInsideWindowWidth(page, row);
    await expectInsideWindowWidth(page, row.getByRole('button', { name: 'Deduct credits' }));
    await expectInsideWindowWidth(page, page.getByLabel('Dispatch day'));
    await expectInsideWindowWidth(page, page.getByRole('button', { name: 'Deduct all' }));
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'admin-dispatch-375');
    return;
  }

  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(row).toBeVisible();
    await expectNoSidewaysPageScroll(page);
    // No table needs sideways scrolling inside its own box either: nothing is hidden to the right.
    const hidden = await page.getByRole('table').evaluateAll((tables) =>
      tables.flatMap((table) => {
        const found: string[] = [];
        for (let box: HTMLElement | null = table.parentElement; box && box !== document.body; box = box.parentElement) {
          if (box.scrollWidth > box.clientWidth + 1) found.push(`${box.className}: ${box.scrollWidth} > ${box.clientWidth}`);
        }
        return found;
      }),
    );
    expect(hidden, `tables scroll sideways at ${width} px`).toEqual([]);
    const table = page.getByRole('table').filter({ has: row });
    await expectInsideWindowWidth(page, table.getByRole('columnheader'));
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Phone', 'Category', 'Dish', 'Drinks', 'Snacks', 'Protein', 'Status', 'Actions']);
    await expectInsideWindowWidth(page, row.getByRole('cell'));
    await expectInsideWindowWidth(page, row.getByRole('button', { name: 'Deduct credits' }));
    await row.scrollIntoViewIfNeeded();
    await shot(page, `admin-dispatch-${width}`);
  }
});

test("a day picker chooses the list's day: tomorrow's list, CSV and print; its meals cannot be charged yet @phone", async ({ page }) => {
  test.setTimeout(180_000);
  await awayFromBusinessMidnight();
  await signInAsAdmin(page);
  const { date: todayDate } = await businessToday(page);
  const tomorrow = addDays(todayDate, 1);
  const eater = await lunchCustomer(page, 'tomorrow', 1000, weekdayOf(tomorrow));
  const FUTURE = 'Credits can be deducted on the day of the meal or later';

  await page.goto('/dashboard/dispatch-summary');
  // Today by default, as India's calendar has it (the gateway's), shown with its weekday.
  const picker = page.getByLabel('Dispatch day');
  await expect(picker).toHaveValue(dayLabel(todayDate));
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeDisabled();
  await expect(page.getByText(FUTURE)).toBeHidden();

  await pickDay(page, tomorrow);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Dispatch List – ${capitalise(weekdayOf(tomorrow))} (lunch)`);
  const row = entryOf(page, eater.email);
  await expect(row).toContainText(eater.name);
  // A day still ahead: the API refuses to charge it, and the buttons say so in its words.
  const reason = page.getByText(FUTURE, { exact: true });
  await expect(reason).toBeVisible();
  const deductAll = page.getByRole('button', { name: 'Deduct all' });
  await expect(deductAll).toBeDisabled();
  await expect(deductAll).toHaveAccessibleDescription(FUTURE);
  const rowButton = row.getByRole('button', { name: 'Deduct credits' });
  await expect(rowButton).toBeDisabled();
  await expect(rowButton).toHaveAccessibleDescription(FUTURE);
  await shot(page, 'admin-dispatch-tomorrow');
  // The reload keeps the day (it is in the address).
  await page.reload();
  await expect(heading).toHaveText(`Dispatch List – ${capitalise(weekdayOf(tomorrow))} (lunch)`);
  await expect(picker).toHaveValue(dayLabel(tomorrow));
  expect(await debitsOf(page, eater.userId)).toBe(0);

  // The export is tomorrow's list.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`dispatch-${tomorrow}-lunch.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`,${eater.email},`);

  // Printed: tomorrow's list, with its date (the picker is not printed).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('dispatch-print-date')).toHaveText(dayLabel(tomorrow));
  await expect(heading).toHaveText(`Dispatch List – ${capitalise(weekdayOf(tomorrow))} (lunch)`);
  await expect(row).toBeVisible();
  await expect(picker).toBeHidden();
  await shot(page, 'admin-dispatch-tomorrow-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('dispatch-print-date')).toBeHidden();

  // Yesterday may still be charged: no refusal there.
  await pickDay(page, addDays(todayDate, -1));
  await expect(heading).toHaveText(`Dispatch List – ${capitalise(weekdayOf(addDays(todayDate, -1)))} (lunch)`);
  await expect(page.getByText(FUTURE)).toBeHidden();
  await expect(row).toBeHidden();

  // 'Today' goes back to today's list.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).not.toHaveURL(/date=/);
  await expect(picker).toHaveValue(dayLabel(todayDate));
});

test("a list longer than a page: 50 rows to a page, each PIN's heading counting the whole list, and the file holding every row @phone", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const { date: today } = await businessToday(page);
  // Three days ahead: a dinner nobody else in this file sets up. 51 customers at one PIN.
  const day = addDays(today, 3);
  const pin = isMobile(page) ? '560095' : '560096';
  const stamp = `${Date.now()}`;
  const customers = Array.from({ length: 51 }, (_, i) => ({
    name: `Paged ${String(i).padStart(2, '0')} ${test.info().project.name}`,
    email: `dispatch.paged.${i}.${stamp}@example.com`,
    phone: `6${stamp.slice(-7)}${String(i).padStart(2, '0')}`,
  }));
  for (let start = 0; start < customers.length; start += 10) {
    await Promise.all(
      customers.slice(start, start + 10).map(async (customer) => {
        const { registerUser } = await gql<{ registerUser: { userId: number } }>(page, 'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }', { input: customer });
        await gql(page, 'mutation ($id: Int!, $input: AddressInput!) { addAddress(userId: $id, input: $input) { addressId } }', {
          id: registerUser.userId,
          input: { label: 'Home', line1: '3, 1st Main', city: 'Bengaluru', pin },
        });
        await gql(page, 'mutation ($id: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $id, slots: $slots) { userId } }', {
          id: registerUser.userId,
          slots: [{ weekday: weekdayOf(day), meal: 'dinner', hour: 20, type: 'veg' }],
        });
      }),
    );
  }
  const { dispatchList } = await gql<{ dispatchList: { total: number; pins: Array<{ pin: string | null; meals: number }> } }>(
    page,
    'query ($date: Date) { dispatchList(meal: dinner, date: $date) { total pins { pin meals } } }',
    { date: day },
  );
  expect(dispatchList.pins).toContainEqual({ pin, meals: 51 });
  const pages = Math.ceil(dispatchList.total / 50);

  await page.goto(`/dashboard/dispatch-summary?mealType=dinner&date=${day}`);
  const group = page.getByRole('region', { name: `PIN ${pin} · 51 meals` });
  await expect(group).toBeVisible();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  const shown = isMobile(page) ? page.getByRole('listitem').filter({ hasText: /^Paged / }) : page.getByRole('row').filter({ hasText: /^Paged / });
  const firstPage = await shown.count();
  expect(firstPage).toBeLessThanOrEqual(50);
  await page.getByText(`Page 1 of ${pages}`).scrollIntoViewIfNeeded();
  await shot(page, 'admin-dispatch-pages');

  await page.getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  // The heading still counts every meal of the PIN, on this page or not; the rows are the rest.
  await expect(group).toBeVisible();
  await expect(shown).toHaveCount(51 - firstPage);

  // The file holds every row, whichever page is shown.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  for (const customer of customers) expect(csv.some((line) => line.includes(`,${customer.email},`))).toBe(true);

  // Another meal starts again at its first page.
  await page.getByText('lunch', { exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);
});
