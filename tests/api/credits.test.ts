// Credits and transactions end to end (GraphQL and REST) on PGlite and real PostgreSQL: the Add
// credit rules and messages, exact paise, one database transaction for balance and row, the
// transactions list and its filters, debits with a reason and reversals (never below zero, once per
// entry), the running balance and who made each entry, concurrency, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { cursorForPage } from '@freshmeals/rules/pagination';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const ADD = `mutation($input: AddCreditInput!) { addCredit(input: $input) { userId credit } }`;
const DEBIT = `mutation($input: DebitCreditInput!) { debitCredit(input: $input) { userId credit } }`;
const REVERSE = `mutation($id: ID!) { reverseTransaction(id: $id) {
  reversal { transactionId type amount paymentMethod note reversesTransactionId createdByName balanceAfter } user { userId credit } } }`;
const LEDGER = `query($userId: Int, $first: Int, $after: String) { transactions(userId: $userId, first: $first, after: $after) {
  edges { node { transactionId type amount paymentMethod debitReason note reversesTransactionId reversedByTransactionId createdByName balanceAfter } } } }`;
const TRANSACTIONS = `query($userId: Int, $type: TransactionType, $paymentMethod: PaymentMethod, $first: Int, $after: String) {
  transactions(userId: $userId, type: $type, paymentMethod: $paymentMethod, first: $first, after: $after) {
    totalCount edges { node { id transactionId userId type amount note paymentMethod createdAt } }
  }
}`;

