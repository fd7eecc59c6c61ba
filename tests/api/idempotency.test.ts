// Idempotency keys on the calls that move money or create something (gateway/use-idempotency.ts),
// on PGlite and real PostgreSQL: the REST Idempotency-Key header and the GraphQL idempotencyKey
// field. The same key and request answer the first answer and apply once, also when ten arrive at
// once; the same key with another request is refused and changes nothing; keys belong to their
// caller (an admin, a customer, an API key; visitors per mutation); a refusal releases its key, also
// for duplicates waiting on it; a key still being processed answers 409 after the wait; keys older
// than 24 hours are taken over and removed by housekeeping. "Now" is Wednesday 25 November 2026, 09:00 in Asia/Kolkata.
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../gateway/housekeeping.ts';
import { routeContract } from '../../gateway/rest/facade.ts';
import { restRoutes } from '../../gateway/rest/routes/index.ts';
import { requestHash } from '../../gateway/use-idempotency.ts';
import { IDEMPOTENCY_MESSAGES } from '../../schema/idempotency.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const NOW = new Date('2026-11-25T09:00:00+05:30');
const HOUR = 60 * 60 * 1000;

const ADD = `mutation($input: AddCreditInput!) { addCredit(input: $input) { userId credit } }`;
const DEBIT = `mutation($input: DebitCreditInput!) { debitCredit(input: $input) { userId credit } }`;
const TOP_UP = `mutation($input: StartTopUpInput!, $key: String) { startTopUp(input: $input, idempotencyKey: $key) { orderId amount } }`;
const CONTACT = `mutation($input: CreateContactEnquiryInput!) { createContactEnquiry(input: $input) { message } }`;
const DEDUCT_ALL = `mutation($meal: MealOfDay!, $key: String) { deductAll(meal: $meal, idempotencyKey: $key) { charged chargedUserIds chargedTotal alreadyDeducted } }`;

let seq = 0;
const contactBody = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: `idem.contact.${++seq}@example.com`,
  phone: '9876543210',
  message: 'Please call me about the weekly plans.',
  ...over,
});

