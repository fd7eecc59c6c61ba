// Every cursor connection of the API against the GraphQL Cursor Connections spec, through the real
// gateway: the connections are read from the schema (a new one fails the first test until it is
// seeded here), each is paged forwards (first/after) to its end and backwards (last/before) from
// its end, and the two walks must list every row once, in the same order, with the same cursors.
// Then the spec's corner cases: `last` alone, `first` + `last`, a range between two cursors, empty
// pages, `before` alone, the admin tables' `cursorForPage` pages and the REST facade's pages, and
// nodes(ids:) with ids that name nothing.
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorForPage, offsetToCursor, pageCount } from '@freshmeals/rules/pagination';
import { schema } from '../../schema/index.ts';
import { MAX_OFFSET } from '../../schema/pagination.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

/** Rows seeded for each connection: more than the largest default page (20), and no multiple of the page sizes below. */
const ROWS = 31;
/** Page sizes of the two walks (different, so their pages never line up). */
const FORWARD = 7;
const BACKWARD = 5;

interface Subject {
  /** The connection field with the arguments in `args`, reached from Query. */
  field: (args: string) => string;
  /** Where the connection sits in `data`. */
  path: string[];
  /** The default page size, used when neither first nor last is given. */
  defaultSize: number;
  /** Adds ROWS rows to what the connection lists. */
  seed: (t: TestApp, admin: TestUser) => Promise<unknown>;
  /** How many rows the connection lists in all, counted in the database. */
  count: (t: TestApp, admin: TestUser) => Promise<number>;
}

const createdAt = (i: number) => new Date(Date.UTC(2026, 0, 1, 12, Math.floor(i / 3)));
const rows = <T>(make: (i: number) => T) => Array.from({ length: ROWS }, (_, i) => make(i));

/** The endpoint whose delivery log is paged (made by its seed). */
let logEndpointId = 0;
let taxDocumentOwnerId = 0;

/** A tax invoice row, the `i`th: its own month and number. */
const taxDocumentRow = (userId: number, i: number) => ({
  kind: 'tax_invoice' as const,
  number: `FM/CONN/${i}`,
  financialYear: '2025-26',
  sequence: i + 1,
  userId,
  month: new Date(Date.UTC(2000 + Math.floor(i / 12), i % 12, 1)),
  issuedAt: createdAt(i),
  seller: {},
  customer: {},
  placeOfSupply: '29',
  sacCode: '996331',
  rateBasisPoints: 500,
  lines: [],
  totalPaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
});

