// Offers and coupons on top-ups, against the real gateway on PGlite and PostgreSQL: the first-month
// offer the site advertises is what a new customer's payment costs (₹5,000 of credit for ₹4,000),
// up to its allowance and only within 30 days of the first paid top-up; coupons are refused with
// their reason and never used past their limits, even by ten customers at once; a payment takes the
// better discount, records it, and credits the whole amount once; a failed order gives its use
// back. The admins' API creates and changes them; the REST routes answer the same.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@freshmeals/rules/offers';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const QUOTE = 'query ($input: StartTopUpInput!, $code: String) { topUpQuote(input: $input, couponCode: $code) { credit discount price discountName couponApplied } }';
const START = 'mutation ($input: StartTopUpInput!, $code: String) { startTopUp(input: $input, couponCode: $code) { orderId amount credit discount checkoutUrl } }';
const ACTIVE = '{ activeOffer { title description badge percent } }';
const CREATE = 'mutation ($input: CouponInput!) { createCoupon(input: $input) { id offerId code value maxDiscount minTopUp uses active } }';
const UPDATE_FIRST = 'mutation ($input: FirstMonthOfferInput!) { updateFirstMonthOffer(input: $input) { offerId value maxDiscount active title } }';
const OFFERS = '{ offers(first: 50) { totalCount edges { node { kind code uses discountGiven } } } }';
const DAY = 86_400_000;
const SPEC_WORDS = { title: 'LIMITED TIME OFFER!', description: 'Get 20% OFF on your first month order!', badge: '20% OFF your first month' };
const FIRST_MONTH = { percent: 20, maxDiscount: 2000, active: true, ...SPEC_WORDS };