describe.each(dbKinds)('idempotency keys on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;

  /** A REST call with an Idempotency-Key header (none when key is undefined). */
  async function rest(method: string, path: string, body: unknown, opts: { token?: string; key?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${seq % 250}.${++seq % 250}` };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.key !== undefined) headers['idempotency-key'] = opts.key;
    const response = await t.app.fetch(`http://localhost/server/api/v1${path}`, { method, headers, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as any };
  }

  const creditOf = async (id: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id } })).creditPaise;
  const entriesOf = (userId: number) => t.prisma.creditTransaction.count({ where: { userId } });

  beforeAll(async () => {
    // Long enough for ten refused duplicates to run one after another (each waiter runs once the one
    // before released the key), short enough for the 409 test.
    t = await createTestApp(kind, { now: NOW, env: { IDEMPOTENCY_WAIT_MS: '3000' } });
    admin = await createUserAndLogin(t, { role: 'admin' });
    otherAdmin = await createUserAndLogin(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('REST: the same key and body answer the first answer and add the credit once; another body is refused with 422', async () => {
    const u = await createUserAndLogin(t);
    const key = randomUUID();
    const body = { id: u.id, credit: 250, paymentMethod: 'offline', note: 'cash' };
    const first = await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key });
    expect(first).toMatchObject({ status: 200, body: { message: 'Credits added successfully', user: { id: u.id, credit: 250 } } });
    const again = await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key });
    expect(again).toEqual(first);
    expect(await creditOf(u.id)).toBe(25_000);
    expect(await entriesOf(u.id)).toBe(1);

    const other = await rest('PATCH', '/admin/users/credit', { ...body, credit: 900 }, { token: admin.token, key });
    expect(other).toEqual({ status: 422, body: { message: IDEMPOTENCY_MESSAGES.reused } });
    expect(await creditOf(u.id)).toBe(25_000);
    expect(await entriesOf(u.id)).toBe(1);

    // Without a key every request is its own.
    expect((await rest('PATCH', '/admin/users/credit', body, { token: admin.token })).status).toBe(200);
    expect(await creditOf(u.id)).toBe(50_000);
  });

  it('REST: a malformed Idempotency-Key is a 400 that changes nothing', async () => {
    const u = await createUserAndLogin(t);
    const body = { id: u.id, credit: 100, paymentMethod: 'offline' };
    for (const key of ['has space', 'x'.repeat(256), 'naïve']) {
      const res = await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key });
      expect(res).toEqual({ status: 400, body: { message: IDEMPOTENCY_MESSAGES.header } });
    }
    expect(await creditOf(u.id)).toBe(0);
    expect(await t.prisma.idempotencyKey.count({ where: { scope: `user:${admin.id}:admin`, key: 'has space' } })).toBe(0);
    // 255 visible characters are a key.
    expect((await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key: '~'.repeat(255) })).status).toBe(200);
  });

  it('GraphQL: idempotencyKey in the input replays the answer; another input with it is IDEMPOTENCY_KEY_REUSED and changes nothing', async () => {
    const u = await createUserAndLogin(t);
    const key = randomUUID();
    const input = { userId: u.id, amount: 120.5, paymentMethod: 'online', idempotencyKey: key };
    const first = await t.gql(ADD, { input }, { token: admin.token });
    expect(first.errors).toBeUndefined();
    // The same change written as another document is another request.
    const literal = await t.gql(
      `mutation { addCredit(input: { userId: ${u.id}, amount: 120.5, paymentMethod: online, idempotencyKey: "${key}" }) { userId credit } }`,
      {},
      { token: admin.token },
    );
    expect(literal.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const again = await t.gql(ADD, { input: { paymentMethod: 'online', amount: 120.5, idempotencyKey: key, userId: u.id } }, { token: admin.token });
    expect(again.data).toEqual(first.data);
    expect(again.errors).toBeUndefined();
    expect(await creditOf(u.id)).toBe(12_050);

    const reused = await t.gql(ADD, { input: { ...input, amount: 1 } }, { token: admin.token });
    expect(reused.errors?.[0]).toMatchObject({ message: IDEMPOTENCY_MESSAGES.reused, extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(reused.data).toBeNull();
    // Another mutation under the same key is another request too.
    const debit = await t.gql(DEBIT, { input: { userId: u.id, amount: 1, reason: 'refund', idempotencyKey: key } }, { token: admin.token });
    expect(debit.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await creditOf(u.id)).toBe(12_050);
    expect(await entriesOf(u.id)).toBe(1);

    const bad = await t.gql(ADD, { input: { ...input, idempotencyKey: '' } }, { token: admin.token });
    expect(bad.errors?.[0]).toMatchObject({ message: IDEMPOTENCY_MESSAGES.format, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await creditOf(u.id)).toBe(12_050);
  });

  it('ten concurrent duplicates of an Add credit apply once and all get the same answer (REST and GraphQL)', async () => {
    const u = await createUserAndLogin(t);
    const key = randomUUID();
    const body = { id: u.id, credit: 75, paymentMethod: 'exempted' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => rest('PATCH', '/admin/users/credit', body, { token: admin.token, key })));
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { message: 'Credits added successfully', user: expect.objectContaining({ id: u.id, credit: 75 }) } });
    expect(await creditOf(u.id)).toBe(7_500);
    expect(await entriesOf(u.id)).toBe(1);

    const gqlKey = randomUUID();
    const input = { userId: u.id, amount: 10, paymentMethod: 'offline', idempotencyKey: gqlKey };
    const results = await Promise.all(Array.from({ length: 10 }, () => t.gql(ADD, { input }, { token: admin.token })));
    for (const result of results) expect(result).toMatchObject({ status: 200, data: { addCredit: { userId: u.id, credit: 85 } } });
    expect(await creditOf(u.id)).toBe(8_500);
    expect(await entriesOf(u.id)).toBe(2);
  });

  it('ten concurrent duplicates of a top-up make one order; another customer with the same key gets their own', async () => {
    const customer = await createUserAndLogin(t);
    const stranger = await createUserAndLogin(t);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => t.gql(TOP_UP, { input: { amount: 600 }, key }, { token: customer.token })));
    const orderIds = new Set(results.map((r) => r.data?.startTopUp?.orderId));
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    expect(orderIds.size).toBe(1);
    expect(await t.prisma.payment.count({ where: { userId: customer.id } })).toBe(1);

    // The stranger's key space is their own: the same key and body make the stranger's order, and
    // never answer the customer's.
    const theirs = await t.gql(TOP_UP, { input: { amount: 600 }, key }, { token: stranger.token });
    expect(theirs.errors).toBeUndefined();
    expect(orderIds.has(theirs.data.startTopUp.orderId)).toBe(false);
    expect(await t.prisma.payment.count({ where: { userId: stranger.id } })).toBe(1);
    const payment = await t.prisma.payment.findUniqueOrThrow({ where: { orderId: theirs.data.startTopUp.orderId } });
    expect(payment.userId).toBe(stranger.id);

    // Another pack under the customer's key is refused, and makes no order.
    const other = await t.gql(TOP_UP, { input: { amount: 700 }, key }, { token: customer.token });
    expect(other.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await t.prisma.payment.count({ where: { userId: customer.id } })).toBe(1);
  });

  it("an admin's key is theirs: another admin with the same key and body makes their own change", async () => {
    const u = await createUserAndLogin(t);
    const key = randomUUID();
    const body = { id: u.id, credit: 10, paymentMethod: 'offline' };
    expect((await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key })).status).toBe(200);
    expect((await rest('PATCH', '/admin/users/credit', body, { token: otherAdmin.token, key })).status).toBe(200);
    expect(await creditOf(u.id)).toBe(2_000);
    const rows = await t.prisma.creditTransaction.findMany({ where: { userId: u.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.createdById)).toEqual([admin.id, otherAdmin.id]);
  });

  it("a refused request stores nothing: a customer's try with an admin's key neither replays nor blocks it", async () => {
    const customer = await createUserAndLogin(t);
    const u = await createUserAndLogin(t, { creditPaise: 5_000 });
    const key = randomUUID();
    const body = { id: u.id, amount: 80, reason: 'refund' };
    // Too little credit: refused, nothing changed, the key is free again.
    const refused = await rest('PATCH', '/admin/users/debit', body, { token: admin.token, key });
    expect(refused).toEqual({ status: 400, body: { message: 'Insufficient credit' } });
    expect(await t.prisma.idempotencyKey.count({ where: { key } })).toBe(0);
    // A customer may not debit, with or without someone's key.
    expect((await rest('PATCH', '/admin/users/debit', body, { token: customer.token, key })).status).toBe(403);
    expect(await t.prisma.idempotencyKey.count({ where: { key } })).toBe(0);
    // Once the balance allows it, the same key runs the debit, once.
    await t.prisma.user.update({ where: { id: u.id }, data: { creditPaise: 10_000 } });
    const done = await rest('PATCH', '/admin/users/debit', body, { token: admin.token, key });
    expect(done).toMatchObject({ status: 200, body: { user: { credit: 20 } } });
    expect(await rest('PATCH', '/admin/users/debit', body, { token: admin.token, key })).toEqual(done);
    expect(await creditOf(u.id)).toBe(2_000);
  });

  it("an API key's keys are its own, apart from its maker's; a read-only key is refused before any key is claimed", async () => {
    const made = async (role: 'admin' | 'readonly') => {
      const res = await t.gql(
        `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { apiKeyId } } }`,
        { input: { name: `Idempotency ${role} ${++seq}`, role, expiresOn: null } },
        { token: admin.token },
      );
      expect(res.errors).toBeUndefined();
      return res.data.createApiKey as { key: string; apiKey: { apiKeyId: number } };
    };
    const full = await made('admin');
    const readOnly = await made('readonly');
    const u = await createUserAndLogin(t);
    const key = randomUUID();
    const body = { id: u.id, credit: 15, paymentMethod: 'offline' };
    const byKey = await rest('PATCH', '/admin/users/credit', body, { token: full.key, key });
    expect(byKey.status).toBe(200);
    expect(await rest('PATCH', '/admin/users/credit', body, { token: full.key, key })).toEqual(byKey);
    expect(await creditOf(u.id)).toBe(1_500);
    // The admin who made the key has a key space of their own.
    expect((await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key })).status).toBe(200);
    expect(await creditOf(u.id)).toBe(3_000);
    expect(await t.prisma.idempotencyKey.findMany({ where: { key }, select: { scope: true }, orderBy: { id: 'asc' } })).toEqual([
      { scope: `apikey:${full.apiKey.apiKeyId}` },
      { scope: `user:${admin.id}:admin` },
    ]);
    const refused = await rest('PATCH', '/admin/users/credit', body, { token: readOnly.key, key: randomUUID() });
    expect(refused.status).toBe(403);
    expect(await creditOf(u.id)).toBe(3_000);
    expect(await t.prisma.idempotencyKey.count({ where: { scope: `apikey:${readOnly.apiKey.apiKeyId}` } })).toBe(0);
  });

  it('ten concurrent duplicates of a refused debit all get the refusal, and the key stays free', async () => {
    const u = await createUserAndLogin(t, { creditPaise: 1_000 });
    const key = randomUUID();
    const body = { id: u.id, amount: 50, reason: 'refund' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => rest('PATCH', '/admin/users/debit', body, { token: admin.token, key })));
    for (const answer of answers) expect(answer).toEqual({ status: 400, body: { message: 'Insufficient credit' } });
    expect(await creditOf(u.id)).toBe(1_000);
    expect(await entriesOf(u.id)).toBe(0);
    expect(await t.prisma.idempotencyKey.count({ where: { key } })).toBe(0);
  });

  it('visitors: the same key and contact message are recorded once; another message under it is refused', async () => {
    const key = randomUUID();
    const body = contactBody();
    const first = await rest('POST', '/contact-us', body, { key });
    expect(first.status).toBe(200);
    expect(await rest('POST', '/contact-us', body, { key })).toEqual(first);
    const graphql = await t.gql(CONTACT, { input: { ...body, idempotencyKey: key } });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await t.prisma.contactEnquiry.count({ where: { email: body.email } })).toBe(1);
    expect(await rest('POST', '/contact-us', { ...body, message: 'Another message entirely, please.' }, { key })).toEqual({
      status: 422,
      body: { message: IDEMPOTENCY_MESSAGES.reused },
    });
    expect(await t.prisma.contactEnquiry.count({ where: { email: body.email } })).toBe(1);

    // A signed-in customer's key is theirs, not the visitors'.
    const customer = await createUserAndLogin(t);
    expect((await rest('POST', '/contact-us', body, { key, token: customer.token })).status).toBe(200);
    expect(await t.prisma.contactEnquiry.count({ where: { email: body.email } })).toBe(2);
  });

  it('order enquiries, new users and reversals answer their first answer again instead of their second-time refusal', async () => {
    const quote = {
      name: 'Ravi Kumar',
      email: `idem.quote.${kind}@example.com`,
      phone: '9123456780',
      mealType: 'vegPlan',
      mealDetails: ['lunch'],
      duration: 14,
      addons: [],
    };
    const enquiryKey = randomUUID();
    const enquiry = await rest('POST', '/enquiry', quote, { key: enquiryKey });
    expect(enquiry).toMatchObject({ status: 200, body: { data: { alreadyExists: false } } });
    expect(await rest('POST', '/enquiry', quote, { key: enquiryKey })).toEqual(enquiry);
    expect(await t.prisma.enquiry.count({ where: { email: quote.email } })).toBe(1);

    const newUser = { name: 'Meera Iyer', email: `idem.user.${kind}@example.com`, phone: '9988776655' };
    const userKey = randomUUID();
    const created = await rest('POST', '/admin/register', newUser, { token: admin.token, key: userKey });
    expect(created.status).toBe(200);
    expect(await rest('POST', '/admin/register', newUser, { token: admin.token, key: userKey })).toEqual(created);
    expect((await rest('POST', '/admin/register', newUser, { token: admin.token })).status).toBe(409);
    expect(await t.prisma.user.count({ where: { email: newUser.email } })).toBe(1);

    const u = await createUserAndLogin(t);
    await rest('PATCH', '/admin/users/credit', { id: u.id, credit: 40, paymentMethod: 'offline' }, { token: admin.token });
    const entry = await t.prisma.creditTransaction.findFirstOrThrow({ where: { userId: u.id } });
    const reverseKey = randomUUID();
    const reversed = await rest('POST', `/admin/users/transactions/${entry.id}/reverse`, {}, { token: admin.token, key: reverseKey });
    expect(reversed).toMatchObject({ status: 200, body: { message: 'Transaction reversed', user: { credit: 0 } } });
    expect(await rest('POST', `/admin/users/transactions/${entry.id}/reverse`, {}, { token: admin.token, key: reverseKey })).toEqual(reversed);
    expect(await entriesOf(u.id)).toBe(2);
  });

  it('deductions: Deduct credits and Deduct all under a key replay their answer', async () => {
    const u = await createUserAndLogin(t, { creditPaise: 100_000 });
    await t.prisma.routineSlot.createMany({
      data: [
        { userId: u.id, weekday: 'wednesday', meal: 'lunch', hour: 13, type: 'veg' },
        { userId: u.id, weekday: 'wednesday', meal: 'dinner', hour: 20, type: 'veg' },
      ],
    });
    const key = randomUUID();
    const deducted = await rest('POST', '/admin/deduct-credits', { userId: u.id, mealType: 'lunch' }, { token: admin.token, key });
    expect(deducted).toMatchObject({ status: 200, body: { success: true, balance: 861 } });
    expect(await rest('POST', '/admin/deduct-credits', { userId: u.id, mealType: 'lunch' }, { token: admin.token, key })).toEqual(deducted);
    expect((await rest('POST', '/admin/deduct-credits', { userId: u.id, mealType: 'lunch' }, { token: admin.token })).status).toBe(409);

    const allKey = randomUUID();
    const all = await t.gql(DEDUCT_ALL, { meal: 'dinner', key: allKey }, { token: admin.token });
    expect(all.errors).toBeUndefined();
    expect(all.data.deductAll).toMatchObject({ charged: 1, chargedUserIds: [u.id], alreadyDeducted: 0 });
    const again = await t.gql(DEDUCT_ALL, { meal: 'dinner', key: allKey }, { token: admin.token });
    expect(again.data).toEqual(all.data);
    expect(await creditOf(u.id)).toBe(100_000 - 2 * 13_900);
    expect(await t.prisma.deduction.count({ where: { userId: u.id } })).toBe(2);
  });

  it('a key whose first request is still being processed answers 409 after the wait, then the stored answer', async () => {
    const u = await createUserAndLogin(t);
    const key = randomUUID();
    const route = restRoutes.find((r) => r.method === 'PATCH' && r.path === '/admin/users/credit')!;
    const variables = { input: { userId: u.id, amount: 30, paymentMethod: 'offline', note: null } };
    const hash = requestHash(parse(routeContract(route).shape.document), undefined, variables);
    const row = await t.prisma.idempotencyKey.create({ data: { scope: `user:${admin.id}:admin`, key, requestHash: hash, createdAt: t.clock.now() } });
    const body = { id: u.id, credit: 30, paymentMethod: 'offline' };
    const waited = await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key });
    expect(waited).toEqual({ status: 409, body: { message: IDEMPOTENCY_MESSAGES.inProgress } });
    expect(await creditOf(u.id)).toBe(0);
    // The same over GraphQL, with its own document.
    const gqlKey = randomUUID();
    const input = { userId: u.id, amount: 30, paymentMethod: 'offline' };
    await t.prisma.idempotencyKey.create({
      data: { scope: `user:${admin.id}:admin`, key: gqlKey, requestHash: requestHash(parse(ADD), undefined, { input }), createdAt: t.clock.now() },
    });
    const busy = await t.gql(ADD, { input: { ...input, idempotencyKey: gqlKey } }, { token: admin.token });
    expect(busy.errors?.[0]).toMatchObject({ message: IDEMPOTENCY_MESSAGES.inProgress, extensions: { code: 'IDEMPOTENCY_KEY_IN_PROGRESS' } });

    // Once the first stores its answer, a repeat gets it and nothing runs again. (The answer here is
    // that of the same request made under another key.)
    const elsewhere = await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key: randomUUID() });
    expect(elsewhere.status).toBe(200);
    const stored = await t.prisma.idempotencyKey.findFirstOrThrow({ where: { scope: `user:${admin.id}:admin`, requestHash: hash, NOT: { id: row.id } } });
    await t.prisma.idempotencyKey.update({ where: { id: row.id }, data: { answer: stored.answer ?? undefined, completedAt: t.clock.now() } });
    expect(await rest('PATCH', '/admin/users/credit', body, { token: admin.token, key })).toEqual(elsewhere);
    expect(await creditOf(u.id)).toBe(3_000);
  });

  it('keys older than 24 hours are taken over by a new request and removed by housekeeping', async () => {
    const u = await createUserAndLogin(t);
    const key = randomUUID();
    const scope = `user:${admin.id}:admin`;
    const old = new Date(t.clock.now().getTime() - 25 * HOUR);
    await t.prisma.idempotencyKey.create({ data: { scope, key, requestHash: 'another request', answer: { data: null }, createdAt: old, completedAt: old } });
    const res = await rest('PATCH', '/admin/users/credit', { id: u.id, credit: 5, paymentMethod: 'offline' }, { token: admin.token, key });
    expect(res.status).toBe(200);
    expect(await creditOf(u.id)).toBe(500);

    const stale = randomUUID();
    await t.prisma.idempotencyKey.create({ data: { scope, key: stale, requestHash: 'x', answer: { data: null }, createdAt: old, completedAt: old } });
    const fresh = new Date(t.clock.now().getTime() - 23 * HOUR);
    const kept = randomUUID();
    await t.prisma.idempotencyKey.create({ data: { scope, key: kept, requestHash: 'x', answer: { data: null }, createdAt: fresh, completedAt: fresh } });
    const deleted = await runHousekeeping(t.prisma, t.clock.now(), { analyticsRetentionDays: 395 });
    expect(deleted.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await t.prisma.idempotencyKey.count({ where: { key: stale } })).toBe(0);
    expect(await t.prisma.idempotencyKey.count({ where: { key: kept } })).toBe(1);
    expect(await t.prisma.idempotencyKey.count({ where: { key } })).toBe(1);
  });

  it('the OpenAPI document names the header, 409 and 422 on the routes that take it, and only there', async () => {
    const doc = (await (await t.app.fetch('http://localhost/server/api/v1/openapi.json')).json()) as any;
    const credit = doc.paths['/admin/users/credit'].patch;
    expect(credit.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
    expect(Object.keys(credit.responses)).toEqual(expect.arrayContaining(['409', '422']));
    for (const [path, method] of [
      ['/admin/users/debit', 'patch'],
      ['/admin/users/transactions/{id}/reverse', 'post'],
      ['/admin/deduct-credits', 'post'],
      ['/admin/deduct-all', 'post'],
      ['/admin/register', 'post'],
      ['/enquiry', 'post'],
      ['/contact-us', 'post'],
    ] as const) {
      expect(doc.paths[path][method].parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
    }
    expect(doc.paths['/admin/users'].get.parameters.map((p: { name: string }) => p.name)).not.toContain('Idempotency-Key');
  });
});
