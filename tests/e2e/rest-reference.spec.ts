// The REST reference at /server/api/v1/docs in Chromium with every request off this machine
// refused: Swagger UI renders the API's own OpenAPI document and "Try it out" calls the API.
import { expect, test } from './support/test';
import { refuseRequestsOffMachine, shot } from './support';

test('the REST reference renders offline and runs a request', async ({ page }) => {
  const leaving = await refuseRequestsOffMachine(page);
  await page.goto('/server/api/v1/docs');
  await expect(page.getByRole('heading', { name: /FreshMeals REST API/ })).toBeVisible();
  await expect(page.locator('.opblock-summary-path').filter({ hasText: /^\/dishes$/ }).first()).toBeVisible();
  await shot(page, 'rest-reference');

  // This week's menu, as a visitor: open the operation, try it out, execute.
  const menu = page.locator('.opblock').filter({ has: page.locator('.opblock-summary-path', { hasText: /^\/menu$/ }) });
  await menu.locator('.opblock-summary').click();
  await menu.getByRole('button', { name: 'Try it out' }).click();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/server/api/v1/menu');
  await menu.getByRole('button', { name: 'Execute' }).click();
  expect((await answer).status()).toBe(200);
  // The server's answer, as Swagger UI shows it.
  const live = menu.locator('.live-responses-table');
  await expect(live.locator('.response-col_status').last()).toContainText('200');
  await expect(live).toContainText('"weekStart"');
  await live.scrollIntoViewIfNeeded();
  await shot(page, 'rest-reference-try-it-out');
  expect(leaving, 'requests that tried to leave the machine').toEqual([]);
});