describe.each(dbKinds)('offers and coupons on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let codes = 0;
  const code = (prefix: string) => `${prefix}${kind.toUpperCase()}${codes++}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    // Each test starts from the seeded first-month offer.
    const reset = await t.gql(UPDATE_FIRST, { input: FIRST_MONTH }, { token: admin.token });
    expect(reset.errors).toBeUndefined();
  });

  const balance = async (userId: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).creditPaise;
  const post = (path: string, form: Record<string, string>) =>
    t.app.fetch(`http://localhost${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

  /** Pays (or fails) the order through the local test checkout, following its redirect to the callback. */
  async function checkout(orderId: string, outcome: 'pay' | 'fail') {
    const pressed = await post('/payments/test-checkout', { order_id: orderId, outcome });
    const next = pressed.headers.get('location')!;
    if (outcome === 'pay') expect((await t.app.fetch(new URL(next, 'http://localhost').toString(), { redirect: 'manual' })).headers.get('location')).toBe('/account?topup=paid');
  }

  async function coupon(input: Record<string, unknown>) {
    const created = await t.gql(CREATE, { input: { discountType: 'percent', value: 10, ...input } }, { token: admin.token });
    expect(created.errors).toBeUndefined();
    return created.data.createCoupon;
  }

  it("the site's offer is the seeded first-month offer in the spec's words, and disappears when an admin turns it off", async () => {
    const visitor = await t.gql(ACTIVE);
    expect(visitor.data.activeOffer).toEqual({ ...SPEC_WORDS, percent: 20 });
    const rest = await t.rest('GET', '/offers/active');
    expect(rest).toMatchObject({ status: 200, body: { offer: { ...SPEC_WORDS, percent: 20 } } });

    const off = await t.gql(UPDATE_FIRST, { input: { ...FIRST_MONTH, active: false } }, { token: admin.token });
    expect(off.data.updateFirstMonthOffer).toMatchObject({ active: false });
    expect((await t.gql(ACTIVE)).data.activeOffer).toBeNull();
    expect((await t.rest('GET', '/offers/active')).body).toEqual({ offer: null });
    // Nor does a payment get it then.
    const customer = await createUserAndLogin(t);
    expect((await t.gql(QUOTE, { input: { amount: 5000 } }, { token: customer.token })).data.topUpQuote).toEqual({
      credit: 5000,
      discount: 0,
      price: 5000,
      discountName: null,
      couponApplied: false,
    });
    // The change is in the audit log.
    expect(await t.prisma.auditEntry.count({ where: { action: 'offer.update', subject: 'First-month offer' } })).toBeGreaterThan(0);
  });

  it('a new customer pays ₹4,000 for ₹5,000 of credit; the payment records the discount and credits the whole amount once', async () => {
    const customer = await createUserAndLogin(t);
    const quote = await t.gql(QUOTE, { input: { amount: 5000 } }, { token: customer.token });
    expect(quote.data.topUpQuote).toEqual({ credit: 5000, discount: 1000, price: 4000, discountName: 'First-month offer', couponApplied: false });

    const started = await t.gql(START, { input: { amount: 5000 } }, { token: customer.token });
    expect(started.data.startTopUp).toMatchObject({ amount: 4000, credit: 5000, discount: 1000 });
    const { orderId, checkoutUrl } = started.data.startTopUp;
    const page = await (await t.app.fetch(`http://localhost${checkoutUrl}`)).text();
    expect(page).toContain('Pay ₹4,000.00');
    expect(page).toContain('₹5,000.00 of FreshMeals credit (₹1,000.00 off)');

    await checkout(orderId, 'pay');
    expect(await balance(customer.id)).toBe(500_000);
    const payment = await t.prisma.payment.findUniqueOrThrow({ where: { orderId } });
    expect(payment).toMatchObject({ status: 'paid', amountPaise: 400_000, creditPaise: 500_000, discountPaise: 100_000 });
    const credit = await t.prisma.creditTransaction.findUniqueOrThrow({ where: { id: payment.creditTransactionId! } });
    expect(credit).toMatchObject({ amountPaise: 500_000, note: `Online payment ${payment.paymentId}, ₹1,000 off, first-month offer` });
    await t.settled();
    const receipt = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: customer.email, tag: 'credit-receipt' } });
    expect(receipt.text).toContain('₹4,000.00 paid, ₹1,000 off, first-month offer');
    // The customer's own payment shows it too.
    const mine = await t.gql('query ($id: ID!) { node(id: $id) { ... on Payment { amount credit discount discountName } } }', { id: Buffer.from(`Payment:${payment.id}`).toString('base64') }, { token: customer.token });
    expect(mine.data.node).toEqual({ amount: 4000, credit: 5000, discount: 1000, discountName: '₹1,000 off, first-month offer' });
  });

  it('the first-month offer stops at its allowance in all, and 30 days after the first paid top-up', async () => {
    const customer = await createUserAndLogin(t);
    const pay = async (amount: number) => {
      const started = (await t.gql(START, { input: { amount } }, { token: customer.token })).data.startTopUp;
      await checkout(started.orderId, 'pay');
      return started;
    };
    expect(await pay(5000)).toMatchObject({ amount: 4000, discount: 1000 });
    // ₹1,000 of the ₹2,000 allowance is left: 20% of ₹6,000 would be ₹1,200.
    expect(await pay(6000)).toMatchObject({ amount: 5000, discount: 1000 });
    expect(await pay(1000)).toMatchObject({ amount: 1000, discount: 0 });
    expect(await balance(customer.id)).toBe(1_200_000);

    const later = await createUserAndLogin(t);
    const first = (await t.gql(START, { input: { amount: 500 } }, { token: later.token })).data.startTopUp;
    expect(first).toMatchObject({ amount: 400, discount: 100 });
    await checkout(first.orderId, 'pay');
    t.clock.advance(29 * DAY);
    expect((await t.gql(QUOTE, { input: { amount: 1000 } }, { token: later.token })).data.topUpQuote).toMatchObject({ price: 800 });
    t.clock.advance(2 * DAY);
    expect((await t.gql(QUOTE, { input: { amount: 1000 } }, { token: later.token })).data.topUpQuote).toMatchObject({ price: 1000, discount: 0 });
  });

  it('a coupon is refused with its reason, and a payment takes the better of it and the first-month offer', async () => {
    const now = t.clock.now().getTime();
    const regular = await createUserAndLogin(t);
    // A customer past their first month: only coupons apply to them.
    await t.prisma.payment.create({
      data: { userId: regular.id, provider: 'test', orderId: `order_old_${kind}`, amountPaise: 50_000, creditPaise: 50_000, pack: 'custom', status: 'paid', paidAt: new Date(now - 60 * DAY), createdAt: new Date(now - 60 * DAY) },
    });
    const newcomer = await createUserAndLogin(t);
    const refusal = async (user: TestUser, couponCode: string, amount = 1000) => {
      const answer = await t.gql(QUOTE, { input: { amount }, code: couponCode }, { token: user.token });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'couponCode' });
      return answer.errors![0]!.message;
    };

    expect(await refusal(regular, 'NOSUCHCODE')).toBe(OFFER_MESSAGES.couponUnknown);
    const expired = await coupon({ code: code('OLD'), validTo: new Date(now - DAY).toISOString() });
    expect(await refusal(regular, expired.code)).toBe(OFFER_MESSAGES.couponExpired);
    const future = await coupon({ code: code('SOON'), validFrom: new Date(now + DAY).toISOString() });
    expect(await refusal(regular, future.code)).toBe(OFFER_MESSAGES.couponNotYet);
    const minimum = await coupon({ code: code('BIG'), minTopUp: 2000 });
    expect(await refusal(regular, minimum.code)).toBe('This coupon needs a top-up of at least ₹2,000');
    const welcome = await coupon({ code: code('WELCOME'), newCustomersOnly: true, value: 50 });
    expect(await refusal(regular, welcome.code)).toBe(OFFER_MESSAGES.couponNewOnly);
    const off = await coupon({ code: code('OFF'), active: false });
    expect(await refusal(regular, off.code)).toBe(OFFER_MESSAGES.couponUnknown);

    // Codes are case-blind. For the regular customer the coupon is the only discount.
    const flat = await coupon({ code: code('FLAT'), discountType: 'flat', value: 150 });
    expect((await t.gql(QUOTE, { input: { amount: 1000 }, code: flat.code.toLowerCase() }, { token: regular.token })).data.topUpQuote).toEqual({
      credit: 1000,
      discount: 150,
      price: 850,
      discountName: `Coupon ${flat.code}`,
      couponApplied: true,
    });
    // For the newcomer the first-month offer (₹200) beats it, and the coupon is not used.
    expect((await t.gql(QUOTE, { input: { amount: 1000 }, code: flat.code }, { token: newcomer.token })).data.topUpQuote).toMatchObject({
      discount: 200,
      discountName: 'First-month offer',
      couponApplied: false,
    });
    const newcomerPays = (await t.gql(START, { input: { amount: 1000 }, code: flat.code }, { token: newcomer.token })).data.startTopUp;
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { orderId: newcomerPays.orderId } })).toMatchObject({ offerId: expect.any(Number), discountPaise: 20_000 });
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { orderId: newcomerPays.orderId } })).offerId).not.toBe(flat.offerId);
    // A percent coupon is capped per payment by its maximum.
    const capped = await coupon({ code: code('HALF'), value: 50, maxDiscount: 300 });
    expect((await t.gql(QUOTE, { input: { amount: 1000 }, code: capped.code }, { token: regular.token })).data.topUpQuote).toMatchObject({ discount: 300, price: 700 });

    // The coupon is paid with: the note names it; a second use by the same customer is refused.
    const once = await coupon({ code: code('ONCE'), discountType: 'flat', value: 100, usesPerCustomer: 1 });
    const started = (await t.gql(START, { input: { amount: 600 }, code: once.code }, { token: regular.token })).data.startTopUp;
    expect(started).toMatchObject({ amount: 500, credit: 600, discount: 100 });
    await checkout(started.orderId, 'pay');
    const payment = await t.prisma.payment.findUniqueOrThrow({ where: { orderId: started.orderId } });
    const credit = await t.prisma.creditTransaction.findUniqueOrThrow({ where: { id: payment.creditTransactionId! } });
    expect(credit.note).toBe(`Online payment ${payment.paymentId}, ₹100 off, coupon ${once.code}`);
    expect(await refusal(regular, once.code)).toBe(OFFER_MESSAGES.couponUsedByYou);
    const refusedStart = await t.gql(START, { input: { amount: 600 }, code: once.code }, { token: regular.token });
    expect(refusedStart.errors?.[0]?.message).toBe(OFFER_MESSAGES.couponUsedByYou);
    // The REST route answers the same reason with a 400.
    const rest = await t.rest('POST', '/me/topups', { amount: 600, couponCode: once.code }, { token: regular.token });
    expect(rest).toMatchObject({ status: 400, body: { message: OFFER_MESSAGES.couponUsedByYou } });
    expect(await t.prisma.payment.count({ where: { userId: regular.id, offerId: once.offerId } })).toBe(1);
  });

  it('ten customers at once cannot take a coupon past its total uses; a failed order gives its use back', async () => {
    const limited = await coupon({ code: code('THREE'), value: 50, totalUses: 3 });
    const customers = await Promise.all(Array.from({ length: 10 }, () => createUserAndLogin(t)));
    const answers = await Promise.all(customers.map((c) => t.gql(START, { input: { amount: 1000 }, code: limited.code }, { token: c.token })));
    const taken = answers.filter((a) => a.errors === undefined);
    expect(taken).toHaveLength(3);
    for (const a of taken) expect(a.data.startTopUp).toMatchObject({ amount: 500, discount: 500 });
    for (const a of answers.filter((x) => x.errors)) expect(a.errors![0]!.message).toBe(OFFER_MESSAGES.couponUsedUp);
    expect(await t.prisma.payment.count({ where: { offerId: limited.offerId } })).toBe(3);

    // One of the three fails at the checkout: its use is free again, and the next customer gets it.
    await checkout(taken[0]!.data.startTopUp.orderId, 'fail');
    const late = await createUserAndLogin(t);
    expect((await t.gql(START, { input: { amount: 1000 }, code: limited.code }, { token: late.token })).data.startTopUp).toMatchObject({ discount: 500 });
    expect((await t.gql(QUOTE, { input: { amount: 1000 }, code: limited.code }, { token: (await createUserAndLogin(t)).token })).errors?.[0]?.message).toBe(
      OFFER_MESSAGES.couponUsedUp,
    );
    // An order left unpaid past the hour gives its use back too.
    t.clock.advance(61 * 60_000);
    expect((await t.gql(QUOTE, { input: { amount: 1000 }, code: limited.code }, { token: (await createUserAndLogin(t)).token })).data.topUpQuote).toMatchObject({ discount: 500 });
    const listed = (await t.gql(OFFERS, {}, { token: admin.token })).data.offers.edges.map((e: any) => e.node);
    expect(listed[0]).toMatchObject({ kind: 'first_month', code: null });
    expect(listed.find((o: any) => o.code === limited.code)).toMatchObject({ uses: 0, discountGiven: 0 });
  });

  it('admins create and change coupons with the form’s checks; customers and visitors cannot', async () => {
    const customer = await createUserAndLogin(t);
    const input = { code: code('NEW'), discountType: 'percent', value: 10 };
    expect((await t.gql(CREATE, { input }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(CREATE, { input })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(OFFERS, {}, { token: customer.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(QUOTE, { input: { amount: 1000 } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const created = await coupon(input);
    expect(created).toMatchObject({ code: input.code, value: 10, active: true, uses: 0 });
    // The Offer node is the admins' alone, whichever way it is asked for.
    expect((await t.gql('query ($id: ID!) { node(id: $id) { ... on Offer { code } } }', { id: created.id }, { token: customer.token })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const again = await t.gql(CREATE, { input: { ...input, code: input.code.toLowerCase() } }, { token: admin.token });
    expect(again.errors?.[0]).toMatchObject({ message: OFFER_MESSAGES.codeTaken, extensions: { field: 'code' } });
    const bad = async (extra: Record<string, unknown>) => (await t.gql(CREATE, { input: { ...input, code: code('BAD'), ...extra } }, { token: admin.token })).errors?.[0]?.message;
    expect(await bad({ value: 101 })).toBe(OFFER_MESSAGES.percent);
    expect(await bad({ code: 'a b' })).toBe(OFFER_MESSAGES.code);
    expect(await bad({ totalUses: 0 })).toBe(OFFER_MESSAGES.uses);
    expect(await bad({ validFrom: '2026-12-10T00:00:00Z', validTo: '2026-12-01T00:00:00Z' })).toBe(OFFER_MESSAGES.dates);

    const changed = await t.gql('mutation ($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { code value active } }', { id: created.offerId, input: { ...input, value: 15, active: false } }, { token: admin.token });
    expect(changed.data.updateCoupon).toEqual({ code: input.code, value: 15, active: false });
    expect(await t.prisma.auditEntry.count({ where: { action: { in: ['offer.create', 'offer.update'] }, subject: `Coupon ${input.code}` } })).toBe(2);

    // The REST routes: an admin creates and lists; a customer is refused.
    const restCreated = await t.rest('POST', '/admin/coupons', { code: code('REST'), discountType: 'flat', value: 100, totalUses: 5 }, { token: admin.token });
    expect(restCreated).toMatchObject({ status: 200, body: { message: 'Coupon created', offer: { discountType: 'flat', value: 100, totalUses: 5 } } });
    expect((await t.rest('POST', '/admin/coupons', { code: code('REST'), discountType: 'flat', value: 100 }, { token: customer.token })).status).toBe(403);
    const listed = await t.rest('GET', '/admin/offers', undefined, { token: admin.token });
    expect(listed).toMatchObject({ status: 200, body: { page: 1 } });
    expect(listed.body.data[0]).toMatchObject({ kind: 'first_month', value: 20, maxDiscount: 2000 });
    expect((await t.rest('POST', '/admin/coupons', { code: 'x', discountType: 'flat', value: 100 }, { token: admin.token })).body).toEqual({ message: OFFER_MESSAGES.code });
  });

  it('REST: POST /me/topups answers the price, the discount and where to pay; the quote route the same without an order', async () => {
    const customer = await createUserAndLogin(t);
    const quote = await t.rest('GET', '/me/topups/quote?amount=5000', undefined, { token: customer.token });
    expect(quote).toMatchObject({ status: 200, body: { credit: 5000, discount: 1000, price: 4000, discountName: 'First-month offer', couponApplied: false } });
    expect(await t.prisma.payment.count({ where: { userId: customer.id } })).toBe(0);
    const started = await t.rest('POST', '/me/topups', { amount: 5000 }, { token: customer.token });
    expect(started).toMatchObject({ status: 200, body: { price: 4000, credit: 5000, discount: 1000, provider: 'test', checkoutUrl: expect.stringMatching(/^\/pay\//) } });
    expect((await t.rest('POST', '/me/topups', {}, { token: customer.token })).body).toEqual({ message: 'Choose a pack or enter an amount' });
    expect((await t.rest('POST', '/me/topups', { amount: 5000 })).status).toBe(401);
    expect((await t.rest('POST', '/me/topups', { amount: 5000, couponCode: 'NOPE' }, { token: customer.token })).body).toEqual({ message: OFFER_MESSAGES.couponUnknown });
  });
});
