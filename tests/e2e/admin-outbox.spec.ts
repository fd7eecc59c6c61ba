// The console's outbox: an e-mail the mail provider refuses shows as failed, with its tries and the
// provider's error, and Retry queues it again at once. This spec's gateway delivers through Postmark,
// pointed at a local fake that the spec runs and makes refuse.
import { createServer, type Server } from 'node:http';
import { expect, test } from './support/test';
import { chooseOption, DEMO_CUSTOMER, gql, loginAsAdmin, openAdminScreen, shot } from './support';

// A port of this worker's own (workers run side by side), known before the gateway starts.
const FAKE_POSTMARK_PORT = 4199 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
test.use({ gatewayEnv: { POSTMARK_SERVER_TOKEN: 'e2e-token', POSTMARK_API_HOST: `127.0.0.1:${FAKE_POSTMARK_PORT}` } });
let postmark: Server;
let refused = 0;

test.beforeAll(async () => {
  postmark = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      refused++;
      res.statusCode = 422;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ErrorCode: 300, Message: 'Invalid email request' }));
    });
  });
  await new Promise<void>((resolve) => postmark.listen(FAKE_POSTMARK_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  postmark.closeAllConnections();
  await new Promise((resolve) => postmark.close(resolve));
});

test('an admin sees an e-mail the provider refused, with its error, and retries it', async ({ page }) => {
  await loginAsAdmin(page);
  const { users } = await gql<{ users: { edges: Array<{ node: { userId: number } }> } }>(
    page,
    'query ($s: String!) { users(search: $s, first: 1) { edges { node { userId } } } }',
    { s: DEMO_CUSTOMER.email },
  );
  // Adding credit e-mails the customer a receipt, which the provider refuses.
  const note = `Outbox ${test.info().project.name} ${Date.now()}`;
  await gql(page, 'mutation ($i: AddCreditInput!) { addCredit(input: $i) { userId } }', {
    i: { userId: users.edges[0]!.node.userId, amount: 100, paymentMethod: 'offline', note },
  });
  await expect.poll(() => refused).toBeGreaterThan(0);

  await openAdminScreen(page, 'Outbox');
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outbox');
  await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: DEMO_CUSTOMER.email }).filter({ hasText: 'added to your credit' }).first();
  await expect(row).toContainText('Failed, retrying');
  await expect(row).toContainText('credit-receipt');
  await expect(row).toContainText('Invalid email request');
  await shot(page, 'admin-outbox');

  const triesBefore = refused;
  await row.getByRole('button', { name: `Retry the e-mail to ${DEMO_CUSTOMER.email}` }).first().click();
  await expect(page.getByText('E-mail queued to be sent again')).toBeVisible();
  // Tried again at once, not at the next step of the backoff.
  await expect.poll(() => refused, { timeout: 5_000 }).toBeGreaterThan(triesBefore);

  // Sent e-mails are another view; the choice lives in the address.
  await chooseOption(page, page.getByRole('combobox', { name: 'Show' }), 'All e-mails');
  await expect(page).toHaveURL(/show=all/);
  await expect(page.getByRole('row').filter({ hasText: DEMO_CUSTOMER.email }).first()).toBeVisible();
});
