// The 'reconcile-payments' job against a local fake of Razorpay's Orders API (orders, and each
// order's payments): a payment whose webhook was lost is credited once, however often the job runs
// and when the late webhook comes at the same moment; an order is asked about only 15 minutes after
// it was made; an unpaid order becomes failed or abandoned only past the abandon time; a changed
// amount, a reused payment id, a second capture, a late payment on an abandoned order and an order
// Razorpay does not know are kept as differences that admins (only) can list and mark resolved; a provider that does
// not answer changes nothing and is asked again at the next run. On PGlite and PostgreSQL.
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MINUTES, PAYMENT_DIFFERENCE_MESSAGES } from '@freshmeals/rules/payments';
import { RECONCILE_AFTER_MINUTES } from '../../schema/payments/reconcile.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { orderCreated, razorpayEnv, startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const WEBHOOK_SECRET = 'fake-webhook-secret';
const MINUTE = 60_000;
const START = 'mutation ($input: StartTopUpInput!) { startTopUp(input: $input) { orderId } }';
const DIFFERENCES =
  'query ($resolved: Boolean) { paymentDifferences(first: 50, resolved: $resolved) { totalCount edges { node { id kind detail providerPaymentId providerAmount foundAt resolvedAt payment { orderId amount state user { email } } } } } }';
const PAYMENTS = 'query ($states: [PaymentState!]) { payments(first: 50, states: $states) { edges { node { orderId state } } } }';
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

interface RemotePayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
  error_description?: string;
}