const subjects: Record<string, Subject> = {
  'Query.apiKeys': {
    field: (a) => `apiKeys(${a})`,
    path: ['apiKeys'],
    defaultSize: 10,
    async seed(t, admin) {
      await t.prisma.apiKey.createMany({
        data: rows((i) => ({ name: `Key ${i}`, role: 'readonly' as const, prefix: `conn${i}`, secretHash: `hash${i}`, createdById: admin.id, createdAt: createdAt(i) })),
      });
    },
    count: (t) => t.prisma.apiKey.count(),
  },
  'Query.auditLog': {
    field: (a) => `auditLog(${a})`,
    path: ['auditLog'],
    defaultSize: 20,
    async seed(t, admin) {
      await t.prisma.auditEntry.createMany({
        data: rows((i) => ({ actorId: admin.id, actorName: admin.name, action: 'credit.add', category: 'money', subject: `Entry ${i}`, at: createdAt(i) })),
      });
    },
    count: (t) => t.prisma.auditEntry.count(),
  },
  'Query.contactEnquiries': {
    field: (a) => `contactEnquiries(${a})`,
    path: ['contactEnquiries'],
    defaultSize: 10,
    async seed(t) {
      await t.prisma.contactEnquiry.createMany({
        data: rows((i) => ({ name: `Contact ${i}`, email: `contact${i}@example.com`, phone: '9876543210', message: 'Hello', submittedAt: createdAt(i) })),
      });
    },
    count: (t) => t.prisma.contactEnquiry.count(),
  },
  'Query.dishImages': {
    field: (a) => `dishImages(${a})`,
    path: ['dishImages'],
    defaultSize: 8,
    async seed(t) {
      await t.prisma.dishImage.createMany({ data: rows((i) => ({ key: `connections/${i}.png`, contentType: 'image/png', bytes: 1, createdAt: createdAt(i) })) });
    },
    count: (t) => t.prisma.dishImage.count(),
  },
  'Query.dishes': {
    field: (a) => `dishes(${a})`,
    path: ['dishes'],
    defaultSize: 10,
    async seed(t) {
      const category = await t.prisma.dishCategory.create({ data: { name: 'Connections', nameKey: 'connections' } });
      await t.prisma.dish.createMany({
        data: rows((i) => ({ name: `Dish ${i}`, description: 'A dish', type: 'veg' as const, categoryId: category.id, createdAt: createdAt(i) })),
      });
    },
    count: (t) => t.prisma.dish.count(),
  },
  'Query.emailOutbox': {
    field: (a) => `emailOutbox(${a})`,
    path: ['emailOutbox'],
    defaultSize: 20,
    async seed(t) {
      await t.prisma.emailOutbox.createMany({ data: rows((i) => ({ to: `mail${i}@example.com`, subject: `Mail ${i}`, text: 'Hello', status: 'local' as const })) });
    },
    count: (t) => t.prisma.emailOutbox.count(),
  },
  'Query.enquiries': {
    field: (a) => `enquiries(${a})`,
    path: ['enquiries'],
    defaultSize: 10,
    async seed(t) {
      await t.prisma.enquiry.createMany({
        data: rows((i) => ({
          name: `Enquiry ${i}`,
          email: `enquiry${i}@example.com`,
          phone: '9876543210',
          mealType: 'vegPlan' as const,
          mealDetails: ['lunch' as const],
          duration: 7,
          addons: [],
          createdAt: createdAt(i),
        })),
      });
    },
    count: (t) => t.prisma.enquiry.count(),
  },
  'Query.payments': {
    field: (a) => `payments(${a})`,
    path: ['payments'],
    defaultSize: 20,
    async seed(t, admin) {
      await t.prisma.payment.createMany({ data: rows((i) => ({ userId: admin.id, provider: 'test', orderId: `order_conn_${i}`, amountPaise: 50_000, creditPaise: 50_000, pack: 'custom' })) });
    },
    count: (t) => t.prisma.payment.count(),
  },
  'Query.paymentDifferences': {
    field: (a) => `paymentDifferences(${a})`,
    path: ['paymentDifferences'],
    defaultSize: 20,
    async seed(t, admin) {
      const order = await t.prisma.payment.create({ data: { userId: admin.id, provider: 'razorpay', orderId: 'order_conn_differences', amountPaise: 50_000, creditPaise: 50_000, pack: 'custom' } });
      await t.prisma.paymentDifference.createMany({
        data: rows((i) => ({ paymentRecordId: order.id, kind: 'captured_twice' as const, providerPaymentId: `pay_conn_${i}`, detail: `Capture ${i}` })),
      });
    },
    count: (t) => t.prisma.paymentDifference.count(),
  },
  'Query.offers': {
    field: (a) => `offers(${a})`,
    path: ['offers'],
    defaultSize: 20,
    async seed(t) {
      await t.prisma.offer.createMany({ data: rows((i) => ({ kind: 'coupon' as const, code: `CONN${i}`, discountType: 'flat' as const, value: 100 })) });
    },
    count: (t) => t.prisma.offer.count(),
  },
  'Query.meals': {
    field: (a) => `meals(date: "2026-01-05"${a ? `, ${a}` : ''})`,
    path: ['meals'],
    defaultSize: 20,
    async seed(t) {
      const date = new Date('2026-01-05T00:00:00Z');
      // Locked already (as a ledger day is once read), so reading it adds nothing from the routines.
      await t.prisma.mealLock.createMany({ data: (['breakfast', 'lunch', 'dinner'] as const).map((meal) => ({ date, meal })) });
      const eaters = await t.prisma.user.createManyAndReturn({
        data: rows((i) => ({ name: `Eater ${i}`, email: `eater${i}@connections.example.com`, phone: '9876500001' })),
        select: { id: true },
      });
      await t.prisma.mealRecord.createMany({
        data: eaters.map((eater, i) => ({ userId: eater.id, date, meal: 'lunch' as const, hour: 13, type: 'veg' as const, pricePaise: 13_900, pin: `5600${i % 4}0`, state: 'locked' as const })),
      });
    },
    count: (t) => t.prisma.mealRecord.count({ where: { date: new Date('2026-01-05T00:00:00Z') } }),
  },
  'DispatchList.page': {
    field: (a) => `dispatchList(date: "2026-01-06", meal: lunch) { page${a ? `(${a})` : ''}`,
    path: ['dispatchList', 'page'],
    defaultSize: 50,
    async seed(t) {
      const date = new Date('2026-01-06T00:00:00Z');
      await t.prisma.mealLock.create({ data: { date, meal: 'lunch' } });
      const diners = await t.prisma.user.createManyAndReturn({
        data: rows((i) => ({ name: `Diner ${i}`, email: `diner${i}@connections.example.com`, phone: '9876500002' })),
        select: { id: true },
      });
      await t.prisma.mealRecord.createMany({
        data: diners.map((diner, i) => ({ userId: diner.id, date, meal: 'lunch' as const, hour: 13, type: 'veg' as const, pricePaise: 13_900, pin: `5600${i % 4}0`, state: 'locked' as const })),
      });
    },
    count: (t) => t.prisma.mealRecord.count({ where: { date: new Date('2026-01-06T00:00:00Z'), meal: 'lunch' } }),
  },
  'Query.transactions': {
    field: (a) => `transactions(${a})`,
    path: ['transactions'],
    defaultSize: 10,
    async seed(t) {
      const other = await t.prisma.user.create({ data: { name: 'Ledger Owner', email: 'ledger.owner@example.com', phone: '9876500000' } });
      await t.prisma.creditTransaction.createMany({
        data: rows((i) => ({ userId: other.id, type: 'credit' as const, amountPaise: 100 + i, paymentMethod: 'offline' as const, createdAt: createdAt(i) })),
      });
    },
    count: (t) => t.prisma.creditTransaction.count(),
  },
  'Query.users': {
    field: (a) => `users(${a})`,
    path: ['users'],
    defaultSize: 10,
    async seed(t) {
      await t.prisma.user.createMany({
        data: rows((i) => ({ name: `Customer ${i}`, email: `customer${i}@connections.example.com`, phone: `98765${String(i).padStart(5, '0')}`, createdAt: createdAt(i) })),
      });
    },
    count: (t) => t.prisma.user.count(),
  },
  'Query.webhookEndpoints': {
    field: (a) => `webhookEndpoints(${a})`,
    path: ['webhookEndpoints'],
    defaultSize: 10,
    async seed(t) {
      await t.prisma.webhookEndpoint.createMany({
        data: rows((i) => ({ url: `https://hooks${i}.example.com/in`, events: ['credit.added'], secret: `whsec_conn${i}`, createdAt: createdAt(i) })),
      });
    },
    count: (t) => t.prisma.webhookEndpoint.count(),
  },
  'WebhookEndpoint.deliveries': {
    field: (a) => `webhookEndpoint(id: "${logEndpointId}") { deliveries(${a})`,
    path: ['webhookEndpoint', 'deliveries'],
    defaultSize: 20,
    async seed(t) {
      const endpoint = await t.prisma.webhookEndpoint.create({ data: { url: 'https://log.example.com/in', events: ['credit.added'], secret: 'whsec_log' } });
      logEndpointId = endpoint.id;
      await t.prisma.webhookEvent.createMany({ data: rows((i) => ({ id: `evt_conn_${i}`, type: 'credit.added', payload: {}, createdAt: createdAt(i) })) });
      await t.prisma.webhookDelivery.createMany({ data: rows((i) => ({ endpointId: endpoint.id, eventId: `evt_conn_${i}`, createdAt: createdAt(i) })) });
    },
    count: (t) => t.prisma.webhookDelivery.count({ where: { endpointId: logEndpointId } }),
  },
  'Query.userTaxDocuments': {
    field: (a) => `userTaxDocuments(userId: ${taxDocumentOwnerId}${a ? `, ${a}` : ''})`,
    path: ['userTaxDocuments'],
    defaultSize: 10,
    async seed(t) {
      const owner = await t.prisma.user.create({ data: { name: 'Document Owner', email: 'document.owner@example.com', phone: '9876500003' } });
      taxDocumentOwnerId = owner.id;
      await t.prisma.taxDocument.createMany({ data: rows((i) => taxDocumentRow(owner.id, i)) });
    },
    count: (t) => t.prisma.taxDocument.count({ where: { userId: taxDocumentOwnerId } }),
  },
  'Query.myTaxDocuments': {
    field: (a) => `myTaxDocuments(${a})`,
    path: ['myTaxDocuments'],
    defaultSize: 10,
    async seed(t, admin) {
      await t.prisma.taxDocument.createMany({ data: rows((i) => taxDocumentRow(admin.id, 1000 + i)) });
    },
    count: (t, admin) => t.prisma.taxDocument.count({ where: { userId: admin.id } }),
  },
  'User.taxDocuments': {
    field: (a) => `viewer { taxDocuments(${a})`,
    path: ['viewer', 'taxDocuments'],
    defaultSize: 10,
    // Seeded by Query.myTaxDocuments: the same rows.
    async seed() {},
    count: (t, admin) => t.prisma.taxDocument.count({ where: { userId: admin.id } }),
  },
  'User.transactions': {
    field: (a) => `viewer { transactions(${a})`,
    path: ['viewer', 'transactions'],
    defaultSize: 10,
    async seed(t, admin) {
      await t.prisma.creditTransaction.createMany({
        data: rows((i) => ({ userId: admin.id, type: 'credit' as const, amountPaise: 100 + i, paymentMethod: 'online' as const, createdAt: createdAt(i) })),
      });
    },
    count: (t, admin) => t.prisma.creditTransaction.count({ where: { userId: admin.id } }),
  },
};

