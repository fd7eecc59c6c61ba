// The dashboard home: cards for Today, Tomorrow and the rest of the week with 'Total
// Meals Scheduled', per meal Total Meals / Skipped / Not Affordable (with the expandable user
// list), per type Meals / Extras / Drinks / Snacks, and today's 'Dispatch List' buttons.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gql, signInAsAdmin, setRoutineCutoff, shot } from './support';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

test('the summary cards show every figure and lead to the dispatch list', async ({ page }) => {
  await signInAsAdmin(page);

  // A customer without credit who eats lunch today: "Not Affordable" in today's card.
  const { summary } = await gql<{ summary: { today: { weekday: string }; weekRemaining: Array<{ weekday: string }> } }>(
    page,
    '{ summary { today { weekday } weekRemaining { weekday } } }',
  );
  const today = summary.today.weekday;
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const user = { name: `Summary ${test.info().project.name}`, email: `summary.${stamp}@example.com`, phone: `8${stamp.slice(-9)}` };
  const { registerUser } = await gql<{ registerUser: { userId: number } }>(
    page,
    'mutation ($input: RegisterUserInput!) { registerUser(input: $input) { userId } }',
    { input: user },
  );
  // Today's lunch is inside the default change cut-off: turn it off to put one on the routine.
  await setRoutineCutoff(page, 0);
  await gql(page, 'mutation ($id: Int!, $slots: [RoutineSlotInput!]!) { setRoutine(userId: $id, slots: $slots) { userId } }', {
    id: registerUser.userId,
    slots: [{ weekday: today, meal: 'lunch', hour: 13, type: 'veg' }],
  });

  // A few site events for the analytics panel.
  await gql(page, 'mutation ($events: [AnalyticsEventInput!]!) { trackEvents(events: $events) { __typename } }', {
    events: [
      { name: 'order_now_click', location: 'home-banner', device: 'mobile' },
      { name: 'scroll_depth', page: 'home', percent_scrolled: 25 },
      { name: 'scroll_depth', page: 'home', percent_scrolled: 50 },
      { name: 'quote_form_view', page: 'plans', sessionId: `e2e-${stamp}` },
    ],
  });

  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  const todayCard = page.getByTestId('day-card-today');
  const tomorrowCard = page.getByTestId('day-card-tomorrow');
  await expect(todayCard).toContainText('Today');
  await expect(todayCard).toContainText(capitalise(today));
  await expect(tomorrowCard).toContainText('Tomorrow');
  await expect(tomorrowCard).toContainText(capitalise(WEEKDAYS[(WEEKDAYS.indexOf(today) + 1) % 7]!));
  // One card per remaining day of the week, titled by weekday.
  for (const day of summary.weekRemaining) {
    await expect(page.getByTestId(`day-card-${day.weekday}`)).toContainText(capitalise(day.weekday));
  }
  await expect(page.getByText('Total Meals Scheduled')).toHaveCount(2 + summary.weekRemaining.length);

  for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
    const section = todayCard.getByRole('group', { name: meal });
    await expect(section).toContainText('Total Meals');
    await expect(section).toContainText('Skipped');
    await expect(section).toContainText('Not Affordable');
    for (const header of ['Type', 'Meals', 'Extras', 'Drinks', 'Snacks']) {
      await expect(section.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    for (const type of ['veg', 'chicken', 'egg']) await expect(section.getByRole('rowheader', { name: type })).toBeVisible();
  }
  // Dispatch List buttons on today's meals only.
  await expect(todayCard.getByRole('button', { name: /Dispatch List/ })).toHaveCount(3);
  await expect(tomorrowCard.getByRole('button', { name: /Dispatch List/ })).toHaveCount(0);

  // The not-affordable users of today's lunch expand to name, e-mail and phone.
  const lunch = todayCard.getByRole('group', { name: 'Lunch' });
  await lunch.getByRole('button', { name: /Not affordable users/ }).click();
  await expect(lunch.getByText(user.name)).toBeVisible();
  await expect(lunch.getByText(user.email, { exact: true })).toBeVisible();
  await expect(lunch.getByText(user.phone, { exact: true })).toBeVisible();
  // The compact analytics panel below the cards.
  const analytics = page.getByRole('region', { name: /Site analytics/ });
  for (const title of ['Order Now clicks by placement', 'Scroll depth (page views)', 'Quote form (sessions)']) {
    await expect(analytics.getByText(title)).toBeVisible();
  }
  for (const step of ['Viewed', 'Started', 'Submitted', '25%', '90%']) await expect(analytics.getByText(step, { exact: true })).toBeVisible();
  await expect(analytics.getByRole('row', { name: /home-banner/ })).toBeVisible();
  await expect(analytics.getByRole('progressbar', { name: /^Viewed: [1-9]/ })).toBeAttached();
  await shot(page, 'admin-summary');
  await shot(page, 'admin-summary-full', { fullPage: true });

  await lunch.getByRole('button', { name: 'Dispatch List (lunch)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/dispatch-summary\?mealType=lunch$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dispatch List – ${capitalise(today)} (lunch)`);
  await expect(page.getByText(user.email)).toBeVisible();

  // A failed summary reads 'No data available.' (one login per file: the API limits logins per e-mail).
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'homeSummaryQuery') {
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Boom' }] }) });
    } else {
      await route.continue();
    }
  });
  await page.goto('/dashboard/home');
  await expect(page.getByText('No data available.')).toBeVisible();
});