describe.each(dbKinds)('payment reconciliation on %s', (kind) => {
  let t: TestApp;
  let razorpay: FakeRazorpay;
  let customer: TestUser;
  let admin: TestUser;
  let sequence = 0;
  const logLines: string[] = [];
  /** Razorpay's side: each order's payments. An order removed from here is one it does not know. */
  const remote = new Map<string, RemotePayment[]>();
  const asked: string[] = [];
  let down = false;
  /** Holds Razorpay's answer about one order until released. */
  let held: { orderId: string; arrived: () => void; release: Promise<void> } | null = null;

  beforeAll(async () => {
    razorpay = await startFakeRazorpay(async ({ method, url, body }) => {
      if (method === 'POST' && url === '/v1/orders') {
        const id = `order_rec${kind}${sequence++}`;
        remote.set(id, []);
        return orderCreated(id, body);
      }
      const payments = method === 'GET' ? /^\/v1\/orders\/([^/]+)\/payments$/.exec(url) : null;
      if (!payments) return null;
      const orderId = decodeURIComponent(payments[1]!);
      asked.push(orderId);
      if (down) return { status: 503, body: { error: { code: 'SERVER_ERROR', description: 'The server is unavailable' } } };
      if (held?.orderId === orderId) {
        held.arrived();
        await held.release;
      }
      const items = remote.get(orderId);
      if (!items) return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } } };
      return { body: { entity: 'collection', count: items.length, items: items.map((p) => ({ entity: 'payment', currency: 'INR', order_id: orderId, ...p })) } };
    });
    t = await createTestApp(kind, {
      env: razorpayEnv(razorpay, { keyId: 'rzp_test_fakekey', keySecret: 'fake-key-secret', webhookSecret: WEBHOOK_SECRET }),
      logger: pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) })),
    });
    customer = await createUserAndLogin(t);
    admin = await createUserAndLogin(t, { role: 'admin' });
    // Prices equal credits here: the first-month offer, which every new customer gets, is off
    // (tests/api/offers.test.ts tests discounts).
    await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: false } });
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.close();
  });

  const balance = async () => (await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).creditPaise;
  const credits = () => t.prisma.creditTransaction.count({ where: { userId: customer.id } });
  const row = (orderId: string) => t.prisma.payment.findUniqueOrThrow({ where: { orderId } });
  const differencesOf = (orderId: string) => t.prisma.paymentDifference.findMany({ where: { payment: { orderId } }, orderBy: { id: 'asc' } });

  async function order(amount: number): Promise<string> {
    const started = await t.gql(START, { input: { amount } }, { token: customer.token });
    expect(started.errors).toBeUndefined();
    return started.data.startTopUp.orderId;
  }
  /** Runs the job as the schedule would, and waits for it. */
  async function reconcile() {
    await t.app.jobs.add('reconcile-payments');
    await t.app.settled();
  }
  const webhook = (orderId: string, paymentId: string, amount: number) => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
    });
    return t.app.fetch('http://localhost/payments/razorpay/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw) },
      body: raw,
    });
  };

  it('credits a payment whose webhook was lost, once, however often the job runs; not before the order is 15 minutes old', async () => {
    const before = await balance();
    const count = await credits();
    const orderId = await order(1000);
    // Paid at Razorpay; the webhook never comes.
    remote.get(orderId)!.push({ id: `pay_rec${kind}lost`, status: 'captured', amount: 100_000 });

    await reconcile();
    expect(asked).not.toContain(orderId);
    expect(await row(orderId)).toMatchObject({ status: 'created', paymentId: null });

    t.clock.advance((RECONCILE_AFTER_MINUTES + 1) * MINUTE);
    await reconcile();
    expect(asked.filter((id) => id === orderId)).toHaveLength(1);
    expect(await row(orderId)).toMatchObject({ status: 'paid', paymentId: `pay_rec${kind}lost` });
    expect(await balance()).toBe(before + 100_000);
    expect(await credits()).toBe(count + 1);
    const receipts = await t.prisma.emailOutbox.count({ where: { to: customer.email } });

    await reconcile();
    await reconcile();
    expect(await balance()).toBe(before + 100_000);
    expect(await credits()).toBe(count + 1);
    expect(await t.prisma.emailOutbox.count({ where: { to: customer.email } })).toBe(receipts);
    // A paid order is not asked about again.
    expect(asked.filter((id) => id === orderId)).toHaveLength(1);
    // And the webhook arriving after all adds nothing.
    expect(await (await webhook(orderId, `pay_rec${kind}lost`, 100_000)).json()).toEqual({ status: 'already_paid' });
    expect(await balance()).toBe(before + 100_000);
    expect(await differencesOf(orderId)).toEqual([]);
  });

  it('credits once when the late webhook arrives while the job is settling the same payment', async () => {
    const before = await balance();
    const count = await credits();
    const orderId = await order(700);
    remote.get(orderId)!.push({ id: `pay_rec${kind}race`, status: 'captured', amount: 70_000 });
    t.clock.advance((RECONCILE_AFTER_MINUTES + 1) * MINUTE);
    // The job has asked Razorpay; before it hears back, the webhook credits the payment.
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      held = { orderId, arrived: resolve, release: new Promise<void>((done) => (release = done)) };
    });
    const job = reconcile();
    await arrived;
    expect(await (await webhook(orderId, `pay_rec${kind}race`, 70_000)).json()).toEqual({ status: 'credited' });
    release();
    await job;
    held = null;
    expect(await balance()).toBe(before + 70_000);
    expect(await credits()).toBe(count + 1);

    // Both at once, with nothing holding either.
    const second = await order(800);
    remote.get(second)!.push({ id: `pay_rec${kind}race2`, status: 'captured', amount: 80_000 });
    t.clock.advance((RECONCILE_AFTER_MINUTES + 1) * MINUTE);
    const [answer] = await Promise.all([webhook(second, `pay_rec${kind}race2`, 80_000), reconcile(), reconcile()]);
    expect(answer.status).toBe(200);
    expect(await row(second)).toMatchObject({ status: 'paid', paymentId: `pay_rec${kind}race2` });
    expect(await balance()).toBe(before + 150_000);
    expect(await credits()).toBe(count + 2);
    expect(await t.prisma.paymentDifference.count({ where: { payment: { orderId: { in: [orderId, second] } } } })).toBe(0);
  });

  it('leaves an unpaid order to the customer until the abandon time, then marks it abandoned, or failed when an attempt failed', async () => {
    const before = await balance();
    const unpaid = await order(600);
    const declined = await order(650);
    remote.get(declined)!.push({ id: `pay_rec${kind}declined`, status: 'failed', amount: 65_000, error_description: 'Payment was declined by the bank' });
    const trying = await order(660);
    remote.get(trying)!.push({ id: `pay_rec${kind}trying`, status: 'authorized', amount: 66_000 });

    t.clock.advance((RECONCILE_AFTER_MINUTES + 1) * MINUTE);
    await reconcile();
    // The customer may still retry within the order: nothing decided yet.
    for (const orderId of [unpaid, declined, trying]) expect((await row(orderId)).status).toBe('created');

    t.clock.advance((ABANDONED_AFTER_MINUTES - RECONCILE_AFTER_MINUTES) * MINUTE);
    await reconcile();
    expect(await row(unpaid)).toMatchObject({ status: 'abandoned', paymentId: null });
    expect(await row(declined)).toMatchObject({ status: 'failed', error: 'Payment was declined by the bank' });
    // An attempt still under way at Razorpay may yet be captured.
    expect((await row(trying)).status).toBe('created');
    expect(await balance()).toBe(before);

    // Stored, so the admins' filter finds it by its status.
    const listed = await t.gql(PAYMENTS, { states: ['abandoned'] }, { token: admin.token });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.payments.edges.map((e: any) => e.node)).toContainEqual({ orderId: unpaid, state: 'abandoned' });
    const failed = await t.gql(PAYMENTS, { states: ['failed'] }, { token: admin.token });
    expect(failed.data.payments.edges.map((e: any) => e.node)).toContainEqual({ orderId: declined, state: 'failed' });

    // Running again changes nothing.
    await reconcile();
    expect(await row(unpaid)).toMatchObject({ status: 'abandoned' });
    expect(await row(declined)).toMatchObject({ status: 'failed', error: 'Payment was declined by the bank' });
    expect(await t.prisma.paymentDifference.count({ where: { payment: { orderId: { in: [unpaid, declined, trying] } } } })).toBe(0);

    // Paid at Razorpay after we gave up on it: credited, and shown to admins.
    remote.get(unpaid)!.push({ id: `pay_rec${kind}late`, status: 'captured', amount: 60_000 });
    await reconcile();
    expect(await row(unpaid)).toMatchObject({ status: 'paid', paymentId: `pay_rec${kind}late` });
    expect(await balance()).toBe(before + 60_000);
    expect(await differencesOf(unpaid)).toEqual([expect.objectContaining({ kind: 'paid_after_abandoned', providerPaymentId: `pay_rec${kind}late`, providerAmountPaise: 60_000, resolvedAt: null })]);
    await reconcile();
    expect(await balance()).toBe(before + 60_000);
    expect(await differencesOf(unpaid)).toHaveLength(1);
  });

  it('a captured payment of another amount credits nothing and is listed for admins, once; only admins can see it', async () => {
    const before = await balance();
    const count = await credits();
    const orderId = await order(1000);
    remote.get(orderId)!.push({ id: `pay_rec${kind}short`, status: 'captured', amount: 90_000 });
    t.clock.advance((RECONCILE_AFTER_MINUTES + 1) * MINUTE);
    await reconcile();
    await reconcile();
    expect(await balance()).toBe(before);
    expect(await credits()).toBe(count);
    expect(await row(orderId)).toMatchObject({ status: 'created', paymentId: null });
    expect(await differencesOf(orderId)).toEqual([
      expect.objectContaining({
        kind: 'amount_mismatch',
        providerPaymentId: `pay_rec${kind}short`,
        providerAmountPaise: 90_000,
        detail: `Razorpay captured pay_rec${kind}short of ₹900.00 on an order of ₹1,000.00: nothing was credited.`,
      }),
    ]);
    expect(logLines.some((line) => line.includes('"kind":"amount_mismatch"') && line.includes(orderId))).toBe(true);

    const listed = await t.gql(DIFFERENCES, { resolved: false }, { token: admin.token });
    expect(listed.errors).toBeUndefined();
    const mine = listed.data.paymentDifferences.edges.map((e: any) => e.node).filter((n: any) => n.payment.orderId === orderId);
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'amount_mismatch',
        providerPaymentId: `pay_rec${kind}short`,
        providerAmount: 900,
        resolvedAt: null,
        payment: { orderId, amount: 1000, state: 'created', user: { email: customer.email } },
      }),
    ]);
    // Past the abandon time nothing was credited: the order is given up, the difference stays.
    t.clock.advance(ABANDONED_AFTER_MINUTES * MINUTE);
    await reconcile();
    expect(await row(orderId)).toMatchObject({ status: 'abandoned' });
    expect(await differencesOf(orderId)).toHaveLength(1);
    expect(await balance()).toBe(before);

    // A customer (even the order's own) and a visitor are refused, by the list and by node(id).
    expect((await t.gql(DIFFERENCES, {}, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(DIFFERENCES, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const node = 'query ($id: ID!) { node(id: $id) { ... on PaymentDifference { detail } } }';
    const id = mine[0].id as string;
    expect((await t.gql(node, { id }, { token: admin.token })).data.node.detail).toContain('nothing was credited');
    const asCustomer = await t.gql(node, { id }, { token: customer.token });
    expect(asCustomer.data?.node?.detail).toBeUndefined();
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(node, { id })).data?.node?.detail).toBeUndefined();

    // An admin marks it resolved, once; it leaves the open list, and the job does not bring it back.
    const RESOLVE = 'mutation ($differenceId: Int!) { resolvePaymentDifference(differenceId: $differenceId) { resolvedAt kind } }';
    const differenceId = (await differencesOf(orderId))[0]!.id;
    expect((await t.gql(RESOLVE, { differenceId }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(RESOLVE, { differenceId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const resolved = await t.gql(RESOLVE, { differenceId }, { token: admin.token });
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data.resolvePaymentDifference).toEqual({ kind: 'amount_mismatch', resolvedAt: expect.any(String) });
    const again = await t.gql(RESOLVE, { differenceId }, { token: admin.token });
    expect(again.errors?.[0]).toMatchObject({ message: PAYMENT_DIFFERENCE_MESSAGES.alreadyResolved, extensions: { code: 'CONFLICT' } });
    const missing = await t.gql(RESOLVE, { differenceId: 987_654 }, { token: admin.token });
    expect(missing.errors?.[0]).toMatchObject({ message: PAYMENT_DIFFERENCE_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    const open = await t.gql(DIFFERENCES, { resolved: false }, { token: admin.token });
    expect(open.data.paymentDifferences.edges.map((e: any) => e.node.payment.orderId)).not.toContain(orderId);
    const closed = await t.gql(DIFFERENCES, { resolved: true }, { token: admin.token });
    expect(closed.data.paymentDifferences.edges.map((e: any) => e.node.payment.orderId)).toContain(orderId);
    await reconcile();
    expect(await differencesOf(orderId)).toEqual([expect.objectContaining({ kind: 'amount_mismatch', resolvedAt: expect.any(Date) })]);
    expect(await t.prisma.auditEntry.count({ where: { action: 'payment-difference.resolve', subject: `amount_mismatch on order ${orderId}` } })).toBe(1);
  });

  it('a reused payment id, a second capture and an order Razorpay does not know are differences too', async () => {
    const before = await balance();
    const first = await order(500);
    remote.get(first)!.push({ id: `pay_rec${kind}twice1`, status: 'captured', amount: 50_000 }, { id: `pay_rec${kind}twice2`, status: 'captured', amount: 50_000 });
    const reused = await order(500);
    remote.get(reused)!.push({ id: `pay_rec${kind}twice1`, status: 'captured', amount: 50_000 });
    const unknown = await order(550);
    remote.delete(unknown);
    t.clock.advance((RECONCILE_AFTER_MINUTES + 1) * MINUTE);
    await reconcile();
    await reconcile();

    // Credited once, with the first capture; the second is the customer paying twice.
    expect(await row(first)).toMatchObject({ status: 'paid', paymentId: `pay_rec${kind}twice1` });
    expect(await balance()).toBe(before + 50_000);
    expect((await differencesOf(first)).map((d) => [d.kind, d.providerPaymentId])).toEqual([['captured_twice', `pay_rec${kind}twice2`]]);
    expect(await row(reused)).toMatchObject({ status: 'created', paymentId: null });
    expect((await differencesOf(reused)).map((d) => [d.kind, d.providerPaymentId])).toEqual([['payment_reused', `pay_rec${kind}twice1`]]);
    expect(await differencesOf(unknown)).toEqual([
      expect.objectContaining({ kind: 'unknown_order', providerPaymentId: '', providerAmountPaise: null, detail: `Razorpay has no order ${unknown}.` }),
    ]);
  });

  it('a provider that does not answer changes nothing and the job carries on; the next run settles', async () => {
    const before = await balance();
    const orderId = await order(900);
    remote.get(orderId)!.push({ id: `pay_rec${kind}down`, status: 'captured', amount: 90_000 });
    // Well past the abandon time: without an answer, nothing may be given up either.
    t.clock.advance((ABANDONED_AFTER_MINUTES + 1) * MINUTE);
    down = true;
    const askedBefore = asked.length;
    await reconcile();
    down = false;
    expect(asked.length).toBeGreaterThan(askedBefore);
    expect(await row(orderId)).toMatchObject({ status: 'created' });
    expect(await balance()).toBe(before);
    expect(logLines.some((line) => line.includes('payment provider did not answer') && line.includes('Razorpay answered 503'))).toBe(true);
    // The gateway is fine, and the next run does the work.
    expect((await t.app.fetch('http://localhost/healthz')).status).toBe(200);
    await reconcile();
    expect(await row(orderId)).toMatchObject({ status: 'paid', paymentId: `pay_rec${kind}down` });
    expect(await balance()).toBe(before + 90_000);
  });
});
