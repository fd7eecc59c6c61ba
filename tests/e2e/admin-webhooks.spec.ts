// Webhooks end to end: an admin adds an endpoint (the form's messages, the secret shown once),
// sends it a test event that a local receiver gets signed, reads the delivery log, sees a delivery
// fail while the receiver is down and redelivers it once it is back, turns the endpoint off and
// deletes it.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { gql, loginAsAdmin, openAdminScreen, shot } from './support';

interface Hit {
  signature: string;
  body: string;
}

test('an admin adds a webhook endpoint, tests it, reads its deliveries, redelivers a failed one and deletes it @phone', async ({ page }, info) => {
  test.setTimeout(150_000);
  const hits: Hit[] = [];
  let status = 200;
  const receiver: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      hits.push({ signature: String(request.headers['freshmeals-signature']), body });
      response.writeHead(status).end(status === 200 ? 'thanks' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${info.project.name}`;

  try {
    await loginAsAdmin(page);
    await openAdminScreen(page, 'Webhooks');
    await expect(page).toHaveURL(/\/dashboard\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Enter a valid URL starting with http:// or https://')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByRole('checkbox', { name: /credit\.added/ }).check();
    await dialog.getByLabel('Description').fill('Accounting export');
    await shot(page, 'admin-webhooks-add');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Webhook endpoint created')).toBeVisible();
    const shown = page.getByRole('dialog', { name: 'Your endpoint’s signing secret' });
    await expect(shown.getByText('Copy this signing secret now. It will not be shown again.')).toBeVisible();
    const secret = ((await shown.getByTestId('new-webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    await shot(page, 'admin-webhooks-secret');
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('Accounting export');
    await expect(row).toContainText('On');

    // A test event reaches the receiver, signed with the secret.
    await row.getByRole('button', { name: `Send test event to ${url}` }).click();
    await expect(page.getByText('Test event queued')).toBeVisible();
    await expect.poll(() => hits.length).toBe(1);
    const [signed] = hits;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signed!.signature)!;
    expect(createHmac('sha256', secret).update(`${t}.${signed!.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(signed!.body)).toMatchObject({ type: 'webhook.test' });

    // The receiver is down when credit is added: the delivery fails and shows why.
    status = 503;
    const { users } = await gql<{ users: { edges: Array<{ node: { userId: number } }> } }>(
      page,
      'query ($q: String) { users(first: 1, search: $q) { edges { node { userId } } } }',
      { q: 'rohan.mehta' },
    );
    await gql(page, 'mutation ($i: AddCreditInput!) { addCredit(input: $i) { userId } }', {
      i: { userId: users.edges[0]!.node.userId, amount: 250, paymentMethod: 'offline', note: 'Cash at the counter' },
    });
    await expect.poll(() => hits.length).toBe(2);

    await row.getByRole('button', { name: `Deliveries of ${url}` }).click();
    const drawer = page.getByRole('dialog', { name: `Deliveries to ${url}` });
    const credit = drawer.getByRole('row').filter({ hasText: 'credit.added' });
    await expect(async () => {
      await drawer.getByRole('button', { name: 'Refresh the deliveries' }).click();
      await expect(credit).toContainText('Failed', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(credit).toContainText('The receiver answered 503');
    await expect(drawer.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Succeeded');
    await shot(page, 'admin-webhooks-deliveries');

    // Back up: Redeliver sends the same event again, and it succeeds.
    status = 200;
    const eventId = JSON.parse(hits[1]!.body).id as string;
    const before = hits.length;
    await credit.getByRole('button', { name: `Redeliver ${eventId}` }).click();
    await expect(page.getByText('Delivery queued again')).toBeVisible();
    await expect.poll(() => hits.length).toBeGreaterThan(before);
    // Every try of it, automatic retries with backoff and the redelivery alike, is the same event.
    expect(new Set(hits.slice(1).map((hit) => JSON.parse(hit.body).id))).toEqual(new Set([eventId]));
    await expect(async () => {
      await drawer.getByRole('button', { name: 'Refresh the deliveries' }).click();
      await expect(credit).toContainText('Succeeded', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // The row opens to what was sent.
    await credit.getByRole('button', { name: /expand row/i }).click();
    await expect(drawer.getByText('"note": "Cash at the counter"')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Turn off ${url}` }).click();
    await expect(page.getByText('Endpoint turned off')).toBeVisible();
    await expect(row).toContainText('Off');
    await shot(page, 'admin-webhooks-list');

    await row.getByRole('button', { name: `Delete ${url}` }).click();
    await page.getByRole('tooltip').filter({ hasText: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Webhook endpoint deleted')).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
