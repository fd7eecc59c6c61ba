// Auto top-up, against the real gateway on PGlite and PostgreSQL with the local test checkout: turning
// it on makes a ₹1 order whose payment authorises the mandate (and is credited); the daily low-credit
// job then charges a customer whose credit covers fewer than their days of meals, once a day, through
// the once-only credit path, with a receipt and instead of the warning; a declined charge is e-mailed,
// and the third in a row turns auto top-up off and says so; the customer turns it off. REST answers
// the same.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_TOP_UP_MESSAGES, autoTopUpOffAfterFailures } from '@freshmeals/rules/auto-top-up';
import { loadPrices, slotPrice } from '../../schema/pricing/prices.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';
import { orderCreated, razorpayEnv, startFakeRazorpay, type FakeRazorpay, type FakeRazorpayRequest } from '../support/fake-razorpay.ts';

const DAY = 86_400_000;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const START = 'mutation ($input: AutoTopUpInput!) { startAutoTopUp(input: $input) { orderId amount credit checkoutUrl } }';
const MINE = '{ myAutoTopUp { status days amount rule failures offReason } }';

describe.each(dbKinds)('auto top-up on %s', (kind) => {
  let t: TestApp;
  let lunch = 0;

  beforeAll(async () => {
    // 10:00 in India: the job's hour has no bearing, the meals of the coming days are what count.
    t = await createTestApp(kind, { now: new Date('2026-11-25T04:30:00.000Z') });
    lunch = slotPrice({ type: 'veg', proteinMultiplier: 0, snacks: false, drinks: false }, await loadPrices(t.prisma));
    // Charges cost what they add here (offers.test.ts covers the first-month offer).
    await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const balance = async (userId: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).creditPaise;
  const post = (path: string, form: Record<string, string>) =>
    t.app.fetch(`http://localhost${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  const mails = (to: string, tag: string) => t.prisma.emailOutbox.findMany({ where: { to, tag }, orderBy: { id: 'asc' } });

  /** A customer with a veg lunch every day and `creditPaise` of credit. */
  async function customer(creditPaise: number): Promise<TestUser> {
    const user = await createUserAndLogin(t, { creditPaise });
    await t.prisma.routineSlot.createMany({ data: DAYS.map((weekday) => ({ userId: user.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const })) });
    return user;
  }

  /** Turns auto top-up on and pays its ₹1 in the test checkout: `declining` keeps a mandate whose charges fail. */
  async function turnOn(user: TestUser, input: { days: number; amount: number }, declining = false) {
    const started = await t.gql(START, { input }, { token: user.token });
    expect(started.errors).toBeUndefined();
    expect(started.data.startAutoTopUp).toMatchObject({ amount: 1, credit: 1 });
    const { orderId, checkoutUrl } = started.data.startAutoTopUp;
    const page = await (await t.app.fetch(`http://localhost${checkoutUrl}`)).text();
    expect(page).toContain('Turn on auto top-up');
    expect(page).toContain(`up to ₹${input.amount.toLocaleString('en-IN')}.00 at a time`);
    const pressed = await post('/payments/test-checkout', { order_id: orderId, outcome: declining ? 'pay-declining' : 'pay' });
    const back = await t.app.fetch(new URL(pressed.headers.get('location')!, 'http://localhost').toString(), { redirect: 'manual' });
    expect(back.headers.get('location')).toBe('/account?topup=paid');
  }

  async function runJob() {
    await t.app.jobs.add('low-credit-check');
    await t.app.settled();
  }

  it('turning it on authorises a mandate with ₹1 (credited); the job charges a low customer once a day, with a receipt and no warning', async () => {
    const low = await customer(2 * lunch);
    expect((await t.gql(MINE, {}, { token: low.token })).data.myAutoTopUp).toBeNull();
    await turnOn(low, { days: 3, amount: 1000 });
    expect(await balance(low.id)).toBe(2 * lunch + 100);
    expect((await t.gql(MINE, {}, { token: low.token })).data.myAutoTopUp).toEqual({
      status: 'active',
      days: 3,
      amount: 1000,
      rule: 'When my credit covers fewer than 3 days, add ₹1,000',
      failures: 0,
      offReason: null,
    });
    // Covered: a customer with enough for their days is not charged.
    const covered = await customer(10 * lunch);
    await turnOn(covered, { days: 3, amount: 500 });

    await runJob();
    expect(await balance(low.id)).toBe(2 * lunch + 100 + 100_000);
    expect(await balance(covered.id)).toBe(10 * lunch + 100);
    const charge = await t.prisma.payment.findFirstOrThrow({ where: { userId: low.id, autoTopUpKind: 'charge' } });
    expect(charge).toMatchObject({ status: 'paid', amountPaise: 100_000, creditPaise: 100_000 });
    expect((await mails(low.email, 'credit-receipt')).map((m) => m.subject)).toContain('FreshMeals: ₹1,000.00 added to your credit');
    expect(await mails(low.email, 'low-credit')).toHaveLength(0);

    // The same day again: no second charge, even if the credit were low again.
    await t.prisma.user.update({ where: { id: low.id }, data: { creditPaise: 0 } });
    await runJob();
    expect(await t.prisma.payment.count({ where: { userId: low.id, autoTopUpKind: 'charge' } })).toBe(1);
    // The next day it charges again.
    t.clock.advance(DAY);
    await runJob();
    expect(await t.prisma.payment.count({ where: { userId: low.id, autoTopUpKind: 'charge', status: 'paid' } })).toBe(2);
    expect(await balance(low.id)).toBe(100_000);
  });

  it('a declined charge is e-mailed; the third in a row turns auto top-up off and says so', async () => {
    const broke = await customer(0);
    await turnOn(broke, { days: 2, amount: 500 }, true);
    for (let attempt = 1; attempt <= 3; attempt++) {
      t.clock.advance(DAY);
      await runJob();
      const state = (await t.gql(MINE, {}, { token: broke.token })).data.myAutoTopUp;
      expect(state.failures).toBe(attempt);
      expect(state.status).toBe(attempt < 3 ? 'active' : 'off');
      // The charge failed, so the credit still runs low: the warning goes out as well.
      if (attempt === 1) expect(await mails(broke.email, 'low-credit')).toHaveLength(1);
    }
    expect(await balance(broke.id)).toBe(100);
    expect(await t.prisma.payment.count({ where: { userId: broke.id, autoTopUpKind: 'charge', status: 'failed' } })).toBe(3);
    const failed = await mails(broke.email, 'auto-top-up-failed');
    expect(failed).toHaveLength(2);
    expect(failed[0]!.text).toContain('We could not add ₹500.00 to your FreshMeals credit with your auto top-up: The test checkout declined the charge.');
    const off = await mails(broke.email, 'auto-top-up-off');
    expect(off.map((m) => m.subject)).toEqual(['FreshMeals: auto top-up is off']);
    expect((await t.gql(MINE, {}, { token: broke.token })).data.myAutoTopUp.offReason).toBe(autoTopUpOffAfterFailures);
    // Off: no more charges; the low-credit warning comes again three days after the first.
    t.clock.advance(DAY);
    await runJob();
    expect(await t.prisma.payment.count({ where: { userId: broke.id, autoTopUpKind: 'charge' } })).toBe(3);
    expect(await mails(broke.email, 'low-credit')).toHaveLength(2);
  });

  it('a paid charge ends a run of failures; the customer turns it off; bad input changes nothing; REST answers the same', async () => {
    const user = await customer(0);
    for (const [input, message] of [
      [{ days: 0, amount: 1000 }, AUTO_TOP_UP_MESSAGES.days],
      [{ days: 15, amount: 1000 }, AUTO_TOP_UP_MESSAGES.days],
      [{ days: 3, amount: 499 }, AUTO_TOP_UP_MESSAGES.amount],
      [{ days: 3, amount: 50_001 }, AUTO_TOP_UP_MESSAGES.amount],
    ] as const) {
      const refused = await t.gql(START, { input }, { token: user.token });
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    expect(await t.prisma.autoTopUp.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.rest('DELETE', '/me/auto-top-up', undefined, { token: user.token })).status).toBe(404);

    const restOn = await t.rest('POST', '/me/auto-top-up', { days: 5, amount: 2000 }, { token: user.token });
    expect(restOn).toMatchObject({ status: 200, body: { price: 1, credit: 1, provider: 'test', checkoutUrl: expect.stringMatching(/^\/pay\/order_test_/) } });
    expect((await t.rest('GET', '/me/auto-top-up', undefined, { token: user.token })).body).toMatchObject({ autoTopUp: { status: 'pending', days: 5, amount: 2000 } });
    await turnOn(user, { days: 5, amount: 2000 });
    await t.prisma.autoTopUp.update({ where: { userId: user.id }, data: { failures: 2 } });
    t.clock.advance(DAY);
    await runJob();
    expect(await balance(user.id)).toBe(200_100);
    expect((await t.gql(MINE, {}, { token: user.token })).data.myAutoTopUp).toMatchObject({ status: 'active', failures: 0 });

    const off = await t.rest('DELETE', '/me/auto-top-up', undefined, { token: user.token });
    expect(off).toMatchObject({ status: 200, body: { autoTopUp: { status: 'off', offReason: null } } });
    await t.prisma.user.update({ where: { id: user.id }, data: { creditPaise: 0 } });
    t.clock.advance(DAY);
    await runJob();
    expect(await t.prisma.payment.count({ where: { userId: user.id, autoTopUpKind: 'charge' } })).toBe(1);
  });
});

describe.each(dbKinds)('auto top-up with Razorpay recurring payments on %s', (kind) => {
  const KEYS = { keyId: 'rzp_test_fakekey', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
  const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
  let t: TestApp;
  let razorpay: FakeRazorpay;
  let sequence = 0;
  const calls: FakeRazorpayRequest[] = [];
  /** Whether Razorpay refuses the next recurring payment. */
  let refuse = false;

  beforeAll(async () => {
    razorpay = await startFakeRazorpay((request) => {
      calls.push(request);
      const { method, url, body } = request;
      if (method === 'POST' && url === '/v1/customers') return { body: { id: `cust_${kind}1`, entity: 'customer', name: body.name, email: body.email } };
      if (method === 'POST' && url === '/v1/orders') return orderCreated(`order_rp${kind}${sequence++}`, body);
      if (method === 'GET' && url.startsWith('/v1/payments/pay_auth')) return { body: { id: url.split('/').pop(), entity: 'payment', token_id: `token_${kind}1`, status: 'captured' } };
      if (method === 'POST' && url === '/v1/payments/create/recurring') {
        if (refuse) return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The token has expired' } } };
        return { body: { razorpay_payment_id: `pay_rec${sequence}`, razorpay_order_id: body.order_id, razorpay_signature: 'x' } };
      }
      return null;
    });
    t = await createTestApp(kind, { now: new Date('2026-11-25T04:30:00.000Z'), env: razorpayEnv(razorpay, KEYS) });
    await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: false } });
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.close();
  });

  const webhook = (event: string, payment: Record<string, unknown>) => {
    const raw = JSON.stringify({ event, payload: { payment: { entity: payment } } });
    return t.app.fetch('http://localhost/payments/razorpay/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(KEYS.webhookSecret, raw) }, body: raw });
  };

  it('authorises with a token order and charges the token; the webhook credits the charge, or counts its failure', async () => {
    const user = await createUserAndLogin(t, { name: 'Ravi Kumar', creditPaise: 0 });
    await t.prisma.routineSlot.createMany({ data: DAYS.map((weekday) => ({ userId: user.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const })) });
    const started = await t.gql(START, { input: { days: 3, amount: 1500 } }, { token: user.token });
    expect(started.errors).toBeUndefined();
    const { orderId, checkoutUrl } = started.data.startAutoTopUp;
    // Razorpay's customer, and an order asking for a token of up to ₹1,500 a charge.
    expect(calls.find((c) => c.url === '/v1/customers')?.body).toMatchObject({ name: 'Ravi Kumar', email: user.email, contact: user.phone });
    const authOrder = calls.filter((c) => c.url === '/v1/orders').at(-1)!.body;
    expect(authOrder).toMatchObject({ amount: 100, currency: 'INR', customer_id: `cust_${kind}1`, token: { max_amount: 150_000, frequency: 'as_presented' } });
    // The checkout opens Razorpay's recurring checkout for that customer.
    expect(await (await t.app.fetch(`http://localhost${checkoutUrl}`)).text()).toContain(`data-customer="cust_${kind}1"`);

    // The checkout returns signed; the token is read from the payment.
    const paymentId = `pay_auth${kind}`;
    const signature = hmac(KEYS.keySecret, `${orderId}|${paymentId}`);
    await t.app.fetch(`http://localhost/payments/callback?${new URLSearchParams({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature })}`, { redirect: 'manual' });
    expect(await t.prisma.autoTopUp.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ status: 'active', mandateRef: `token_${kind}1`, customerRef: `cust_${kind}1` });

    // The job: a new order and a recurring payment on the token; credited when the webhook comes.
    await t.app.jobs.add('low-credit-check');
    await t.app.settled();
    const recurring = calls.filter((c) => c.url === '/v1/payments/create/recurring').at(-1)!.body;
    expect(recurring).toMatchObject({ amount: 150_000, currency: 'INR', customer_id: `cust_${kind}1`, token: `token_${kind}1`, recurring: '1', email: user.email });
    const charge = await t.prisma.payment.findFirstOrThrow({ where: { userId: user.id, autoTopUpKind: 'charge' } });
    expect(charge).toMatchObject({ status: 'created', orderId: recurring.order_id });
    expect(await t.prisma.emailOutbox.count({ where: { to: user.email, tag: 'low-credit' } })).toBe(0);
    expect((await webhook('payment.captured', { id: 'pay_charge1', order_id: charge.orderId, amount: 150_000 })).status).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).creditPaise).toBe(100 + 150_000);

    // The next day Razorpay refuses the charge at once; the day after, the webhook reports a failure.
    await t.prisma.user.update({ where: { id: user.id }, data: { creditPaise: 0 } });
    refuse = true;
    t.clock.advance(DAY);
    await t.app.jobs.add('low-credit-check');
    await t.app.settled();
    expect(await t.prisma.autoTopUp.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ failures: 1, status: 'active' });
    refuse = false;
    t.clock.advance(DAY);
    await t.app.jobs.add('low-credit-check');
    await t.app.settled();
    const pending = await t.prisma.payment.findFirstOrThrow({ where: { userId: user.id, autoTopUpKind: 'charge', status: 'created' } });
    await webhook('payment.failed', { id: 'pay_charge3', order_id: pending.orderId, error_description: 'Insufficient balance in the account' });
    await t.app.settled();
    expect(await t.prisma.autoTopUp.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ failures: 2, status: 'active' });
    const failed = await t.prisma.emailOutbox.findMany({ where: { to: user.email, tag: 'auto-top-up-failed' }, orderBy: { id: 'asc' } });
    expect(failed.map((m) => m.text.split('\n')[2])).toEqual([
      'We could not add ₹1,500.00 to your FreshMeals credit with your auto top-up: The token has expired.',
      'We could not add ₹1,500.00 to your FreshMeals credit with your auto top-up: Insufficient balance in the account.',
    ]);
  });
});
