// Webhooks as an integration meets them, against a local receiver: an admin registers an endpoint
// (the secret shown once); a change it subscribes to is POSTed to it, signed, once per event; a
// receiver that is down gets the same event again with backoff and, back up, accepts it; a day of
// failures makes a delivery dead and turns the endpoint off with an e-mail to the staff; an admin
// redelivers and sends a test event. Visitors, customers and kitchen staff may do none of it.
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPrivateAddress } from '../../gateway/webhooks/index.ts';
import { WEBHOOK_MESSAGES } from '@freshmeals/rules/webhooks';
import { businessDate, weekdayOf } from '../../schema/time.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds, graphileJobsLeft } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver that answers with the status it is told (or never, to time out). */
async function startReceiver() {
  const received: Received[] = [];
  let answer: number | 'hang' = 200;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answer: (next: number | 'hang') => (answer = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CREATE = `mutation ($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret message endpoint { id endpointId url events active } }
}`;
const ENDPOINT = `query ($id: ID!) {
  webhookEndpoint(id: $id) {
    active disabledReason failingSince
    deliveries(first: 20) { totalCount edges { node { id deliveryId eventId eventType status attempts responseStatus responseBody error requestBody } } }
  }
}`;
const ADD_CREDIT = 'mutation ($i: AddCreditInput!) { addCredit(input: $i) { userId } }';

function verify(secret: string, received: Received) {
  const header = String(received.headers['freshmeals-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  expect(match, header).not.toBeNull();
  const expected = createHmac('sha256', secret).update(`${match![1]}.${received.body}`).digest('hex');
  return match![2] === expected;
}

/** The verification function of the README's "Webhooks" section, loaded as its own module. */
async function readmeSnippet(): Promise<(rawBody: string, header: string, secret: string) => boolean> {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Webhooks'));
  const code = /```js\n([\s\S]*?)```/.exec(section)![1]!;
  const dir = mkdtempSync(join(tmpdir(), 'freshmeals-readme-'));
  try {
    const file = join(dir, 'verify.mjs');
    writeFileSync(file, `${code}\nexport { verifyFreshMealsWebhook };\n`);
    return (await import(pathToFileURL(file).href)).verifyFreshMealsWebhook;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const byTypeOf = (events: { type: string; data: { object: Record<string, unknown> } }[], type: string) =>
  events.filter((event) => event.type === type).map((event) => event.data.object);

describe.each(dbKinds)('webhooks on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let kitchen: TestUser;
  let customer: TestUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { STAFF_EMAIL: 'kitchen-inbox@example.com', WEBHOOK_TIMEOUT_SECONDS: '1' } });
    admin = await createUserAndLogin(t, { role: 'admin' });
    kitchen = await createUserAndLogin(t, { role: 'kitchen' });
    customer = await createUserAndLogin(t);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const deliveriesOf = async (id: string) => {
    const result = await t.gql(ENDPOINT, { id }, { token: admin.token });
    expect(result.errors).toBeUndefined();
    return result.data.webhookEndpoint;
  };

  it('delivers a subscribed event signed, once, and only the events the endpoint takes', async () => {
    const created = await t.gql(CREATE, { input: { url: receiver.url, events: ['credit_added', 'routine_changed'], description: 'Accounts' } }, { token: admin.token });
    expect(created.errors).toBeUndefined();
    const { secret, endpoint, message } = created.data.createWebhookEndpoint;
    expect(message).toBe(WEBHOOK_MESSAGES.created);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['credit_added', 'routine_changed'], active: true });

    receiver.received.length = 0;
    expect((await t.gql(ADD_CREDIT, { i: { userId: customer.id, amount: 750, paymentMethod: 'offline', note: 'Cash' } }, { token: admin.token })).errors).toBeUndefined();
    // A debit is not subscribed to: nothing goes out for it.
    expect(
      (await t.gql('mutation ($i: DebitCreditInput!) { debitCredit(input: $i) { userId } }', { i: { userId: customer.id, amount: 50, reason: 'other', note: 'Spoon' } }, { token: admin.token })).errors,
    ).toBeUndefined();
    await t.settled();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    const [hit] = receiver.received;
    expect(verify(secret, hit!)).toBe(true);
    expect(verify('whsec_wrong', hit!)).toBe(false);
    // The README's verification snippet, as a receiver would paste it, takes it too.
    const readmeVerify = await readmeSnippet();
    expect(readmeVerify(hit!.body, String(hit!.headers['freshmeals-signature']), secret)).toBe(true);
    expect(readmeVerify(`${hit!.body} `, String(hit!.headers['freshmeals-signature']), secret)).toBe(false);
    expect(readmeVerify(hit!.body, String(hit!.headers['freshmeals-signature']), 'whsec_wrong')).toBe(false);
    const event = JSON.parse(hit!.body);
    expect(event).toMatchObject({
      type: 'credit.added',
      data: { object: { object: 'transaction', userId: customer.id, type: 'credit', amount: 750, paymentMethod: 'offline', note: 'Cash', balanceAfter: 750 } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(hit!.headers['freshmeals-event-id']).toBe(event.id);
    expect(hit!.headers['freshmeals-event-type']).toBe('credit.added');

    const log = await deliveriesOf(endpoint.id);
    expect(log.deliveries.totalCount).toBe(1);
    expect(log.deliveries.edges[0].node).toMatchObject({ eventId: event.id, eventType: 'credit.added', status: 'succeeded', attempts: 1, responseStatus: 200, responseBody: 'ok', error: null });
    expect(JSON.parse(log.deliveries.edges[0].node.requestBody)).toEqual(event);
    // Nothing delivers it again: no job for it is left waiting, due now or later.
    await t.settled();
    if (kind === 'postgres') expect(await graphileJobsLeft(t, 'webhook:%')).toBe(0);
    expect(receiver.received).toHaveLength(1);
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, { token: admin.token });
  });

  it('retries a receiver that is down with the same event until it answers, and an admin redelivers and tests', async () => {
    const created = await t.gql(CREATE, { input: { url: receiver.url, events: ['routine_changed'] } }, { token: admin.token });
    const { endpoint } = created.data.createWebhookEndpoint;
    receiver.received.length = 0;
    receiver.answer(503);
    // Three days ahead: well outside the change cut-off.
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 3 * 86_400_000)).toLowerCase();
    const slots = [{ weekday, meal: 'lunch', hour: 13, type: 'veg' }];
    const set = await t.gql('mutation ($slots: [RoutineSlotInput!]!) { setRoutine(slots: $slots) { userId } }', { slots }, { token: customer.token });
    expect(set.errors).toBeUndefined();
    await t.settled();
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(1));
    let log = await deliveriesOf(endpoint.id);
    expect(log.deliveries.edges[0].node).toMatchObject({ eventType: 'routine.changed', status: 'failed', responseStatus: 503, error: 'The receiver answered 503' });
    expect(log.failingSince).not.toBeNull();

    // Back up: the scheduled retry (a few seconds of backoff) brings the same event.
    receiver.answer(200);
    await vi.waitFor(
      async () => expect((await deliveriesOf(endpoint.id)).deliveries.edges[0].node).toMatchObject({ status: 'succeeded', responseStatus: 200 }),
      { timeout: 15_000, interval: 250 },
    );
    const ids = new Set(receiver.received.map((hit) => JSON.parse(hit.body).id));
    expect(ids.size).toBe(1);
    expect(receiver.received.length).toBe(2);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'routine.changed', data: { object: { userId: customer.id, changedBy: 'customer', slots: [expect.objectContaining({ weekday, meal: 'lunch' })] } } });
    log = await deliveriesOf(endpoint.id);
    expect(log.failingSince).toBeNull();

    // Redeliver: the same event id once more.
    const delivery = log.deliveries.edges[0].node;
    const redelivered = await t.gql('mutation ($id: ID!) { redeliverWebhook(id: $id) { status } }', { id: delivery.id }, { token: admin.token });
    expect(redelivered.errors).toBeUndefined();
    await t.settled();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(3));
    expect(JSON.parse(receiver.received[2]!.body).id).toBe(delivery.eventId);

    // A test event.
    const test = await t.gql('mutation ($id: ID!) { sendTestWebhookEvent(id: $id) { eventType } }', { id: endpoint.id }, { token: admin.token });
    expect(test.data.sendTestWebhookEvent.eventType).toBe('webhook.test');
    await t.settled();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(4));
    expect(JSON.parse(receiver.received[3]!.body).type).toBe('webhook.test');
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, { token: admin.token });
  }, 30_000);

  it('a receiver that does not answer in time fails; after a day a delivery is dead and the endpoint is turned off, and the staff told', async () => {
    const created = await t.gql(CREATE, { input: { url: receiver.url, events: ['credit_added'] } }, { token: admin.token });
    const { endpoint } = created.data.createWebhookEndpoint;
    receiver.received.length = 0;
    receiver.answer('hang');
    await t.gql(ADD_CREDIT, { i: { userId: customer.id, amount: 100, paymentMethod: 'offline' } }, { token: admin.token });
    await t.settled();
    let log = await deliveriesOf(endpoint.id);
    expect(log.deliveries.edges[0].node).toMatchObject({ status: 'failed', responseStatus: null, error: 'No answer within 1 s' });

    // A day later: the next failure is the last.
    const deliveryId = log.deliveries.edges[0].node.deliveryId;
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await t.prisma.webhookDelivery.update({ where: { id: deliveryId }, data: { createdAt: dayAgo } });
    await t.prisma.webhookEndpoint.update({ where: { id: endpoint.endpointId }, data: { failingSince: dayAgo } });
    receiver.answer(500);
    await t.app.jobs.add('deliver-webhook', { id: deliveryId }, { jobKey: `webhook:${deliveryId}` });
    await t.settled();
    log = await deliveriesOf(endpoint.id);
    expect(log.deliveries.edges[0].node).toMatchObject({ status: 'dead', responseStatus: 500 });
    expect(log).toMatchObject({ active: false, disabledReason: 'Every delivery failed for 24 hours' });
    const mail = await t.prisma.emailOutbox.findFirst({ where: { to: 'kitchen-inbox@example.com', tag: 'webhook-disabled' } });
    expect(mail?.text).toContain(receiver.url);

    // Off: nothing is recorded for it, and a redelivery is refused until it is turned on.
    const before = receiver.received.length;
    await t.gql(ADD_CREDIT, { i: { userId: customer.id, amount: 100, paymentMethod: 'offline' } }, { token: admin.token });
    await t.settled();
    expect((await deliveriesOf(endpoint.id)).deliveries.totalCount).toBe(1);
    const refused = await t.gql('mutation ($id: ID!) { redeliverWebhook(id: $id) { status } }', { id: log.deliveries.edges[0].node.id }, { token: admin.token });
    expect(refused.errors?.[0]).toMatchObject({ message: WEBHOOK_MESSAGES.inactive, extensions: { code: 'CONFLICT' } });
    receiver.answer(200);
    const on = await t.gql(
      'mutation ($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input, active: true) { active disabledReason failingSince } }',
      { id: endpoint.id, input: { url: receiver.url, events: ['credit_added'] } },
      { token: admin.token },
    );
    expect(on.data.updateWebhookEndpoint).toEqual({ active: true, disabledReason: null, failingSince: null });
    await t.gql('mutation ($id: ID!) { redeliverWebhook(id: $id) { status } }', { id: log.deliveries.edges[0].node.id }, { token: admin.token });
    await t.settled();
    await vi.waitFor(() => expect(receiver.received.length).toBe(before + 1));
    expect((await deliveriesOf(endpoint.id)).deliveries.edges[0].node).toMatchObject({ status: 'succeeded' });
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, { token: admin.token });
  }, 30_000);

  it('sends each kind of event from the change that causes it', async () => {
    const all = ['meal_delivered', 'meal_not_delivered', 'credit_added', 'credit_debited', 'payment_succeeded', 'payment_failed', 'balance_low', 'routine_changed', 'enquiry_created', 'user_created'];
    const created = await t.gql(CREATE, { input: { url: receiver.url, events: all } }, { token: admin.token });
    const { endpoint } = created.data.createWebhookEndpoint;
    receiver.received.length = 0;
    receiver.answer(200);
    const events = () => receiver.received.map((hit) => JSON.parse(hit.body) as { type: string; data: { object: Record<string, unknown> } });
    const ok = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const result = await t.gql(query, variables, token ? { token } : {});
      expect(result.errors).toBeUndefined();
      return result.data;
    };

    // A top-up paid through the test checkout, and one that fails.
    const buyer = await createUserAndLogin(t);
    await t.prisma.routineSlot.create({ data: { userId: buyer.id, weekday: 'monday', meal: 'lunch', hour: 13, type: 'veg' } });
    const START = 'mutation ($input: StartTopUpInput!) { startTopUp(input: $input) { orderId } }';
    const checkout = (orderId: string, outcome: 'pay' | 'fail') =>
      t.app.fetch('http://localhost/payments/test-checkout', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ order_id: orderId, outcome }).toString(),
      });
    const paid = (await ok(START, { input: { amount: 600 } }, buyer.token)).startTopUp.orderId;
    const back = (await checkout(paid, 'pay')).headers.get('location')!;
    await t.app.fetch(new URL(back, 'http://localhost').toString(), { redirect: 'manual' });
    const failed = (await ok(START, { input: { amount: 500 } }, buyer.token)).startTopUp.orderId;
    const failedBack = (await checkout(failed, 'fail')).headers.get('location');
    if (failedBack) await t.app.fetch(new URL(failedBack, 'http://localhost').toString(), { redirect: 'manual' });
    await ok('mutation ($i: DebitCreditInput!) { debitCredit(input: $i) { userId } }', { i: { userId: buyer.id, amount: 5, reason: 'other', note: 'Spoon' } }, admin.token);
    await ok('mutation ($i: RegisterUserInput!) { registerUser(input: $i) { userId } }', { i: { name: 'Bala Murugan', email: `hooks.${kind}.bala@example.com`, phone: '9876500003' } }, admin.token);
    await ok('mutation ($i: CreateEnquiryInput!) { createEnquiry(input: $i) { alreadyExists } }', {
      i: { name: 'Asha Verma', email: `hooks.${kind}.asha@example.com`, phone: '9100000001', mealType: 'vegPlan', mealDetails: ['lunch'], duration: 14, addons: [] },
    });
    await ok('mutation ($i: CreateContactEnquiryInput!) { createContactEnquiry(input: $i) { message } }', {
      i: { name: 'Ritika Saxena', email: `hooks.${kind}.ritika@example.com`, phone: '9811345678', message: 'Do you deliver to Indiranagar?' },
    });
    // The lunches of two days ago lock into the ledger when first read (past their cut-off; a
    // routine change earlier locked yesterday's already): a rider records one delivered and one not.
    const yesterday = businessDate(new Date(t.clock.now().getTime() - 48 * 3600_000), 'Asia/Kolkata');
    const eaters = [await createUserAndLogin(t), await createUserAndLogin(t)];
    for (const eater of eaters) {
      await t.prisma.routineSlot.create({ data: { userId: eater.id, weekday: weekdayOf(yesterday), meal: 'lunch', hour: 13, type: 'veg' } });
    }
    // A customer whose credit does not cover their meals of the next three days is warned.
    const low = await createUserAndLogin(t, { creditPaise: 100 });
    await t.prisma.routineSlot.createMany({
      data: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({ userId: low.id, weekday, meal: 'dinner' as const, hour: 20, type: 'veg' as const })),
    });
    await t.app.jobs.add('low-credit-check');
    await t.settled();
    const mealOf = async (userId: number) =>
      (await ok('query ($d: Date, $u: Int) { meals(date: $d, meal: lunch, userId: $u) { edges { node { id } } } }', { d: yesterday, u: userId }, admin.token)).meals.edges[0]
        .node.id;
    const SET_DELIVERY = 'mutation ($id: ID!, $s: MealDeliveryStatus!, $r: NotDeliveredReason) { setMealDelivery(id: $id, status: $s, reason: $r) { state } }';
    await ok(SET_DELIVERY, { id: await mealOf(eaters[0]!.id), s: 'delivered' }, admin.token);
    await ok(SET_DELIVERY, { id: await mealOf(eaters[1]!.id), s: 'not_delivered', r: 'not_at_home' }, admin.token);

    await vi.waitFor(() =>
      expect(new Set(events().map((event) => event.type))).toEqual(
        new Set(['payment.succeeded', 'credit.added', 'payment.failed', 'credit.debited', 'user.created', 'enquiry.created', 'balance.low', 'meal.delivered', 'meal.not_delivered']),
      ),
    );
    expect(byTypeOf(events(), 'meal.delivered')).toEqual([expect.objectContaining({ object: 'meal', userId: eaters[0]!.id, date: yesterday, mealType: 'lunch', status: 'delivered' })]);
    expect(byTypeOf(events(), 'meal.not_delivered')).toEqual([
      expect.objectContaining({ object: 'meal', userId: eaters[1]!.id, date: yesterday, status: 'not_delivered', reason: 'not_at_home' }),
    ]);
    const byType = (type: string) => events().filter((event) => event.type === type).map((event) => event.data.object);
    expect(byType('payment.succeeded')).toEqual([expect.objectContaining({ object: 'payment', orderId: paid, userId: buyer.id, amount: 480, credit: 600, discount: 120, status: 'paid' })]);
    expect(byType('credit.added')).toEqual([expect.objectContaining({ userId: buyer.id, amount: 600, paymentMethod: 'razorpay', balanceAfter: 600 })]);
    expect(byType('payment.failed')).toEqual([expect.objectContaining({ orderId: failed, status: 'failed', amount: 400, credit: 500 })]);
    expect(byType('credit.debited')).toEqual([expect.objectContaining({ userId: buyer.id, amount: 5, debitReason: 'other', balanceAfter: 595 })]);
    expect(byType('user.created')).toEqual([expect.objectContaining({ object: 'user', email: `hooks.${kind}.bala@example.com`, role: 'customer' })]);
    expect(byType('enquiry.created').map((object) => object.kind).sort()).toEqual(['contact', 'order']);
    // Three veg dinners (₹139 each), or two when today's had locked before the customer joined: then today costs nothing.
    const [lowBalance] = byType('balance.low');
    expect(byType('balance.low')).toHaveLength(1);
    expect(lowBalance).toMatchObject({ object: 'balance', userId: low.id, balance: 1 });
    expect([lowBalance!.nextDaysCost, lowBalance!.daysCovered]).toEqual(lowBalance!.nextDaysCost === 417 ? [417, 0] : [278, 1]);
    // Each event id reached the endpoint once.
    expect(new Set(receiver.received.map((hit) => hit.headers['freshmeals-event-id'])).size).toBe(receiver.received.length);
    await t.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, { token: admin.token });
  }, 30_000);

  it('refuses a bad URL or no events, and lets only admins manage endpoints', async () => {
    const badUrl = await t.gql(CREATE, { input: { url: 'ftp://example.com/x', events: ['credit_added'] } }, { token: admin.token });
    expect(badUrl.errors?.[0]).toMatchObject({ message: WEBHOOK_MESSAGES.url, extensions: { code: 'BAD_USER_INPUT' } });
    const noEvents = await t.gql(CREATE, { input: { url: receiver.url, events: [] } }, { token: admin.token });
    expect(noEvents.errors?.[0]).toMatchObject({ message: WEBHOOK_MESSAGES.events });
    expect(await t.prisma.webhookEndpoint.count()).toBe(0);

    const input = { url: receiver.url, events: ['credit_added'] };
    const visitor = await t.gql(CREATE, { input });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const user of [customer, kitchen]) {
      const refused = await t.gql(CREATE, { input }, { token: user.token });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const list = await t.gql('{ webhookEndpoints(first: 5) { totalCount } }', {}, { token: user.token });
      expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await t.prisma.webhookEndpoint.count()).toBe(0);
    const list = await t.gql('{ webhookEndpoints(first: 5) { totalCount } }', {}, { token: admin.token });
    expect(list.data.webhookEndpoints.totalCount).toBe(0);
  });
});

describe('webhook URLs in production', () => {
  it('takes loopback, private, link-local and mapped addresses for private ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '0.0.0.0']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '104.16.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });
});
