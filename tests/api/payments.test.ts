// Online top-ups with the local test checkout (no Razorpay keys): packs priced from the routine, an
// order made server-side, the checkout page, Pay and Fail, the callback that verifies the signature
// and credits once, however often and however concurrently it is called, and the admins' list of
// failed and abandoned payments. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@freshmeals/rules/payments';
import { loadPrices } from '../../schema/pricing/prices.ts';
import { weekCost } from '@freshmeals/rules/pricing';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const OPTIONS = '{ topUpOptions { available packs { pack days amount } minAmount maxAmount } }';
const START = 'mutation ($input: StartTopUpInput!) { startTopUp(input: $input) { orderId amount provider keyId checkoutUrl } }';
const PAYMENTS = 'query ($states: [PaymentState!]) { payments(first: 50, states: $states) { totalCount edges { node { orderId amount pack state error providerPaymentId user { email } } } } }';

describe.each(dbKinds)('online top-ups (test checkout) on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let week = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Prices equal credits here: the first-month offer, which every new customer gets, is off
    // (tests/api/offers.test.ts tests discounts on both providers).
    await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: false } });
    admin = await createUserAndLogin(t, { role: 'admin' });
    week = weekCost(DAYS.map(() => ({ type: 'veg' as const, proteinMultiplier: 0, snacks: false, drinks: false })), await loadPrices(t.prisma));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customerWithRoutine(creditPaise = 0) {
    const user = await createUserAndLogin(t, { creditPaise });
    await t.prisma.routineSlot.createMany({ data: DAYS.map((weekday) => ({ userId: user.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const })) });
    return user;
  }

  const get = (path: string) => t.app.fetch(`http://localhost${path}`, { redirect: 'manual' });
  const post = (path: string, form: Record<string, string>) =>
    t.app.fetch(`http://localhost${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  const balance = async (userId: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).creditPaise;

  /** Presses Pay (or Fail) on the test checkout; the callback URL it sends the browser to. */
  async function pressOnCheckout(orderId: string, outcome: 'pay' | 'fail'): Promise<string> {
    const response = await post('/payments/test-checkout', { order_id: orderId, outcome });
    expect(response.status).toBe(303);
    return response.headers.get('location')!;
  }

  it('offers 7, 14 and 28 days of the routine, priced from the price table; none without a routine', async () => {
    const customer = await customerWithRoutine();
    const options = await t.gql(OPTIONS, {}, { token: customer.token });
    expect(options.errors).toBeUndefined();
    expect(options.data.topUpOptions).toEqual({
      available: true,
      packs: [
        { pack: 'days_7', days: 7, amount: week / 100 },
        { pack: 'days_14', days: 14, amount: (2 * week) / 100 },
        { pack: 'days_28', days: 28, amount: (4 * week) / 100 },
      ],
      minAmount: 500,
      maxAmount: 100000,
    });
    const newcomer = await createUserAndLogin(t);
    expect((await t.gql(OPTIONS, {}, { token: newcomer.token })).data.topUpOptions.packs).toEqual([]);
    const refused = await t.gql(START, { input: { pack: 'days_7' } }, { token: newcomer.token });
    expect(refused.errors?.[0]).toMatchObject({ message: PAYMENT_MESSAGES.noRoutine });
  });

  it('pays a pack through the test checkout: credited once, recorded as razorpay with the payment id, with a receipt', async () => {
    const customer = await customerWithRoutine(10_000);
    const started = await t.gql(START, { input: { pack: 'days_14' } }, { token: customer.token });
    expect(started.errors).toBeUndefined();
    const { orderId, checkoutUrl, amount } = started.data.startTopUp;
    expect(started.data.startTopUp).toMatchObject({ provider: 'test', keyId: null, amount: (2 * week) / 100 });
    expect(checkoutUrl).toBe(`/pay/${orderId}`);

    const page = await get(checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This is the local test checkout: no money moves.');
    expect(html).toContain(`Pay ₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);

    const callback = await pressOnCheckout(orderId, 'pay');
    expect(callback).toMatch(/^\/payments\/callback\?/);
    const done = await get(callback);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/account?topup=paid');
    expect(await balance(customer.id)).toBe(10_000 + 2 * week);

    const payment = await t.prisma.payment.findUniqueOrThrow({ where: { orderId } });
    expect(payment).toMatchObject({ status: 'paid', pack: 'days_14', amountPaise: 2 * week });
    const credit = await t.prisma.creditTransaction.findUniqueOrThrow({ where: { id: payment.creditTransactionId! } });
    expect(credit).toMatchObject({ userId: customer.id, type: 'credit', amountPaise: 2 * week, paymentMethod: 'razorpay', note: `Online payment ${payment.paymentId}` });
    await t.settled();
    const receipt = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: customer.email, tag: 'credit-receipt' } });
    expect(receipt.text).toContain('paid online');

    // The same callback again (a reload, a second tab): nothing more.
    const again = await get(callback);
    expect(again.headers.get('location')).toBe('/account?topup=paid');
    expect(await balance(customer.id)).toBe(10_000 + 2 * week);
    expect(await t.prisma.creditTransaction.count({ where: { userId: customer.id } })).toBe(1);
    // The page of a paid order says so.
    expect(await (await get(checkoutUrl)).text()).toContain('Already paid');
  });

  it('credits once when the callback arrives ten times at once', async () => {
    const customer = await customerWithRoutine();
    const { orderId } = (await t.gql(START, { input: { amount: 750 } }, { token: customer.token })).data.startTopUp;
    const callback = await pressOnCheckout(orderId, 'pay');
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(callback)));
    expect(answers.map((a) => a.headers.get('location'))).toEqual(Array(10).fill('/account?topup=paid'));
    expect(await balance(customer.id)).toBe(75_000);
    expect(await t.prisma.creditTransaction.count({ where: { userId: customer.id } })).toBe(1);
  });

  it('refuses a forged or altered signature, and changes nothing', async () => {
    const customer = await customerWithRoutine();
    const { orderId } = (await t.gql(START, { input: { amount: 600 } }, { token: customer.token })).data.startTopUp;
    const callback = new URL(await pressOnCheckout(orderId, 'pay'), 'http://localhost');
    const forged = new URLSearchParams(callback.search);
    forged.set('razorpay_signature', 'f'.repeat(64));
    expect((await get(`/payments/callback?${forged}`)).headers.get('location')).toBe('/account?topup=invalid');
    const otherPayment = new URLSearchParams(callback.search);
    otherPayment.set('razorpay_payment_id', 'pay_test_someoneelse');
    expect((await get(`/payments/callback?${otherPayment}`)).headers.get('location')).toBe('/account?topup=invalid');
    // Razorpay's form post, with a signature of another order.
    const crossed = await post('/payments/callback', { razorpay_order_id: 'order_test_unknown', razorpay_payment_id: callback.searchParams.get('razorpay_payment_id')!, razorpay_signature: callback.searchParams.get('razorpay_signature')! });
    expect(crossed.headers.get('location')).toBe('/account?topup=invalid');
    expect(await balance(customer.id)).toBe(0);
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ status: 'created', paymentId: null });
  });

  it('a failed payment is recorded and listed for admins with the abandoned ones; it can still be paid later', async () => {
    const customer = await customerWithRoutine();
    const { orderId } = (await t.gql(START, { input: { amount: 500 } }, { token: customer.token })).data.startTopUp;
    // The test checkout records the failure itself: the callback believes no unsigned failure.
    expect(await pressOnCheckout(orderId, 'fail')).toBe('/account?topup=failed');
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ status: 'failed', error: 'Payment failed in the test checkout' });
    expect(await balance(customer.id)).toBe(0);

    // An order nobody paid for an hour is abandoned.
    const { orderId: leftOrder } = (await t.gql(START, { input: { amount: 900 } }, { token: customer.token })).data.startTopUp;
    await t.prisma.payment.update({ where: { orderId: leftOrder }, data: { createdAt: new Date(t.clock.now().getTime() - 61 * 60_000) } });

    const listed = await t.gql(PAYMENTS, { states: ['failed', 'abandoned'] }, { token: admin.token });
    expect(listed.errors).toBeUndefined();
    const nodes = listed.data.payments.edges.map((e: any) => e.node);
    expect(nodes).toContainEqual(expect.objectContaining({ orderId, state: 'failed', amount: 500, error: 'Payment failed in the test checkout', user: { email: customer.email } }));
    expect(nodes).toContainEqual(expect.objectContaining({ orderId: leftOrder, state: 'abandoned', amount: 900 }));
    expect(nodes.every((n: any) => n.state === 'failed' || n.state === 'abandoned')).toBe(true);

    // The customer tries again on the same order: paid.
    expect((await get(await pressOnCheckout(orderId, 'pay'))).headers.get('location')).toBe('/account?topup=paid');
    expect(await balance(customer.id)).toBe(50_000);
  });

  it('the reconciliation job marks an unpaid test-checkout order abandoned past the abandon time, and one still within it not', async () => {
    // The test checkout cannot be asked about an order: only the abandon step applies to its orders.
    const customer = await customerWithRoutine();
    const { orderId: old } = (await t.gql(START, { input: { amount: 700 } }, { token: customer.token })).data.startTopUp;
    const { orderId: recent } = (await t.gql(START, { input: { amount: 800 } }, { token: customer.token })).data.startTopUp;
    await t.prisma.payment.update({ where: { orderId: old }, data: { createdAt: new Date(t.clock.now().getTime() - 61 * 60_000) } });
    await t.prisma.payment.update({ where: { orderId: recent }, data: { createdAt: new Date(t.clock.now().getTime() - 30 * 60_000) } });
    await t.app.jobs.add('reconcile-payments');
    await t.app.settled();
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId: old } })).toMatchObject({ status: 'abandoned', paymentId: null });
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId: recent } })).toMatchObject({ status: 'created' });
    expect(await t.prisma.paymentDifference.count({ where: { payment: { userId: customer.id } } })).toBe(0);
    // The customer pays it after all (its page still works): the money taken is credited.
    expect((await get(await pressOnCheckout(old, 'pay'))).headers.get('location')).toBe('/account?topup=paid');
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId: old } })).toMatchObject({ status: 'paid' });
    expect(await balance(customer.id)).toBe(70_000);
  });

  it('validates the amount like the form; visitors cannot start a top-up, nor customers list payments', async () => {
    const customer = await customerWithRoutine();
    // A fraction of a rupee is not even an Int.
    expect((await t.gql(START, { input: { amount: 500.5 } }, { token: customer.token })).errors).toHaveLength(1);
    for (const input of [{ amount: 499 }, {}, { pack: 'days_7', amount: 600 }]) {
      const refused = await t.gql(START, { input }, { token: customer.token });
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    expect((await t.gql(START, { input: { amount: 100_001 } }, { token: customer.token })).errors?.[0]?.message).toBe(PAYMENT_MESSAGES.amountMax);
    expect((await t.gql(START, { input: { amount: 499 } }, { token: customer.token })).errors?.[0]?.message).toBe(PAYMENT_MESSAGES.amount);
    expect((await t.gql(START, { input: { amount: 600 } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(PAYMENTS, {}, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.prisma.payment.count({ where: { userId: customer.id } })).toBe(0);
    // Another customer's payment is not theirs to read, by node(id) either.
    const { orderId } = (await t.gql(START, { input: { amount: 600 } }, { token: customer.token })).data.startTopUp;
    const row = await t.prisma.payment.findUniqueOrThrow({ where: { orderId } });
    const other = await createUserAndLogin(t);
    const node = 'query ($id: ID!) { node(id: $id) { ... on Payment { orderId } } }';
    const id = Buffer.from(`Payment:${row.id}`).toString('base64');
    expect((await t.gql(node, { id }, { token: other.token })).data?.node?.orderId).toBeUndefined();
    expect((await t.gql(node, { id }, { token: customer.token })).data.node).toEqual({ orderId });
    // An unknown order's page is a plain not-found page.
    expect((await get('/pay/order_test_nope')).status).toBe(404);
  });
});
