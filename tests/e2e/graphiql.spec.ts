// GraphiQL at /graphql in Chromium with every request off this machine refused: the page, its
// editor and its workers load from the gateway alone; a visitor sees public fields only; an admin
// who signs in (through /login?next=/graphql, which comes back here) runs the example operations
// with the session, no token pasted.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ADMIN, refuseRequestsOffMachine, shot } from './support';

/** A request of an operation typed in GraphiQL: not a session refresh, nor the schema GraphiQL fetches for itself. */
function isOperation(request: Request): boolean {
  const body = request.postData() ?? '';
  return new URL(request.url()).pathname === '/graphql' && request.method() === 'POST' && !body.includes('refreshToken') && !body.includes('__schema');
}

/** Opens a tab, runs its operation and returns the answer GraphiQL got (the editor shows only what fits a phone). */
async function runTab(page: Page, name: string | null): Promise<{ data?: Record<string, unknown>; errors?: { message: string }[] }> {
  if (name) {
    // The tabs are a drag-to-reorder list that takes pointer events for dragging: click the button itself.
    await page.getByRole('tab', { name }).first().locator('.graphiql-tab-button').dispatchEvent('click');
    await expect(page.locator('.graphiql-tab-active')).toContainText(name);
    // The editor holds the tab's operation (GraphiQL names a tab after its operation).
    await expect(page.locator('.graphiql-editor').first()).toContainText(name);
  }
  // The answer GraphiQL shows: the operation's (the schema may still be on its way when a query
  // runs), and not a 401 to a token that the page then renews and replays.
  const answer = page.waitForResponse((r) => isOperation(r.request()) && !(r.status() === 401 && r.request().headers().authorization));
  // A press can be dropped while GraphiQL is still setting up its editor (seen in CI: a press right
  // after a tab switch sent nothing, and the page waited for good). Pressed again when no request
  // left within 5 s; the operations here only read, so a repeat changes nothing.
  const execute = page.getByRole('button', { name: /^Execute query/ });
  await expect(async () => {
    await Promise.all([
      page.waitForRequest(isOperation, { timeout: 5_000 }),
      execute.click(),
    ]);
  }).toPass({ timeout: 30_000 });
  const body = await (await answer).json();
  await expect(page.locator('.graphiql-response')).toContainText(body.errors ? '"errors"' : '"data"');
  // GraphiQL shows the answer before it closes the operation's stream, and until it has, its one
  // button is "Stop query": a press then would stop, not run, the next operation.
  await expect(page.locator('.graphiql-execute-button')).toHaveAttribute('aria-label', /^Execute query/);
  return body;
}

test('GraphiQL works offline: public fields for a visitor, the session for a signed-in admin', async ({ page }) => {
  test.setTimeout(120_000);
  const leaving = await refuseRequestsOffMachine(page);

  await page.goto('/graphql');
  await expect(page.locator('#fm-session-status')).toHaveText(/^Not signed in: public fields only/);
  await expect(page.locator('.graphiql-container').first()).toBeVisible();
  await expect(page.locator('.graphiql-tab')).toHaveCount(4);
  // The first tab says how to authenticate and asks for this week's menu.
  await expect(page.locator('.graphiql-editor').first()).toContainText('How to authenticate');
  const menu = await runTab(page, null);
  expect(menu.data?.publicMenu).toMatchObject({ weekStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  const refused = await runTab(page, 'Dishes');
  expect(refused.data ?? null).toBeNull();
  expect(refused.errors?.[0]?.message).toBeTruthy();

  // Sign in on the site, asked to come back to GraphiQL.
  await page.goto('/login?next=%2Fgraphql');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/graphql$/);
  await expect(page.locator('#fm-session-status')).toHaveText(`Signed in as ${DEMO_ADMIN.name} (admin): requests carry your session.`);
  const dishes = await runTab(page, 'Dishes');
  expect(dishes.errors).toBeUndefined();
  expect(dishes.data?.dishes).toMatchObject({ totalCount: expect.any(Number), pageInfo: { hasNextPage: true, endCursor: expect.any(String) } });
  const summary = await runTab(page, 'Summary');
  expect(summary.errors).toBeUndefined();
  expect(summary.data?.summary).toMatchObject({ today: { totalMeals: expect.any(Number) } });
  await shot(page, 'graphiql-summary');
  expect(leaving, 'requests that tried to leave the machine').toEqual([]);
});

test('GraphiQL renews the session before the access token expires, and once more on a 401', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.postData()?.includes('refreshToken')) refreshes.push(request.url());
  });
  await page.goto('/login?next=%2Fgraphql');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/graphql$/);
  await expect(page.locator('#fm-session-status')).toHaveText(/^Signed in as /);
  const afterLoad = refreshes.length;

  // Access tokens last 15 minutes: a minute before, the page renews its token on its own.
  await page.clock.fastForward('14:30');
  await expect.poll(() => refreshes.length).toBe(afterLoad + 1);

  // The server refuses the token once (as after a restart with a new key): one refresh, one replay.
  let refusedOnce = false;
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    if (!refusedOnce && request.method() === 'POST' && request.headers().authorization && !request.postData()?.includes('refreshToken')) {
      refusedOnce = true;
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Access token expired' }] }) });
    }
    return route.fallback();
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('query Dishes')) sent.push(request.headers().authorization ?? '');
  });
  const beforeDishes = refreshes.length;
  const dishes = await runTab(page, 'Dishes');
  expect(refusedOnce).toBe(true);
  expect(dishes.errors).toBeUndefined();
  expect(dishes.data?.dishes).toMatchObject({ totalCount: expect.any(Number) });
  // Sent twice, each time with a bearer token, with a refresh in between.
  expect(sent).toHaveLength(2);
  for (const authorization of sent) expect(authorization).toMatch(/^Bearer \S+$/);
  expect(refreshes.length).toBeGreaterThan(beforeDishes);
});
