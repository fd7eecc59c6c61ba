// The customer's account page in a real browser against the gateway and the seeded demo data:
// credit, own transactions with Load more, the weekly routine, and the next 7 days'
// meals with Skip and Undo skip under the terms' rules (24 h ahead, at most 2 a week).
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, loginAs, shot } from './support';

test.describe('customer account', () => {
  test('a customer sees credit, transactions, routine and upcoming meals, skips a meal and undoes it', async ({ page }) => {
    await loginAs(page, DEMO_CUSTOMER, '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page).toHaveTitle('My account – FreshMeals');

    // Credit in INR, en-IN.
    await expect(page.getByText('Credit balance')).toBeVisible();
    await expect(page.getByText(/^₹[\d,]+(\.\d{1,2})?$/).first()).toBeVisible();

    // Upcoming meals of the seeded routine (weekday lunch and dinner).
    const meals = page.getByRole('list', { name: 'Upcoming meals' });
    await expect(meals.getByRole('listitem').first()).toBeVisible();
    await expect(meals).toContainText(/Lunch at 13:00|Dinner at 20:00/);

    // The routine: Monday to Friday, lunch at 13:00 and dinner at 20:00 with 20 g extra protein.
    const routine = page.getByRole('list', { name: 'Weekly routine' });
    const monday = routine.getByRole('listitem', { name: 'Monday' });
    await expect(monday).toContainText('Lunch · 13:00 · Veg');
    await expect(monday).toContainText('Dinner · 20:00 · Veg');
    await expect(monday).toContainText('+20 g protein');
    await expect(routine.getByRole('listitem', { name: 'Saturday' })).toHaveCount(0);

    // Transactions: own rows only, 10 a page, moments as 'dd MMM yyyy, HH:mm IST' (India's time).
    const transactions = page.getByRole('list', { name: 'Transactions' });
    await expect(transactions.getByRole('listitem')).toHaveCount(10);
    await expect(transactions).toContainText('Meal charge');
    await expect(transactions.getByRole('listitem').first()).toContainText(/\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST/);
    await shot(page, 'account', { fullPage: true });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(transactions).toContainText('UPI payment, 28-day veg plan');
    await expect(transactions).toContainText('Top-up via UPI');
    // The seed gives the demo customer two credits and charges five routine days of lunch and
    // dinner, whatever the weekday: 12 rows in all.
    await expect(transactions.getByRole('listitem')).toHaveCount(12);
    await expect(page.getByText('12 of 12')).toBeVisible();
    await page.getByRole('heading', { name: 'Transactions' }).scrollIntoViewIfNeeded();
    await shot(page, 'account-transactions');

    // Skip the first meal the rules allow, see it marked skipped, then undo it.
    const skip = meals.getByRole('button', { name: /^Skip / }).and(page.locator(':enabled')).first();
    const name = (await skip.getAttribute('aria-label'))!.replace(/^Skip /, '');
    const row = meals.getByRole('listitem', { name, exact: true });
    await skip.click();
    await expect(page.getByText('Meal skipped. You will not be charged for it.')).toBeVisible();
    await expect(row.getByText('Skipped', { exact: true })).toBeVisible();
    const undo = row.getByRole('button', { name: `Undo skip of ${name}` });
    await expect(undo).toBeEnabled();
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'account-skipped');
    await undo.click();
    await expect(page.getByText('Skip undone. The meal is back on.')).toBeVisible();
    await expect(row.getByText('Skipped', { exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Skip ${name}` })).toBeEnabled();
  });

  test('a customer whose credit is below a meal sees it Not affordable, and how to add credit', async ({ page }) => {
    // Kavya Nair (seeded): ₹100 of credit against ₹139 veg lunches on workdays; the next 7 days
    // always hold some, however many.
    await loginAs(page, { email: 'kavya.nair@example.com', password: DEMO_CUSTOMER.password }, '/account');
    const meals = page.getByRole('list', { name: 'Upcoming meals' });
    await expect(meals.getByRole('listitem').first()).toBeVisible();
    const count = await meals.getByRole('listitem').count();
    await expect(meals.getByText('Not affordable', { exact: true })).toHaveCount(count);
    const note = page.getByRole('note');
    await expect(note).toHaveText(
      `${count === 1 ? '1 meal costs' : `${count} meals cost`} more than your credit and cannot be charged. Add credit to have them prepared.`,
    );
    await note.scrollIntoViewIfNeeded();
    await shot(page, 'account-not-affordable');
    await note.getByRole('link', { name: 'Add credit' }).click();
    await expect(page).toHaveURL(/\/account#add-credit$/);
    await expect(page.getByRole('heading', { name: 'Add credit', level: 2 })).toBeInViewport();
  });

  test('after 2 skips in a week the other meals of that week cannot be skipped, with the reason', async ({ page }) => {
    await loginAs(page, DEMO_CUSTOMER, '/account');
    const meals = page.getByRole('list', { name: 'Upcoming meals' });
    await expect(meals.getByRole('listitem').first()).toBeVisible();
    const readRows = () =>
      meals.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => {
          const label = item.getAttribute('aria-label') ?? '';
          const skip = item.querySelector(`button[aria-label="Skip ${label}"]`) as HTMLButtonElement | null;
          const skipped = [...item.querySelectorAll('span')].some((span) => span.textContent === 'Skipped');
          return { label, canSkip: !!skip && !skip.disabled, skipped };
        }),
      );

    // The next 7 days span at most two Monday-to-Sunday weeks. The rule: 2 skips a week, the
    // seeded skip included. Pick a week where skipping up to its limit leaves a meal that could
    // have been skipped (the weekday routine always leaves one).
    const weeks: { label: string; canSkip: boolean; skipped: boolean }[][] = [];
    let lastDay = '';
    for (const row of await readRows()) {
      // 'Mon, 30 Nov Lunch' is on 'Mon, 30 Nov': a Monday's first meal starts a week, its others do not.
      const day = row.label.slice(0, row.label.lastIndexOf(' '));
      if (weeks.length === 0 || (day.startsWith('Mon,') && day !== lastDay)) weeks.push([]);
      lastDay = day;
      weeks.at(-1)!.push(row);
    }
    const room = (rows: (typeof weeks)[number]) => 2 - rows.filter((row) => row.skipped).length;
    const week = weeks.find((rows) => room(rows) >= 1 && rows.filter((row) => row.canSkip).length > room(rows));
    expect(week, `a week with room to reach the limit in ${JSON.stringify(weeks)}`).toBeDefined();
    const skippable = week!.filter((row) => row.canSkip).map((row) => row.label);
    const toSkip = skippable.slice(0, room(week!));
    const others = skippable.slice(toSkip.length);
    const otherWeeks = weeks.filter((rows) => rows !== week).flatMap((rows) => rows.filter((row) => row.canSkip).map((row) => row.label));

    for (const name of toSkip) {
      await meals.getByRole('button', { name: `Skip ${name}`, exact: true }).click();
      await expect(meals.getByRole('listitem', { name, exact: true }).getByText('Skipped', { exact: true })).toBeVisible();
    }
    // The rest of that week: no skip, and the reason; the other week keeps its skips.
    expect(others.length).toBeGreaterThan(0);
    for (const name of others) {
      const row = meals.getByRole('listitem', { name, exact: true });
      await expect(row.getByRole('button', { name: `Skip ${name}`, exact: true })).toBeDisabled();
      await expect(row).toContainText('2 skips used this week');
    }
    for (const name of otherWeeks) await expect(meals.getByRole('button', { name: `Skip ${name}`, exact: true })).toBeEnabled();
    await meals.getByRole('listitem', { name: others[0]!, exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'account-week-limit');

    for (const name of toSkip.reverse()) {
      await meals.getByRole('button', { name: `Undo skip of ${name}` }).click();
      await expect(meals.getByRole('listitem', { name, exact: true }).getByText('Skipped', { exact: true })).toHaveCount(0);
    }
    for (const name of others) await expect(meals.getByRole('button', { name: `Skip ${name}`, exact: true })).toBeEnabled();
  });
});