describe.each(dbKinds)('credits on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds credit exactly (paise) and records a credit transaction with the admin and the note', async () => {
    const u = await createUserAndLogin(t);
    const g = await t.gql(ADD, { input: { userId: u.id, amount: 500.25, paymentMethod: 'online', note: '  UPI ref 123  ' } }, { token: admin.token });
    expect(g.errors).toBeUndefined();
    expect(g.data.addCredit).toEqual({ userId: u.id, credit: 500.25 });
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(after.creditPaise).toBe(50025);
    const rows = await t.prisma.creditTransaction.findMany({ where: { userId: u.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'credit', amountPaise: 50025, paymentMethod: 'online', note: 'UPI ref 123', createdById: admin.id });

    // REST: the product's body (id, credit, paymentMethod; no note), numbers as strings accepted.
    const r = await t.rest('PATCH', '/admin/users/credit', { id: u.id, credit: '0.1', paymentMethod: 'offline' }, { token: admin.token });
    expect(r).toMatchObject({ status: 400, body: { message: 'Enter a valid amount' } });
    const r2 = await t.rest('PATCH', '/admin/users/credit', { id: u.id, credit: '1000.10', paymentMethod: 'exempted' }, { token: admin.token });
    expect(r2.status).toBe(200);
    expect(r2.body.message).toBe('Credits added successfully');
    expect(r2.body.user).toMatchObject({ id: u.id, credit: 1500.35 });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(150035);
    const last = await t.prisma.creditTransaction.findFirstOrThrow({ where: { userId: u.id }, orderBy: { id: 'desc' } });
    expect(last).toMatchObject({ amountPaise: 100010, paymentMethod: 'exempted', note: null });
    const withNote = await t.rest('PATCH', '/admin/users/credit', { id: u.id, credit: 1, paymentMethod: 'online', note: 'cash at desk' }, { token: admin.token });
    expect(withNote.body.user.credit).toBe(1501.35);
  });

  it('e-mails the customer a receipt with the amount and the new balance, once the credit is in; none for a refused one', async () => {
    const u = await createUserAndLogin(t, { name: 'Receipt Reader', creditPaise: 85_050 });
    const sent = () => t.prisma.emailOutbox.findMany({ where: { to: u.email, tag: 'credit-receipt' }, orderBy: { id: 'asc' } });
    expect((await t.gql(ADD, { input: { userId: u.id, amount: 1500, paymentMethod: 'offline', note: 'Cash at the counter' } }, { token: admin.token })).errors).toBeUndefined();
    await t.settled();
    const [receipt, ...more] = await sent();
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe('FreshMeals: ₹1,500.00 added to your credit');
    expect(receipt!.text).toBe(
      [
        'Hi Receipt Reader,',
        '',
        '₹1,500.00 has been added to your FreshMeals credit (payment received offline: Cash at the counter).',
        'Your balance is now ₹2,350.50.',
        '',
        'Your meals are charged from this balance on the day they are delivered. You can see every entry on your account page.',
      ].join('\n'),
    );
    expect(receipt!.html).toContain('<p>Your balance is now ₹2,350.50.</p>');
    // Refused (an amount of 0): no money moved, no receipt.
    expect((await t.gql(ADD, { input: { userId: u.id, amount: 0, paymentMethod: 'online' } }, { token: admin.token })).errors).toBeDefined();
    await t.settled();
    expect(await sent()).toHaveLength(1);
  });

  describe('Add credit rules, same messages over GraphQL and REST; nothing changes', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['amount below 1', { amount: 0.99 }, 'Enter a valid amount'],
      ['zero', { amount: 0 }, 'Enter a valid amount'],
      ['negative', { amount: -100 }, 'Enter a valid amount'],
      ['three decimals', { amount: 10.005 }, 'Enter a valid amount'],
      ['missing amount', { amount: null }, 'Enter a valid amount'],
      ['too much', { amount: 1_000_000.01 }, 'Amount must be at most 1000000'],
      ['debit is not a credit method', { paymentMethod: 'debit' }, 'Select a payment method'],
      ['unknown method', { paymentMethod: 'cash' }, 'Select a payment method'],
      ['missing method', { paymentMethod: null }, 'Select a payment method'],
      ['note too long', { note: 'n'.repeat(256) }, 'Note must be at most 255 characters'],
      ['no user id', { userId: null }, 'Invalid user id'],
    ];
    it.each(cases)('%s', async (_label, over, message) => {
      const input = { userId: customer.id, amount: 100, paymentMethod: 'online', note: null, ...over };
      const before = await t.prisma.creditTransaction.count();
      const g = await t.gql(ADD, { input }, { token: admin.token });
      if (typeof input.paymentMethod === 'string' && !['online', 'offline', 'exempted'].includes(input.paymentMethod)) {
        // paymentMethod is the CreditPaymentMethod enum: GraphQL's types refuse another value first.
        expect(g.status).toBe(400);
        expect(g.errors?.[0]?.message).toMatch(/^"[^"]*" is not a valid credit payment method; use one of: online, offline, exempted$/);
      } else if (Object.values(over).includes(null)) {
        // userId, amount and paymentMethod are required by the input type (typed clients cannot leave
        // them out): GraphQL's types refuse a missing one first; REST gives the form's message.
        expect(g.status).toBe(400);
        expect(g.errors?.[0]).toMatchObject({ message: `${Object.keys(over)[0]} is required`, extensions: { code: 'BAD_USER_INPUT' } });
      } else {
        expect(g.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      const r = await t.rest(
        'PATCH',
        '/admin/users/credit',
        { id: input.userId, credit: input.amount, paymentMethod: input.paymentMethod, note: input.note },
        { token: admin.token },
      );
      expect(r).toMatchObject({ status: 400, body: { message } });
      expect(await t.prisma.creditTransaction.count()).toBe(before);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).creditPaise).toBe(0);
    });

    it('a note of exactly 255 characters is fine; an unknown user is 404', async () => {
      const u = await createUserAndLogin(t);
      const ok = await t.gql(ADD, { input: { userId: u.id, amount: 1, paymentMethod: 'offline', note: 'n'.repeat(255) } }, { token: admin.token });
      expect(ok.errors).toBeUndefined();
      const g = await t.gql(ADD, { input: { userId: 999_999, amount: 10, paymentMethod: 'online' } }, { token: admin.token });
      expect(g.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
      const r = await t.rest('PATCH', '/admin/users/credit', { id: 999_999, credit: 10, paymentMethod: 'online' }, { token: admin.token });
      expect(r).toMatchObject({ status: 404, body: { message: 'User not found' } });
    });

    it('the balance cannot overflow its column: refused, nothing written', async () => {
      const u = await createUserAndLogin(t, { creditPaise: 2_147_000_000 });
      const before = await t.prisma.creditTransaction.count({ where: { userId: u.id } });
      const g = await t.gql(ADD, { input: { userId: u.id, amount: 10_000, paymentMethod: 'online' } }, { token: admin.token });
      expect(g.errors?.[0]?.message).toBe('This credit would take the balance over the maximum allowed');
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(2_147_000_000);
      expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(before);
    });
  });

  it('30 credits at once to one user: every one counts (balance = sum, 30 rows)', async () => {
    const u = await createUserAndLogin(t);
    const amounts = Array.from({ length: 30 }, (_, i) => 100 + i + (i % 3) * 0.25);
    const results = await Promise.all(
      amounts.map((amount, i) =>
        t.gql(ADD, { input: { userId: u.id, amount, paymentMethod: i % 2 ? 'online' : 'offline' } }, { token: admin.token }),
      ),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const expectedPaise = amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(expectedPaise);
    expect(await t.prisma.creditTransaction.count({ where: { userId: u.id, type: 'credit' } })).toBe(30);
    const sum = await t.prisma.creditTransaction.aggregate({ where: { userId: u.id }, _sum: { amountPaise: true } });
    expect(sum._sum.amountPaise).toBe(expectedPaise);
  });

  describe('transactions', () => {
    let u: TestUser;
    beforeAll(async () => {
      u = await createUserAndLogin(t);
      const start = t.clock.now().getTime();
      const rows = [
        { type: 'credit', amountPaise: 100000, paymentMethod: 'online', note: 'first top-up' },
        { type: 'debit', amountPaise: 13900, paymentMethod: 'debit', note: 'Lunch on 2026-11-02' },
        { type: 'credit', amountPaise: 50050, paymentMethod: 'offline', note: null },
        { type: 'debit', amountPaise: 17900, paymentMethod: 'debit', note: 'Dinner on 2026-11-03' },
        { type: 'credit', amountPaise: 20000, paymentMethod: 'exempted', note: 'goodwill' },
      ] as const;
      for (let round = 0; round < 3; round++) {
        for (const [i, row] of rows.entries()) {
          await t.prisma.creditTransaction.create({
            data: { ...row, userId: u.id, createdAt: new Date(start - (3 - round) * 86_400_000 + i * 60_000) },
          });
        }
      }
      // Someone else's row never shows in u's list.
      await t.prisma.creditTransaction.create({ data: { userId: customer.id, type: 'credit', amountPaise: 100, paymentMethod: 'online' } });
    });

    it('10 a page, newest first, amounts in INR; REST { data, total } with the contract’s fields', async () => {
      const p1 = await t.gql(TRANSACTIONS, { userId: u.id }, { token: admin.token });
      expect(p1.errors).toBeUndefined();
      expect(p1.data.transactions.totalCount).toBe(15);
      const nodes = p1.data.transactions.edges.map((e: any) => e.node);
      expect(nodes).toHaveLength(10);
      const times = nodes.map((n: any) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(nodes[0]).toMatchObject({ type: 'credit', amount: 200, paymentMethod: 'exempted', note: 'goodwill', userId: u.id });
      expect(nodes[2]).toMatchObject({ type: 'credit', amount: 500.5, paymentMethod: 'offline', note: null });

      const r = await t.rest('GET', `/admin/users/transactions?page=2&limit=10&userId=${u.id}`, undefined, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(15);
      expect(r.body.data).toHaveLength(5);
      expect(Object.keys(r.body.data[0]).sort()).toEqual([
        'amount', 'balanceAfter', 'createdAt', 'createdBy', 'debitReason', 'id', 'note', 'paymentMethod', 'reversedById', 'reversesId', 'type', 'userId',
      ]);
      expect(r.body.data[4]).toMatchObject({ type: 'credit', amount: 1000, paymentMethod: 'online', note: 'first top-up' });
      expect(typeof r.body.data[0].id).toBe('number');
    });

    it('filters by type and by payment method; empty filters mean all; bad values are 400', async () => {
      const debits = await t.rest('GET', `/admin/users/transactions?userId=${u.id}&type=debit`, undefined, { token: admin.token });
      expect(debits.body.total).toBe(6);
      expect(new Set(debits.body.data.map((d: any) => d.paymentMethod))).toEqual(new Set(['debit']));
      const offline = await t.gql(TRANSACTIONS, { userId: u.id, type: 'credit', paymentMethod: 'offline' }, { token: admin.token });
      expect(offline.data.transactions.totalCount).toBe(3);
      const all = await t.rest('GET', `/admin/users/transactions?userId=${u.id}&type=&paymentMethod=`, undefined, { token: admin.token });
      expect(all.body.total).toBe(15);
      expect((await t.rest('GET', `/admin/users/transactions?userId=${u.id}&type=refund`, undefined, { token: admin.token })).status).toBe(400);
      expect((await t.rest('GET', '/admin/users/transactions?userId=abc', undefined, { token: admin.token })).status).toBe(400);
    });

    it("'online' keeps every online payment: an admin's online credit and the customer's own gateway top-up", async () => {
      const payer = await createUserAndLogin(t);
      await t.prisma.creditTransaction.createMany({
        data: [
          { userId: payer.id, type: 'credit', amountPaise: 50000, paymentMethod: 'razorpay', note: 'Online payment pay_test_Q2xvY2tzMTIz' },
          { userId: payer.id, type: 'credit', amountPaise: 30000, paymentMethod: 'online', note: 'UPI' },
          { userId: payer.id, type: 'credit', amountPaise: 10000, paymentMethod: 'offline', note: 'cash' },
        ],
      });
      const online = await t.gql(TRANSACTIONS, { userId: payer.id, paymentMethod: 'online' }, { token: admin.token });
      expect(online.errors).toBeUndefined();
      expect(online.data.transactions.edges.map((e: any) => e.node.paymentMethod).sort()).toEqual(['online', 'razorpay']);
      const rest = await t.rest('GET', `/admin/users/transactions?userId=${payer.id}&paymentMethod=online`, undefined, { token: admin.token });
      expect(rest.body.total).toBe(2);
      // On the user node too (the account page), and 'razorpay' alone still means only the gateway's.
      const own = await t.gql('{ viewer { transactions(paymentMethod: online) { totalCount } } }', {}, { token: payer.token });
      expect(own.data.viewer.transactions.totalCount).toBe(2);
      const gateway = await t.gql(TRANSACTIONS, { userId: payer.id, paymentMethod: 'razorpay' }, { token: admin.token });
      expect(gateway.data.transactions.totalCount).toBe(1);
      const offline = await t.gql(TRANSACTIONS, { userId: payer.id, paymentMethod: 'offline' }, { token: admin.token });
      expect(offline.data.transactions.totalCount).toBe(1);
    });

    it('User.transactions gives the same list on the user node', async () => {
      const q = `query($id: ID!) { node(id: $id) { ... on User { credit transactions(first: 3, type: debit) { totalCount edges { node { amount } } } } } }`;
      const res = await t.gql(q, { id: u.globalId }, { token: admin.token });
      expect(res.errors).toBeUndefined();
      expect(res.data.node.transactions.totalCount).toBe(6);
      expect(res.data.node.transactions.edges.map((e: any) => e.node.amount)).toEqual([179, 139, 179]);
    });
  });

  describe('debits and reversals', () => {
    async function funded(amount: number) {
      const u = await createUserAndLogin(t);
      if (amount > 0) expect((await t.gql(ADD, { input: { userId: u.id, amount, paymentMethod: 'online' } }, { token: admin.token })).errors).toBeUndefined();
      return u;
    }
    const balance = async (id: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id } })).creditPaise;
    const ledger = async (userId: number, first = 10, after?: string) =>
      (await t.gql(LEDGER, { userId, first, after }, { token: admin.token })).data.transactions.edges.map((e: any) => e.node);

    it('debits exactly with a reason, recorded as an adjustment by the admin; never below zero', async () => {
      const u = await funded(1000);
      const g = await t.gql(DEBIT, { input: { userId: u.id, amount: 250.75, reason: 'refund', note: 'Paid back by UPI' } }, { token: admin.token });
      expect(g.errors).toBeUndefined();
      expect(g.data.debitCredit).toEqual({ userId: u.id, credit: 749.25 });
      const row = await t.prisma.creditTransaction.findFirstOrThrow({ where: { userId: u.id, type: 'debit' } });
      expect(row).toMatchObject({ amountPaise: 25075, paymentMethod: 'adjustment', debitReason: 'refund', note: 'Paid back by UPI', createdById: admin.id });

      const r = await t.rest('PATCH', '/admin/users/debit', { id: u.id, amount: '49.25', reason: 'correction' }, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ message: 'Credit debited successfully', user: { id: u.id, credit: 700 } });

      // More than the balance: refused, nothing written.
      const before = await t.prisma.creditTransaction.count({ where: { userId: u.id } });
      expect((await t.gql(DEBIT, { input: { userId: u.id, amount: 700.01, reason: 'correction' } }, { token: admin.token })).errors?.[0]?.message).toBe(
        'Insufficient credit',
      );
      expect(await t.rest('PATCH', '/admin/users/debit', { id: u.id, amount: 800, reason: 'refund' }, { token: admin.token })).toMatchObject({
        status: 400,
        body: { message: 'Insufficient credit' },
      });
      expect(await balance(u.id)).toBe(70000);
      expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(before);
      // Exactly the balance is fine: it reaches zero.
      expect((await t.gql(DEBIT, { input: { userId: u.id, amount: 700, reason: 'correction' } }, { token: admin.token })).data.debitCredit.credit).toBe(0);
    });

    it('refuses a bad debit with the form messages over GraphQL and REST; nothing changes', async () => {
      const u = await funded(500);
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: 0, reason: 'refund' }, 'Enter a valid amount'],
        [{ amount: 10.005, reason: 'refund' }, 'Enter a valid amount'],
        [{ amount: 10 }, 'Select a reason'],
        [{ amount: 10, reason: 'other' }, 'Describe the reason in the note'],
        [{ amount: 10, reason: 'other', note: '   ' }, 'Describe the reason in the note'],
        [{ amount: 10, reason: 'refund', note: 'x'.repeat(256) }, 'Note must be at most 255 characters'],
      ];
      for (const [input, message] of cases) {
        const g = await t.gql(DEBIT, { input: { userId: u.id, ...input } }, { token: admin.token });
        // The reason is required by the input type: GraphQL's types refuse a missing one first.
        expect(g.errors?.[0]?.message, message).toBe('reason' in input ? message : 'reason is required');
        const r = await t.rest('PATCH', '/admin/users/debit', { id: u.id, ...input }, { token: admin.token });
        expect(r, message).toMatchObject({ status: 400, body: { message } });
      }
      expect((await t.rest('PATCH', '/admin/users/debit', { id: u.id, amount: 10, reason: 'gift' }, { token: admin.token })).body.message).toBe('Select a reason');
      expect(await t.rest('PATCH', '/admin/users/debit', { id: 999999, amount: 10, reason: 'refund' }, { token: admin.token })).toMatchObject({
        status: 404,
        body: { message: 'User not found' },
      });
      expect(await balance(u.id)).toBe(50000);
      expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(1);
      const other = await t.gql(DEBIT, { input: { userId: u.id, amount: 10, reason: 'other', note: 'Damaged container' } }, { token: admin.token });
      expect(other.data.debitCredit.credit).toBe(490);
    });

    it('reverses an entry once with an opposite one that references it; a reversal is not reversed', async () => {
      const u = await funded(300);
      const [credit] = await ledger(u.id);
      const g = await t.gql(REVERSE, { id: String(credit.transactionId) }, { token: admin.token });
      expect(g.errors).toBeUndefined();
      expect(g.data.reverseTransaction).toEqual({
        reversal: {
          transactionId: expect.any(Number),
          type: 'debit',
          amount: 300,
          paymentMethod: 'adjustment',
          note: `Reversal of transaction #${credit.transactionId}`,
          reversesTransactionId: credit.transactionId,
          createdByName: admin.name,
          balanceAfter: 0,
        },
        user: { userId: u.id, credit: 0 },
      });
      const reversalId = g.data.reverseTransaction.reversal.transactionId;
      const again = await t.gql(REVERSE, { id: String(credit.transactionId) }, { token: admin.token });
      expect(again.errors?.[0]).toMatchObject({ message: 'This transaction has already been reversed', extensions: { code: 'CONFLICT' } });
      expect(await t.rest('POST', `/admin/users/transactions/${credit.transactionId}/reverse`, undefined, { token: admin.token })).toMatchObject({
        status: 409,
        body: { message: 'This transaction has already been reversed' },
      });
      expect(await t.rest('POST', `/admin/users/transactions/${reversalId}/reverse`, undefined, { token: admin.token })).toMatchObject({
        status: 400,
        body: { message: 'A reversal cannot be reversed' },
      });
      for (const id of ['999999', 'abc']) {
        expect(await t.rest('POST', `/admin/users/transactions/${id}/reverse`, undefined, { token: admin.token })).toMatchObject({
          status: 404,
          body: { message: 'Transaction not found' },
        });
      }
      expect(await balance(u.id)).toBe(0);
      const rows = await ledger(u.id);
      expect(rows.map((row: any) => [row.type, row.reversesTransactionId, row.reversedByTransactionId])).toEqual([
        ['debit', credit.transactionId, null],
        ['credit', null, reversalId],
      ]);

      // A meal charge reversed gives the money back (REST, by numeric id).
      const fed = await funded(200);
      await t.gql(DEBIT, { input: { userId: fed.id, amount: 139, reason: 'correction' } }, { token: admin.token });
      const [charge] = await ledger(fed.id);
      const r = await t.rest('POST', `/admin/users/transactions/${charge.transactionId}/reverse`, undefined, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        message: 'Transaction reversed',
        data: { type: 'credit', amount: 139, paymentMethod: 'adjustment', reversesId: charge.transactionId, createdBy: admin.name, balanceAfter: 200 },
        user: { id: fed.id, credit: 200 },
      });
    });

    it('a credit that has been spent cannot be reversed below zero: refused, nothing written', async () => {
      const u = await funded(100);
      const [credit] = await ledger(u.id);
      await t.gql(DEBIT, { input: { userId: u.id, amount: 60, reason: 'correction' } }, { token: admin.token });
      const g = await t.gql(REVERSE, { id: String(credit.transactionId) }, { token: admin.token });
      expect(g.errors?.[0]?.message).toBe('Insufficient credit');
      expect(await balance(u.id)).toBe(4000);
      expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(2);
      expect(await t.prisma.creditTransaction.count({ where: { reversesId: credit.transactionId } })).toBe(0);
    });

    it('concurrency: 5 reversals of one entry apply once; 10 debits against 5 debits of balance take exactly 5', async () => {
      const u = await funded(1000);
      const [credit] = await ledger(u.id);
      await t.gql(ADD, { input: { userId: u.id, amount: 500, paymentMethod: 'offline' } }, { token: admin.token });
      const reversals = await Promise.all(Array.from({ length: 5 }, () => t.gql(REVERSE, { id: String(credit.transactionId) }, { token: admin.token })));
      expect(reversals.filter((r) => !r.errors)).toHaveLength(1);
      expect(reversals.filter((r) => r.errors).map((r) => r.errors![0]!.message)).toEqual(Array(4).fill('This transaction has already been reversed'));
      expect(await balance(u.id)).toBe(50000);
      expect(await t.prisma.creditTransaction.count({ where: { reversesId: credit.transactionId } })).toBe(1);

      const debits = await Promise.all(
        Array.from({ length: 10 }, () => t.gql(DEBIT, { input: { userId: u.id, amount: 100, reason: 'correction' } }, { token: admin.token })),
      );
      expect(debits.filter((r) => !r.errors)).toHaveLength(5);
      expect(debits.filter((r) => r.errors).map((r) => r.errors![0]!.message)).toEqual(Array(5).fill('Insufficient credit'));
      expect(await balance(u.id)).toBe(0);
      expect(await t.prisma.creditTransaction.count({ where: { userId: u.id, debitReason: 'correction' } })).toBe(5);
    });

    it('the running balance: the newest entry shows the balance, each older one the balance before the next; across pages', async () => {
      const u = await funded(1000);
      for (const amount of [139, 179.5]) await t.gql(DEBIT, { input: { userId: u.id, amount, reason: 'correction' } }, { token: admin.token });
      for (let i = 1; i <= 10; i++) await t.gql(ADD, { input: { userId: u.id, amount: i * 10, paymentMethod: 'offline' } }, { token: admin.token });
      const firstPage = await ledger(u.id, 10);
      const secondPage = await ledger(u.id, 10, cursorForPage(2, 10)!);
      const rows = [...firstPage, ...secondPage];
      expect(rows).toHaveLength(13);
      expect(rows[0].balanceAfter).toBe((await balance(u.id)) / 100);
      for (let i = 1; i < rows.length; i++) {
        const newer = rows[i - 1];
        const signed = newer.type === 'credit' ? newer.amount : -newer.amount;
        expect(rows[i].balanceAfter).toBeCloseTo(newer.balanceAfter - signed, 2);
      }
      expect(rows.at(-1)).toMatchObject({ type: 'credit', amount: 1000, balanceAfter: 1000, createdByName: admin.name });
      expect(rows.map((row: any) => row.balanceAfter).slice(-3)).toEqual([681.5, 861, 1000]);
    });

    it('authorization: debits and reversals are the admin\'s; a customer sees their own ledger but not who made it', async () => {
      const u = await funded(100);
      const [credit] = await ledger(u.id);
      for (const [query, variables] of [
        [DEBIT, { input: { userId: u.id, amount: 10, reason: 'refund' } }],
        [REVERSE, { id: String(credit.transactionId) }],
      ] as const) {
        expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
        const own = await t.gql(query, variables, { token: u.token });
        expect(own.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      }
      for (const [method, path, body] of [
        ['PATCH', '/admin/users/debit', { id: u.id, amount: 10, reason: 'refund' }],
        ['POST', `/admin/users/transactions/${credit.transactionId}/reverse`, undefined],
      ] as const) {
        expect((await t.rest(method, path, body)).status, path).toBe(401);
        expect(await t.rest(method, path, body, { token: u.token }), path).toMatchObject({ status: 403, body: { message: 'Not authorized' } });
      }
      expect(await balance(u.id)).toBe(10000);
      expect(await t.prisma.creditTransaction.count({ where: { userId: u.id } })).toBe(1);

      const OWN = '{ viewer { transactions { edges { node { amount balanceAfter } } } } }';
      const own = await t.gql(OWN, {}, { token: u.token });
      expect(own.errors).toBeUndefined();
      expect(own.data.viewer.transactions.edges.map((e: any) => e.node)).toEqual([{ amount: 100, balanceAfter: 100 }]);
      const WHO = '{ viewer { transactions { edges { node { createdByName } } } } }';
      const who = await t.gql(WHO, {}, { token: u.token });
      expect(who.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(who.data)).not.toContain(admin.name);
    });
  });

  describe('authorization: visitor, customer, admin', () => {
    it('GraphQL fields, User.transactions and node(id:) on CreditTransaction', async () => {
      const u = await createUserAndLogin(t);
      await t.gql(ADD, { input: { userId: u.id, amount: 50, paymentMethod: 'online' } }, { token: admin.token });
      const ops: [string, Record<string, unknown>][] = [
        [ADD, { input: { userId: u.id, amount: 999, paymentMethod: 'online' } }],
        [TRANSACTIONS, { userId: u.id }],
      ];
      for (const [query, variables] of ops) {
        expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
        // Not even for themselves: adding credit and the all-users list are the admin's.
        expect((await t.gql(query, variables, { token: u.token })).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      }
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).creditPaise).toBe(5000);

      const list = await t.gql(TRANSACTIONS, { userId: u.id }, { token: admin.token });
      const id = list.data.transactions.edges[0].node.id;
      const NODE = 'query($id: ID!) { node(id: $id) { id ... on CreditTransaction { amount } } }';
      expect((await t.gql(NODE, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The owner reads their own row; another customer cannot.
      const asOwner = await t.gql(NODE, { id }, { token: u.token });
      expect(asOwner.errors).toBeUndefined();
      expect(asOwner.data.node.amount).toBe(50);
      const asOther = await t.gql(NODE, { id }, { token: customer.token });
      expect(asOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(asOther.data?.node ?? null).toBeNull();
      const asAdmin = await t.gql(NODE, { id }, { token: admin.token });
      expect(asAdmin.data.node.amount).toBe(50);
    });

    it("a customer reads their own transactions (viewer / own User node), never another customer's", async () => {
      const owner = await createUserAndLogin(t);
      const other = await createUserAndLogin(t);
      await t.gql(ADD, { input: { userId: owner.id, amount: 120.5, paymentMethod: 'online', note: 'mine' } }, { token: admin.token });
      await t.gql(ADD, { input: { userId: other.id, amount: 75, paymentMethod: 'offline', note: 'theirs' } }, { token: admin.token });
      const VIEWER = '{ viewer { userId credit transactions(first: 10) { totalCount edges { node { userId type amount note paymentMethod createdAt } } } } }';

      const own = await t.gql(VIEWER, {}, { token: owner.token });
      expect(own.errors).toBeUndefined();
      expect(own.data.viewer.credit).toBe(120.5);
      expect(own.data.viewer.transactions.totalCount).toBe(1);
      expect(own.data.viewer.transactions.edges.map((e: any) => e.node)).toEqual([
        expect.objectContaining({ userId: owner.id, type: 'credit', amount: 120.5, note: 'mine', paymentMethod: 'online' }),
      ]);

      // Visitors have no viewer; nothing to read.
      const visitor = await t.gql(VIEWER, {});
      expect(visitor.errors).toBeUndefined();
      expect(visitor.data.viewer).toBeNull();

      // Through the User node: the owner yes, another customer and a visitor no, the admin yes.
      const USER_TX = 'query($id: ID!) { node(id: $id) { ... on User { transactions { totalCount edges { node { note } } } } } }';
      const byOwner = await t.gql(USER_TX, { id: owner.globalId }, { token: owner.token });
      expect(byOwner.errors).toBeUndefined();
      expect(byOwner.data.node.transactions.edges.map((e: any) => e.node.note)).toEqual(['mine']);
      const byOther = await t.gql(USER_TX, { id: owner.globalId }, { token: other.token });
      expect(byOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(byOther.data ?? null)).not.toContain('mine');
      const byVisitor = await t.gql(USER_TX, { id: owner.globalId });
      expect(byVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const byAdmin = await t.gql(USER_TX, { id: owner.globalId }, { token: admin.token });
      expect(byAdmin.data.node.transactions.edges.map((e: any) => e.node.note)).toEqual(['mine']);

      // The root list stays admin-only, even filtered to one's own id.
      const rootOwn = await t.gql(TRANSACTIONS, { userId: owner.id }, { token: owner.token });
      expect(rootOwn.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('REST routes: 401 for visitors, 403 for customers', async () => {
      const routes: [string, string, unknown?][] = [
        ['PATCH', '/admin/users/credit', { id: customer.id, credit: 100, paymentMethod: 'online' }],
        ['GET', `/admin/users/transactions?page=1&limit=10&userId=${customer.id}`],
      ];
      for (const [method, path, body] of routes) {
        expect((await t.rest(method, path, body)).status, path).toBe(401);
        const cust = await t.rest(method, path, body, { token: customer.token });
        expect(cust.status, path).toBe(403);
        expect(cust.body).toEqual({ message: 'Not authorized' });
      }
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).creditPaise).toBe(0);
    });
  });
});
