// The audit log through the real gateway on PGlite and PostgreSQL: each admin change to money,
// prices, routines, users, settings and API keys leaves one entry (who, when, what, before, after),
// a refused change leaves none, a customer's own skip is not an admin action, and the log filters by
// category, dates and search. Admin-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

// Monday 23 Nov 2026, 10:00 in India: Thursday's lunch (skipped below) is days away.
const NOW = new Date('2026-11-23T04:30:00Z');
const LOG = `query($category: AuditCategory, $search: String, $from: Date, $to: Date, $first: Int) {
  auditLog(category: $category, search: $search, from: $from, to: $to, first: $first) {
    totalCount edges { node { id entryId at actorName action label category subject before after } } } }`;

describe.each(dbKinds)('audit log on %s', (kind) => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let customer: { id: number; token: string };

  async function makeUser(role: 'admin' | 'customer', name: string, creditPaise = 0) {
    const user = await t.prisma.user.create({
      data: { name, email: `audit.${kind}.${role}.${name.split(' ')[0]!.toLowerCase()}@example.com`, phone: '9876500002', role, emailVerified: true, creditPaise },
    });
    return { id: user.id, token: await t.app.services.tokens.issue({ id: user.id, role }) };
  }
  const ok = async (query: string, variables: Record<string, unknown>, token = admin.token) => {
    const res = await t.gql(query, variables, { token });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data;
  };
  const log = async (variables: Record<string, unknown> = {}) => (await ok(LOG, { first: 50, ...variables })).auditLog;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await makeUser('admin', 'Audit Admin');
    customer = await makeUser('customer', 'Asha Iyer', 10_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records each admin change with who, what, before and after; a refused change records nothing', async () => {
    const subject = `Asha Iyer (user #${customer.id})`;
    await ok('mutation($i: AddCreditInput!) { addCredit(input: $i) { userId } }', { i: { userId: customer.id, amount: 500, paymentMethod: 'online', note: 'Top-up' } });
    const debit = await t.gql('mutation($i: DebitCreditInput!) { debitCredit(input: $i) { userId } }', { i: { userId: customer.id, amount: 5000, reason: 'correction' } }, { token: admin.token });
    expect(debit.errors?.[0]?.message).toBe('Insufficient credit');
    await ok('mutation($i: DebitCreditInput!) { debitCredit(input: $i) { userId } }', { i: { userId: customer.id, amount: 100, reason: 'refund', note: 'Paid back' } });
    const credit = await t.prisma.creditTransaction.findFirstOrThrow({ where: { userId: customer.id, type: 'credit' } });
    await ok('mutation($id: ID!) { reverseTransaction(id: $id) { user { userId } } }', { id: String(credit.id) });
    await ok('mutation($k: String!, $a: Float!) { setPrice(key: $k, amount: $a) { key } }', { k: 'veg', a: 149 });
    await ok('mutation($u: Int!, $s: [RoutineSlotInput!]!) { setRoutine(userId: $u, slots: $s) { userId } }', {
      u: customer.id,
      s: [{ weekday: 'thursday', meal: 'lunch', hour: 13, type: 'veg' }],
    });
    await ok('mutation($u: Int, $d: Date!) { skipMeal(userId: $u, date: $d, meal: lunch) { skipId } }', { u: customer.id, d: '2026-11-26' });
    await ok('mutation($u: Int, $d: Date!) { unskipMeal(userId: $u, date: $d, meal: lunch) { userId } }', { u: customer.id, d: '2026-11-26' });
    // The customer's own skip is theirs, not an admin's action.
    await ok('mutation($d: Date!) { skipMeal(date: $d, meal: lunch) { skipId } }', { d: '2026-11-26' }, customer.token);
    const created = await ok('mutation($i: RegisterUserInput!) { registerUser(input: $i) { userId } }', {
      i: { name: 'Bala Murugan', email: `audit.${kind}.bala@example.com`, phone: '9876500003' },
    });
    await ok('mutation($u: Int!) { setUserDisabled(userId: $u, disabled: true) { userId } }', { u: created.registerUser.userId });
    await ok('mutation { updateSettings(input: { routineCutoffHours: 6 }) { routineCutoffHours } }', {});
    const key = await ok('mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { apiKey { apiKeyId prefix } } }', { i: { name: 'Reports', role: 'readonly' } });
    await ok('mutation($id: Int!) { revokeApiKey(apiKeyId: $id) { apiKeyId } }', { id: key.createApiKey.apiKey.apiKeyId });

    const entries = (await log()).edges.map((e: { node: Record<string, unknown> }) => e.node);
    const bala = `Bala Murugan (user #${created.registerUser.userId})`;
    const reports = `Reports (${key.createApiKey.apiKey.prefix})`;
    expect(entries.map((e: Record<string, unknown>) => [e.action, e.subject, e.before, e.after]).reverse()).toEqual([
      ['credit.add', subject, { balance: 100 }, { balance: 600, amount: 500, paymentMethod: 'online', note: 'Top-up' }],
      ['credit.debit', subject, { balance: 600 }, { balance: 500, amount: 100, reason: 'refund', note: 'Paid back' }],
      ['credit.reverse', subject, { balance: 500 }, { balance: 0, transactionId: credit.id, reversalId: expect.any(Number) }],
      ['price.set', 'Veg meal', { amount: 139 }, { amount: 149 }],
      ['routine.set', subject, {}, { thursday: { lunch: { time: 13, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 } } }],
      ['meal.skip', subject, null, { date: '2026-11-26', meal: 'lunch' }],
      ['meal.unskip', subject, null, { date: '2026-11-26', meal: 'lunch' }],
      ['user.create', bala, null, { name: 'Bala Murugan', email: `audit.${kind}.bala@example.com`, phone: '9876500003', role: 'customer' }],
      ['user.disable', bala, { disabled: false }, { disabled: true }],
      ['settings.update', 'Routine change cut-off', { routineCutoffHours: 12 }, { routineCutoffHours: 6 }],
      ['api-key.create', reports, null, { role: 'readonly', expiresOn: null }],
      ['api-key.revoke', reports, null, null],
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ actorName: 'Audit Admin', at: expect.stringMatching(/^2026-11-23T04:3/) });
    expect(entries[0]).toMatchObject({ label: 'Revoked an API key', category: 'api_keys' });
    expect(entries.at(-1)).toMatchObject({ label: 'Added credit', category: 'money' });
  });

  it('records each charge of a meal and each Deduct all click', async () => {
    await ok('mutation($i: AddCreditInput!) { addCredit(input: $i) { userId } }', { i: { userId: customer.id, amount: 1000, paymentMethod: 'offline' } });
    await ok('mutation($u: Int!, $s: [RoutineSlotInput!]!) { setRoutine(userId: $u, slots: $s) { userId } }', {
      u: customer.id,
      s: [{ weekday: 'thursday', meal: 'lunch', hour: 13, type: 'veg' }, { weekday: 'monday', meal: 'dinner', hour: 21, type: 'veg' }],
    });
    await ok('mutation { deductAll(meal: dinner) { charged } }', {});
    const [all, one] = (await log({ category: 'money', first: 2 })).edges.map((e: { node: Record<string, unknown> }) => e.node);
    expect(all).toMatchObject({ action: 'credit.deduct-all', subject: 'Dinner on 23 Nov 2026', after: { charged: 1, amount: 149, alreadyDeducted: 0, failed: 0 } });
    expect(one).toMatchObject({ action: 'credit.deduct', subject: `Asha Iyer (user #${customer.id})`, before: { balance: 1000 }, after: { balance: 851, amount: 149, date: '2026-11-23', meal: 'dinner' } });
  });

  it('filters by category, search and dates, newest first', async () => {
    const prices = await log({ category: 'prices' });
    expect(prices.totalCount).toBe(1);
    expect((await log({ category: 'api_keys' })).totalCount).toBe(2);
    expect((await log({ search: 'bala' })).edges.map((e: { node: { action: string } }) => e.node.action)).toEqual(['user.disable', 'user.create']);
    expect((await log({ search: 'AUDIT ADMIN' })).totalCount).toBe((await log()).totalCount);
    expect((await log({ from: '2026-11-23', to: '2026-11-23' })).totalCount).toBe((await log()).totalCount);
    expect((await log({ from: '2026-11-24' })).totalCount).toBe(0);
    expect((await log({ to: '2026-11-22' })).totalCount).toBe(0);
    const page = await log({ first: 3 });
    expect(page.edges).toHaveLength(3);
    const times = page.edges.map((e: { node: { at: string; entryId: number } }) => e.node.entryId);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is admin-only: visitor 401, customer 403, node(id) included', async () => {
    const [first] = (await log({ first: 1 })).edges;
    for (const [token, code] of [[null, 'UNAUTHENTICATED'], [customer.token, 'FORBIDDEN']] as const) {
      const res = await t.gql(LOG, {}, { token });
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      const node = await t.gql('query($id: ID!) { node(id: $id) { ... on AuditEntry { subject } } }', { id: first.node.id }, { token });
      expect(node.data?.node ?? null).toBeNull();
      expect(node.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await ok('query($id: ID!) { node(id: $id) { ... on AuditEntry { entryId } } }', { id: first.node.id })).node.entryId).toBe(first.node.entryId);
  });
});