const PAGE = `totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } }`;

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { id: string } }[];
}

interface PageArgs {
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}

/** Every object type's fields that return a connection (a type with edges and pageInfo). */
function connectionFields(): string[] {
  const isConnection = (type: unknown) => isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) => Object.values(type.getFields()).filter((f) => isConnection(getNamedType(f.type))).map((f) => `${type.name}.${f.name}`))
    .sort();
}

describe.each(dbKinds)('cursor connections on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  /** Each connection's rows in order, read whole in one page, and the number of rows it lists. */
  const whole: Record<string, { ids: string[]; rows: number }> = {};

  async function page(coordinate: string, args: PageArgs): Promise<Page> {
    const subject = subjects[coordinate]!;
    const given = (Object.keys(args) as (keyof PageArgs)[]).filter((k) => args[k] !== undefined);
    const declared = given.map((k) => `$${k}: ${k === 'first' || k === 'last' ? 'Int' : 'String'}`).join(', ');
    const passed = given.map((k) => `${k}: $${k}`).join(', ');
    const closing = '}'.repeat(subject.path.length - 1);
    const query = `query${declared ? `(${declared})` : ''} { ${subject.field(passed).replace(/\(\)$/, '')} { ${PAGE} } ${closing} }`;
    const r = await t.gql(query, args as Record<string, unknown>, { token: admin.token });
    expect(r.errors, `${coordinate} ${JSON.stringify(args)}`).toBeUndefined();
    return subject.path.reduce((data, key) => data[key], r.data) as Page;
  }

  const ids = (p: Page) => p.edges.map((e) => e.node.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    for (const subject of Object.values(subjects)) await subject.seed(t, admin);
    for (const [coordinate, subject] of Object.entries(subjects)) {
      const all = await page(coordinate, { first: 100 });
      whole[coordinate] = { ids: ids(all), rows: await subject.count(t, admin) };
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers every connection of the schema', () => {
    expect(connectionFields()).toEqual(Object.keys(subjects).sort());
  });

  it('the whole list of each connection holds each of its rows once', () => {
    for (const [coordinate, { ids: all, rows: count }] of Object.entries(whole)) {
      expect(count, coordinate).toBeGreaterThanOrEqual(ROWS);
      expect(all, coordinate).toHaveLength(count);
      expect(new Set(all).size, coordinate).toBe(count);
    }
  });

  describe.each(Object.keys(subjects))('%s', (coordinate) => {
    const all = () => whole[coordinate]!.ids;
    const cursorOf = (index: number) => offsetToCursor(index);

    it('forwards with first/after and backwards with last/before: the same rows, once each, with the same cursors', async () => {
      const forward: Page['edges'] = [];
      let after: string | null = null;
      for (let turn = 0; turn < 100; turn++) {
        const p = await page(coordinate, after === null ? { first: FORWARD } : { first: FORWARD, after });
        expect(p.edges.length).toBeGreaterThan(0);
        expect(p.edges.length).toBeLessThanOrEqual(FORWARD);
        expect(p.pageInfo.startCursor).toBe(p.edges[0]!.cursor);
        expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)!.cursor);
        // Only `last` trims a page from the front: a page asked with first says nothing comes before it.
        expect(p.pageInfo.hasPreviousPage).toBe(false);
        forward.push(...p.edges);
        if (!p.pageInfo.hasNextPage) break;
        after = p.pageInfo.endCursor;
      }
      const backward: Page['edges'] = [];
      let before: string | null = null;
      for (let turn = 0; turn < 100; turn++) {
        const p = await page(coordinate, before === null ? { last: BACKWARD } : { last: BACKWARD, before });
        expect(p.edges.length).toBeGreaterThan(0);
        expect(p.edges.length).toBeLessThanOrEqual(BACKWARD);
        expect(p.pageInfo.startCursor).toBe(p.edges[0]!.cursor);
        expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)!.cursor);
        expect(p.pageInfo.hasNextPage).toBe(false);
        backward.unshift(...p.edges);
        if (!p.pageInfo.hasPreviousPage) break;
        before = p.pageInfo.startCursor;
      }
      const forwardIds = forward.map((e) => e.node.id);
      expect(new Set(forwardIds).size).toBe(forwardIds.length);
      expect(forwardIds).toEqual(all());
      expect(backward.map((e) => e.node.id)).toEqual(forwardIds);
      expect(backward.map((e) => e.cursor)).toEqual(forward.map((e) => e.cursor));
    });

    it('last alone: the last items of the whole list', async () => {
      const p = await page(coordinate, { last: 3 });
      expect(ids(p)).toEqual(all().slice(-3));
      expect(p.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, startCursor: cursorOf(all().length - 3), endCursor: cursorOf(all().length - 1) });
      expect(p.totalCount).toBe(all().length);
      const everything = await page(coordinate, { last: 100 });
      expect(ids(everything)).toEqual(all());
      expect(everything.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    });

    it('first and last after a cursor: first applies, then last, also when first runs past the end', async () => {
      const n = all().length;
      const p = await page(coordinate, { first: 10, last: 3, after: cursorOf(n - 6) });
      expect(ids(p)).toEqual(all().slice(n - 3));
      expect(p.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      const inside = await page(coordinate, { first: 6, last: 2, after: cursorOf(1) });
      expect(ids(inside)).toEqual(all().slice(6, 8));
      expect(inside.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
      // last longer than what first kept: the page is first's, and nothing of the range precedes it.
      const short = await page(coordinate, { first: 2, last: 5, after: cursorOf(1) });
      expect(ids(short)).toEqual(all().slice(2, 4));
      expect(short.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    });

    it('between two cursors: the page and its pageInfo stay inside the range', async () => {
      const range = { after: cursorOf(2), before: cursorOf(8) };
      const inRange = await page(coordinate, { ...range, first: 10 });
      expect(ids(inRange)).toEqual(all().slice(3, 8));
      expect(inRange.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: cursorOf(3), endCursor: cursorOf(7) });
      const head = await page(coordinate, { ...range, first: 2 });
      expect(ids(head)).toEqual(all().slice(3, 5));
      expect(head.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
      const tail = await page(coordinate, { ...range, last: 2 });
      expect(ids(tail)).toEqual(all().slice(6, 8));
      expect(tail.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      const both = await page(coordinate, { ...range, first: 4, last: 2 });
      expect(ids(both)).toEqual(all().slice(5, 7));
      expect(both.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
      const crossed = await page(coordinate, { after: cursorOf(8), before: cursorOf(2), first: 10 });
      expect(crossed.edges).toEqual([]);
      expect(crossed.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
    });

    it('an empty page has null cursors', async () => {
      const n = all().length;
      const none = await page(coordinate, { first: 0 });
      expect(none.edges).toEqual([]);
      expect(none.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null });
      expect(none.totalCount).toBe(n);
      const noneFromEnd = await page(coordinate, { last: 0 });
      expect(noneFromEnd.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null });
      for (const after of [cursorOf(n - 1), cursorOf(n + 50)]) {
        const past = await page(coordinate, { first: 5, after });
        expect(past.edges).toEqual([]);
        expect(past.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
      }
      const beforeFirst = await page(coordinate, { last: 5, before: cursorOf(0) });
      expect(beforeFirst.edges).toEqual([]);
      expect(beforeFirst.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
    });

    it('without first or last: the default page, forwards from after or from the start, backwards from before alone', async () => {
      const size = subjects[coordinate]!.defaultSize;
      const n = all().length;
      expect(ids(await page(coordinate, {}))).toEqual(all().slice(0, size));
      expect(ids(await page(coordinate, { after: cursorOf(4) }))).toEqual(all().slice(5, 5 + size));
      const back = await page(coordinate, { before: cursorOf(n - 1) });
      // A default page larger than what precedes the cursor (the dispatch list's 50) holds it all.
      expect(ids(back)).toEqual(all().slice(Math.max(0, n - 1 - size), n - 1));
      expect(back.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: n - 1 > size });
    });

    it("the admin tables' pages: first L after cursorForPage(N, L)", async () => {
      for (const limit of [10, 7]) {
        const pages = pageCount(all().length, limit);
        for (let n = 1; n <= pages; n++) {
          const after = cursorForPage(n, limit);
          const p = await page(coordinate, after === null ? { first: limit } : { first: limit, after });
          expect(ids(p), `page ${n} of ${limit}`).toEqual(all().slice((n - 1) * limit, n * limit));
          expect(p.pageInfo.hasNextPage, `page ${n} of ${limit}`).toBe(n < pages);
        }
      }
    });
  });

  it('REST pages list the same rows as the connections', async () => {
    const numeric = (coordinate: string) => whole[coordinate]!.ids.map((id) => Number(decodeGlobalID(id).id));
    for (const [path, coordinate, key] of [
      ['/admin/users', 'Query.users', 'users'],
      ['/dishes', 'Query.dishes', 'data'],
      ['/admin/meals?date=2026-01-05&', 'Query.meals', 'meals'],
    ] as const) {
      const listed: number[] = [];
      for (let n = 1; n <= pageCount(whole[coordinate]!.ids.length, 7); n++) {
        const r = await t.rest('GET', `${path}${path.endsWith('&') ? '' : '?'}page=${n}&limit=7`, undefined, { token: admin.token });
        expect(r.status, `${path} page ${n}`).toBe(200);
        expect(r.body.total, JSON.stringify(r.body).slice(0, 400)).toBe(whole[coordinate]!.ids.length);
        expect(r.body.page).toBe(n);
        listed.push(...r.body[key].map((item: { id: number }) => item.id));
      }
      expect(listed, path).toEqual(numeric(coordinate));
    }
  });

  it('the bounds and their messages stay: first/last 0-100, cursors of at most MAX_OFFSET', async () => {
    const query = 'query($first: Int, $last: Int, $after: String, $before: String) { dishes(first: $first, last: $last, after: $after, before: $before) { totalCount } }';
    for (const [variables, message] of [
      [{ last: 101 }, 'last must be between 0 and 100'],
      [{ last: -1 }, 'last must be between 0 and 100'],
      [{ first: 101, last: 3 }, 'first must be between 0 and 100'],
      [{ last: 3, before: 'zzz' }, 'before is not a valid cursor'],
      [{ last: 3, before: offsetToCursor(MAX_OFFSET + 1) }, 'before is not a valid cursor'],
      [{ first: 3, after: offsetToCursor(-1) }, 'after is not a valid cursor'],
    ] as const) {
      const r = await t.gql(query, variables, { token: admin.token });
      expect(r.errors?.[0]?.message, JSON.stringify(variables)).toBe(message);
      expect(r.data?.dishes ?? null).toBeNull();
    }
    const deepest = await t.gql(query, { last: 3, before: offsetToCursor(MAX_OFFSET) }, { token: admin.token });
    expect(deepest.errors).toBeUndefined();
  });

  it('nodes(ids:) answers null at the place of each id that names nothing, and the others', async () => {
    const good = [whole['Query.dishes']!.ids[0]!, admin.globalId];
    const bad = ['garbage', '', '%%%', encodeGlobalID('NoSuchType', 1), encodeGlobalID('PageInfo', 1), encodeGlobalID('User', 'abc'), encodeGlobalID('User', 999_999)];
    const r = await t.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [good[0], ...bad, good[1]] }, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    expect(r.data.nodes).toEqual([{ id: good[0] }, ...bad.map(() => null), { id: good[1] }]);
  });
});
