// Razorpay, against a local fake of its Orders API: the order is made server-side with the key
// (basic auth) and the exact amount; the checkout page opens Razorpay's checkout (and only that page
// may load it); the checkout's callback and the webhook verify their signatures; the same payment
// never credits twice, whether the webhook is replayed, arrives with the callback, or ten times at
// once; a bad signature or a changed amount credits nothing; payment.failed is recorded; a payment
// id already used by another order credits nothing and is answered 2xx; an unsigned failure report
// changes no order.
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { orderCreated, razorpayEnv, startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const KEY_ID = 'rzp_test_fakekey';
const KEY_SECRET = 'fake-key-secret';
const WEBHOOK_SECRET = 'fake-webhook-secret';
const START = 'mutation ($input: StartTopUpInput!) { startTopUp(input: $input) { orderId amount provider keyId checkoutUrl } }';
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

describe.each(dbKinds)('Razorpay top-ups on %s', (kind) => {
  let t: TestApp;
  let razorpay: FakeRazorpay;
  const orders: { auth: string; body: any }[] = [];
  let customer: TestUser;
  let sequence = 0;
  const logLines: string[] = [];

  beforeAll(async () => {
    razorpay = await startFakeRazorpay(({ method, url, body, authorization }) => {
      if (method !== 'POST' || url !== '/v1/orders') return null;
      orders.push({ auth: authorization, body });
      return orderCreated(`order_fake${kind}${sequence++}`, body);
    });
    t = await createTestApp(kind, {
      env: razorpayEnv(razorpay, { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET }),
      logger: pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) })),
    });
    customer = await createUserAndLogin(t);
    // Prices equal credits here: the first-month offer, which every new customer gets, is off
    // (tests/api/offers.test.ts tests discounts on both providers).
    await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: false } });
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.close();
  });

  const balance = async () => (await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).creditPaise;
  const credits = () => t.prisma.creditTransaction.count({ where: { userId: customer.id } });
  const webhook = (body: unknown, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.fetch('http://localhost/payments/razorpay/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? hmac(WEBHOOK_SECRET, raw) },
      body: raw,
    });
  };
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
  });
  async function order(amount: number) {
    const started = await t.gql(START, { input: { amount } }, { token: customer.token });
    expect(started.errors).toBeUndefined();
    return started.data.startTopUp as { orderId: string; checkoutUrl: string; keyId: string; provider: string };
  }

  it('makes the order with Razorpay, and its page opens Razorpay checkout under a policy that allows it there only', async () => {
    const { orderId, checkoutUrl, keyId, provider } = await order(1200);
    expect({ keyId, provider }).toEqual({ keyId: KEY_ID, provider: 'razorpay' });
    const made = orders.at(-1)!;
    expect(made.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(made.body).toMatchObject({ amount: 120_000, currency: 'INR', notes: { userId: String(customer.id), pack: 'custom' } });

    const page = await t.app.fetch(`http://localhost${checkoutUrl}`);
    const html = await page.text();
    expect(html).toContain(`data-order="${orderId}"`);
    expect(html).toContain(`data-key="${KEY_ID}"`);
    expect(html).toContain('<script src="https://checkout.razorpay.com/v1/checkout.js"></script>');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src https:\/\/checkout\.razorpay\.com https:\/\/api\.razorpay\.com/);
    const home = await t.app.fetch('http://localhost/healthz');
    expect(home.headers.get('content-security-policy')).not.toContain('razorpay');
  });

  it("credits a payment from the checkout's signed callback; the webhook for it afterwards, and its replays, add nothing", async () => {
    const before = await balance();
    const { orderId } = await order(1000);
    const paymentId = `pay_fake${kind}1`;
    const callback = await t.app.fetch('http://localhost/payments/callback', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: hmac(KEY_SECRET, `${orderId}|${paymentId}`) }).toString(),
    });
    expect(callback.headers.get('location')).toBe('/account?topup=paid');
    expect(await balance()).toBe(before + 100_000);

    for (let i = 0; i < 3; i++) {
      const replay = await webhook(captured(orderId, paymentId, 100_000));
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ status: 'already_paid' });
    }
    expect(await balance()).toBe(before + 100_000);
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ status: 'paid', paymentId });
  });

  it('credits from the webhook alone, once, when it arrives ten times at once', async () => {
    const before = await balance();
    const count = await credits();
    const { orderId } = await order(800);
    const event = captured(orderId, `pay_fake${kind}2`, 80_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    const outcomes = await Promise.all(answers.map((a) => a.json()));
    expect(outcomes.filter((o) => o.status === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'already_paid')).toHaveLength(9);
    expect(await balance()).toBe(before + 80_000);
    expect(await credits()).toBe(count + 1);
  });

  it("a signed webhook naming another order's payment id is answered 200, logged, and credits nothing", async () => {
    const before = await balance();
    const { orderId: first } = await order(600);
    const paymentId = `pay_fake${kind}reused`;
    expect(await (await webhook(captured(first, paymentId, 60_000))).json()).toEqual({ status: 'credited' });
    const count = await credits();
    const { orderId: second } = await order(600);
    const reused = await webhook(captured(second, paymentId, 60_000));
    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ status: 'payment_reused' });
    expect(logLines.some((line) => line.includes('another order was paid with') && line.includes(second))).toBe(true);
    expect(await balance()).toBe(before + 60_000);
    expect(await credits()).toBe(count);
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId: second } })).toMatchObject({ status: 'created', paymentId: null });
    // The same through the checkout's callback, with a valid signature for that pair.
    const callback = await t.app.fetch('http://localhost/payments/callback', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ razorpay_payment_id: paymentId, razorpay_order_id: second, razorpay_signature: hmac(KEY_SECRET, `${second}|${paymentId}`) }).toString(),
    });
    expect(callback.headers.get('location')).toBe('/account?topup=invalid');
    expect(await balance()).toBe(before + 60_000);
  });

  it("an unsigned failure report changes nobody's order; a signed payment.failed does", async () => {
    const { orderId } = await order(650);
    const forged = await t.app.fetch('http://localhost/payments/callback', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ razorpay_order_id: orderId, 'error[description]': 'Call +91 99999 99999 to complete your payment' }).toString(),
    });
    expect(forged.status).toBe(303);
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ status: 'created', error: null, failedAt: null });
    const get = await t.app.fetch(`http://localhost/payments/callback?${new URLSearchParams({ razorpay_order_id: orderId, 'error[reason]': 'forged' })}`, { redirect: 'manual' });
    expect(get.status).toBe(303);
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ status: 'created', error: null });
  });

  it('refuses bad signatures and a changed amount; records payment.failed', async () => {
    const before = await balance();
    const { orderId } = await order(700);
    const forged = await webhook(captured(orderId, `pay_fake${kind}3`, 70_000), hmac('not-the-secret', 'x'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'Invalid signature' });
    const unsigned = await t.app.fetch('http://localhost/payments/razorpay/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(400);
    const more = await webhook(captured(orderId, `pay_fake${kind}3`, 7_000_000));
    expect(await more.json()).toEqual({ status: 'amount_mismatch' });
    const wrongKey = await t.app.fetch('http://localhost/payments/callback', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ razorpay_payment_id: 'pay_x', razorpay_order_id: orderId, razorpay_signature: hmac(WEBHOOK_SECRET, `${orderId}|pay_x`) }).toString(),
    });
    expect(wrongKey.headers.get('location')).toBe('/account?topup=invalid');
    expect(await balance()).toBe(before);

    const failed = await webhook({
      entity: 'event',
      event: 'payment.failed',
      payload: { payment: { entity: { id: `pay_fake${kind}4`, order_id: orderId, amount: 70_000, status: 'failed', error_description: 'Payment was declined by the bank' } } },
    });
    expect(await failed.json()).toEqual({ status: 'recorded' });
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ status: 'failed', error: 'Payment was declined by the bank' });
    // The test checkout's endpoint does not exist with Razorpay.
    const test = await t.app.fetch('http://localhost/payments/test-checkout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `order_id=${orderId}&outcome=pay` });
    expect(test.status).toBe(404);
    expect(await balance()).toBe(before);
  });
});
