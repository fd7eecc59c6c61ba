// Order enquiries ("Request a quote") end to end through the gateway, GraphQL and REST, on PGlite
// and real PostgreSQL: the product's validation messages, alreadyExists and override, the rate limit,
// the admin table (10 a page, newest first), detail, save, and who may do what.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { openDatabase } from '../../prisma/database.ts';
import { cursorForPage } from '../../schema/pagination.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';
import { dbKinds } from '../support/db.ts';

const FIELDS = 'id enquiryId name email phone mealType mealDetails duration addons createdAt attended adminNotes';
const CREATE = `mutation($input: CreateEnquiryInput!) { createEnquiry(input: $input) { alreadyExists enquiry { ${FIELDS} } } }`;
const LIST = `query($first: Int, $after: String) { enquiries(first: $first, after: $after) { totalCount pageInfo { hasNextPage } edges { node { enquiryId createdAt } } } }`;
const ONE = `query($id: ID!) { enquiry(id: $id) { ${FIELDS} } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on Enquiry { enquiryId email } } }`;
const UPDATE = `mutation($id: ID!, $attended: Boolean, $adminNotes: String) { updateEnquiry(id: $id, attended: $attended, adminNotes: $adminNotes) { enquiryId attended adminNotes } }`;

const ROW_KEYS = ['id', 'name', 'email', 'phone', 'mealType', 'mealDetails', 'duration', 'addons', 'createdAt', 'attended', 'adminNotes'];

let seq = 0;
/** A valid quote request with an e-mail and a phone no other test uses. */
function quote(over: Record<string, unknown> = {}) {
  const n = ++seq;
  return {
    name: 'Asha Verma',
    email: `quote.${n}@example.com`,
    phone: `9${String(100_000_000 + n).slice(1).padStart(9, '0')}`,
    mealType: 'vegPlan',
    mealDetails: ['lunch', 'dinner'],
    duration: 14,
    addons: ['Paneer'],
    ...over,
  };
}

describe.each(dbKinds)('order enquiries on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;

  /** A verified user signed in through the API; returns the access token. */
  const loginAs = async (role: 'customer' | 'admin') => (await createUserAndLogin(t, { role })).token;

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await loginAs('customer');
    admin = await loginAs('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const countFor = (email: string) => t.prisma.enquiry.count({ where: { email: email.toLowerCase() } });

  /** More gateways on the test's PostgreSQL database, each with its own connection pool. */
  async function extraGateways(n: number) {
    const url = (t.app.database as { url?: string }).url;
    if (!url) throw new Error('no database URL');
    return Promise.all(
      Array.from({ length: n }, async () => {
        const database = await openDatabase({ databaseUrl: url, migrate: false });
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: 'memory://',
          JWT_SECRET: 'test-secret-test-secret-test-secret-123',
          CODE_SECRET: 'test-code-secret-test-code-secret-0123',
          TRUST_PROXY: 'true',
          PUBLIC_URL: 'http://localhost:4000',
          STATIC_DIR: '/nonexistent',
        });
        const app = await createApp({ config, database, mailTransport: null, now: t.clock.now });
        return {
          fetch: app.fetch,
          async close() {
            await app.close();
            await database.close();
          },
        };
      }),
    );
  }

  describe('createEnquiry / POST /enquiry', () => {
    it('creates an enquiry for a visitor over GraphQL; the submitter reads it back in the answer', async () => {
      const input = quote({
        email: '  Mixed.Case.Quote@Example.COM ',
        mealType: 'chickenPlan',
        mealDetails: ['dinner', 'breakfast', 'dinner'],
        duration: 28,
        addons: ['Egg', 'Chicken', 'Egg'],
      });
      const res = await t.gql(CREATE, { input });
      expect(res.errors).toBeUndefined();
      expect(res.data.createEnquiry.alreadyExists).toBe(false);
      const enquiry = res.data.createEnquiry.enquiry;
      expect(enquiry).toMatchObject({
        name: 'Asha Verma',
        email: 'mixed.case.quote@example.com',
        phone: input.phone,
        mealType: 'chickenPlan',
        mealDetails: ['breakfast', 'dinner'],
        duration: 28,
        addons: ['Chicken', 'Egg'],
        attended: false,
        adminNotes: null,
      });
      expect(enquiry.id).toBe(encodeGlobalID('Enquiry', enquiry.enquiryId));
      const row = await t.prisma.enquiry.findUniqueOrThrow({ where: { id: enquiry.enquiryId } });
      expect(row).toMatchObject({ email: 'mixed.case.quote@example.com', mealType: 'chickenPlan', mealDetails: ['breakfast', 'dinner'], addons: ['Chicken', 'Egg'] });
      // ...but only in that answer: afterwards the enquiry is admin-only.
      const later = await t.gql(NODE, { id: enquiry.id });
      expect(later.data?.node ?? null).toBeNull();
      expect(later.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('customers and admins may request a quote too', async () => {
      for (const token of [customer, admin]) {
        const res = await t.gql(CREATE, { input: quote() }, { token });
        expect(res.errors).toBeUndefined();
        expect(res.data.createEnquiry.alreadyExists).toBe(false);
      }
    });

    it('POST /enquiry answers { data: { alreadyExists: false, id } } with the numeric id; add-ons are optional', async () => {
      const { addons: _none, ...body } = quote();
      const res = await t.rest('POST', '/enquiry', body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { alreadyExists: false, id: expect.any(Number) } });
      const row = await t.prisma.enquiry.findUniqueOrThrow({ where: { id: res.body.data.id } });
      expect(row).toMatchObject({ email: body.email, phone: body.phone, addons: [], duration: 14, attended: false });

      // A form may send the duration as text.
      const text = await t.rest('POST', '/enquiry', quote({ duration: '28' }));
      expect(text.status).toBe(200);
      expect((await t.prisma.enquiry.findUniqueOrThrow({ where: { id: text.body.data.id } })).duration).toBe(28);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['no meals', { mealDetails: [] }, 'Choose at least one meal type'],
      ['duration 15', { duration: 15 }, 'Invalid duration'],
      ['duration 0', { duration: 0 }, 'Invalid duration'],
      ['no duration', { duration: null }, 'Invalid duration'],
      ['empty name', { name: '   ' }, 'Name is required'],
      ['bad e-mail', { email: 'not-an-email' }, 'Invalid email'],
      ['empty e-mail', { email: '' }, 'Invalid email'],
      ['short phone', { phone: '98765' }, 'Phone must be 10 digits'],
      ['long phone', { phone: '98765432101' }, 'Phone must be 10 digits'],
      ['phone with letters', { phone: '98765abcde' }, 'Phone must contain only digits'],
      ['phone with a plus', { phone: '+919876543' }, 'Phone must contain only digits'],
    ];
    it.each(invalid)('refuses %s with the product’s message, over GraphQL and REST, and creates nothing', async (_label, over, message) => {
      const input = quote(over);
      const g = await t.gql(CREATE, { input });
      expect(g.errors?.[0]?.message).toBe(message);
      expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(g.data).toBeNull();
      const r = await t.rest('POST', '/enquiry', input);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
      if (typeof input.email === 'string' && input.email.includes('@')) expect(await countFor(input.email)).toBe(0);
    });

    // The plan, the meals and the add-ons are enums in GraphQL (PlanType, MealOfDay, Addon): a typed
    // client's bad value is refused by the schema; REST, which takes any text, gets the form's messages.
    const typed: [string, Record<string, unknown>, string, string][] = [
      ['no plan', { mealType: '' }, 'Please select a plan', 'PlanType'],
      ['unknown plan', { mealType: 'fishPlan' }, 'Invalid meal type selected', 'PlanType'],
      ['unknown meal', { mealDetails: ['lunch', 'brunch'] }, 'Invalid meal selected', 'MealOfDay'],
      ['a capitalised meal', { mealDetails: ['Lunch'] }, '', 'MealOfDay'],
      ['unknown add-on', { addons: ['Paneer', 'Fish'] }, 'Invalid addon', 'Addon'],
      ['lowercase add-on', { addons: ['paneer'] }, 'Invalid addon', 'Addon'],
    ];
    it.each(typed)('refuses %s: GraphQL by its types, REST with the product’s message', async (_label, over, message, enumName) => {
      const input = quote(over);
      const before = await t.prisma.enquiry.count();
      const g = await t.gql(CREATE, { input });
      expect(g.status).toBe(400);
      // In the product's words, never the schema's type names.
      expect(g.errors?.[0]?.message).toMatch(new RegExp(`^"[^"]*" is not a valid ${enumName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}; use one of: `));
      expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const r = await t.rest('POST', '/enquiry', input);
      if (message) expect(r).toMatchObject({ status: 400, body: { message } });
      // REST reads meals in any case, as the form sends them.
      else expect(r.status).toBe(200);
      expect(await t.prisma.enquiry.count()).toBe(before + (message ? 0 : 1));
    });

    it('REST: missing or non-text fields reach the validation and get its message', async () => {
      const before = await t.prisma.enquiry.count();
      expect(await t.rest('POST', '/enquiry', {})).toMatchObject({ status: 400, body: { message: 'Please select a plan' } });
      const { mealDetails: _m, ...noMeals } = quote();
      expect(await t.rest('POST', '/enquiry', noMeals)).toMatchObject({ status: 400, body: { message: 'Choose at least one meal type' } });
      expect(await t.rest('POST', '/enquiry', quote({ mealDetails: [1, 2] }))).toMatchObject({ status: 400, body: { message: 'Invalid meal selected' } });
      expect(await t.rest('POST', '/enquiry', quote({ duration: 14.5 }))).toMatchObject({ status: 400, body: { message: 'Invalid duration' } });
      expect(await t.rest('POST', '/enquiry', quote({ duration: 'two weeks' }))).toMatchObject({ status: 400, body: { message: 'Invalid duration' } });
      expect(await t.rest('POST', '/enquiry', quote({ mealType: { plan: 'vegPlan' } }))).toMatchObject({ status: 400, body: { message: 'Please select a plan' } });
      expect(await t.rest('POST', '/enquiry', quote({ name: 42, phone: 9876543210 }))).toMatchObject({ status: 200 });
      expect(await t.prisma.enquiry.count()).toBe(before + 1);
    });
  });

  describe('alreadyExists', () => {
    it('answers alreadyExists for the same e-mail (any case) or phone while the first is not attended; override creates a second', async () => {
      const first = quote();
      const created = await t.gql(CREATE, { input: first });
      expect(created.data.createEnquiry.alreadyExists).toBe(false);

      const sameEmail = { ...quote(), email: first.email.toUpperCase() };
      const a = await t.gql(CREATE, { input: sameEmail });
      expect(a.errors).toBeUndefined();
      expect(a.data.createEnquiry).toEqual({ alreadyExists: true, enquiry: null });

      const samePhone = { ...quote(), phone: first.phone };
      const b = await t.rest('POST', '/enquiry', samePhone);
      expect(b).toMatchObject({ status: 200, body: { data: { alreadyExists: true } } });
      expect(b.body.data).not.toHaveProperty('id');
      expect(await t.prisma.enquiry.count({ where: { OR: [{ email: first.email }, { phone: first.phone }] } })).toBe(1);

      // override: false behaves like no override.
      const c = await t.gql(CREATE, { input: { ...sameEmail, override: false } });
      expect(c.data.createEnquiry.alreadyExists).toBe(true);

      // Resubmit with override: a second enquiry.
      const d = await t.gql(CREATE, { input: { ...sameEmail, override: true } });
      expect(d.data.createEnquiry.alreadyExists).toBe(false);
      expect(d.data.createEnquiry.enquiry.email).toBe(first.email);
      const e = await t.rest('POST', '/enquiry', { ...samePhone, override: true });
      expect(e).toMatchObject({ status: 200, body: { data: { alreadyExists: false, id: expect.any(Number) } } });
      expect(await t.prisma.enquiry.count({ where: { OR: [{ email: first.email }, { phone: first.phone }] } })).toBe(3);
    });

    it('attended enquiries do not count', async () => {
      const first = quote();
      const created = await t.rest('POST', '/enquiry', first);
      await t.prisma.enquiry.update({ where: { id: created.body.data.id }, data: { attended: true } });
      const again = await t.rest('POST', '/enquiry', { ...first, mealType: 'eggPlan' });
      expect(again).toMatchObject({ status: 200, body: { data: { alreadyExists: false, id: expect.any(Number) } } });
      expect(await countFor(first.email)).toBe(2);
      // The new one is pending again, so a third submission is held back.
      const third = await t.rest('POST', '/enquiry', first);
      expect(third.body.data).toEqual({ alreadyExists: true });
    });

    it('a double submit creates one enquiry, also when several gateways take it at once', async () => {
      // On PostgreSQL, three more gateways (own connection pools) share the database: without the
      // per-address lock their transactions would all pass the check. PGlite has one connection.
      const gateways = kind === 'postgres' ? await extraGateways(3) : [];
      try {
        const input = quote();
        // Warm every gateway up (first requests compile the schema's resolvers), then send at once.
        for (const gateway of gateways) await gateway.fetch('http://localhost/healthz');
        const send = async (i: number): Promise<{ data: any; errors?: unknown }> => {
          const gateway = i % (gateways.length + 1);
          if (gateway === 0) return t.gql(CREATE, { input });
          const response = await gateways[gateway - 1]!.fetch('http://localhost/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
            body: JSON.stringify({ query: CREATE, variables: { input } }),
          });
          return (await response.json()) as { data: any; errors?: unknown };
        };
        const results = await Promise.all(Array.from({ length: 16 }, (_, i) => send(i)));
        expect(results.map((r) => r.errors)).toEqual(Array(16).fill(undefined));
        expect(results.filter((r) => r.data.createEnquiry.alreadyExists === false)).toHaveLength(1);
        expect(await countFor(input.email)).toBe(1);
      } finally {
        for (const gateway of gateways) await gateway.close();
      }
    });
  });

  it('is rate limited per client address: 20 an hour, then 429 with Retry-After', async () => {
    const ip = '192.0.2.10';
    const input = quote();
    for (let i = 0; i < 20; i++) {
      const r = await t.rest('POST', '/enquiry', input, { ip });
      expect(r.status, `call ${i + 1}`).toBe(200);
    }
    const over = await t.rest('POST', '/enquiry', quote(), { ip });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const g = await t.gql(CREATE, { input: quote() }, { ip });
    expect(g.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another address is not affected; the window passes.
    expect((await t.rest('POST', '/enquiry', quote(), { ip: '192.0.2.11' })).status).toBe(200);
    t.clock.advance(3_600_000);
    expect((await t.rest('POST', '/enquiry', quote(), { ip })).status).toBe(200);
  });

  describe('admin table, detail and save', () => {
    beforeAll(async () => {
      // Enough rows for three pages, with distinct creation times spread over the past days.
      const base = Date.now() - 10 * 86_400_000;
      await t.prisma.enquiry.createMany({
        data: Array.from({ length: 23 }, (_, i) => ({
          name: `Seeded ${i}`,
          email: `seeded.${i}@example.com`,
          phone: `91000000${String(i).padStart(2, '0')}`,
          mealType: 'eggPlan' as const,
          mealDetails: ['breakfast' as const],
          duration: 28,
          addons: [],
          createdAt: new Date(base + i * 3_600_000),
        })),
      });
    });

    const expectedIds = async (page: number, limit = 10) =>
      (
        await t.prisma.enquiry.findMany({
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * limit,
          take: limit,
          select: { id: true },
        })
      ).map((r) => r.id);

    it('GET /enquiry: 10 a page, newest first, with the total; rows use the contract’s names and numeric ids', async () => {
      const total = await t.prisma.enquiry.count();
      expect(total).toBeGreaterThan(20);
      const page2 = await t.rest('GET', '/enquiry?page=2&limit=10', undefined, { token: admin });
      expect(page2.status).toBe(200);
      expect(Object.keys(page2.body).sort()).toEqual(['data', 'total']);
      expect(page2.body.total).toBe(total);
      expect(page2.body.data).toHaveLength(10);
      expect(page2.body.data.map((r: { id: number }) => r.id)).toEqual(await expectedIds(2));
      for (const row of page2.body.data) expect(Object.keys(row)).toEqual(ROW_KEYS);
      const times = page2.body.data.map((r: { createdAt: string }) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      // The default page size is 10; page 1 is the newest; the last page holds the rest.
      const first = await t.rest('GET', '/enquiry', undefined, { token: admin });
      expect(first.body.data.map((r: { id: number }) => r.id)).toEqual(await expectedIds(1));
      const lastPage = Math.ceil(total / 10);
      const last = await t.rest('GET', `/enquiry?page=${lastPage}`, undefined, { token: admin });
      expect(last.body.data).toHaveLength(total - (lastPage - 1) * 10);
      const beyond = await t.rest('GET', `/enquiry?page=${lastPage + 1}`, undefined, { token: admin });
      expect(beyond.body).toEqual({ data: [], total });
      const seeded = await t.prisma.enquiry.findFirstOrThrow({ where: { email: 'seeded.0@example.com' } });
      const all = await t.rest('GET', '/enquiry?limit=100', undefined, { token: admin });
      expect(all.body.data.find((r: { id: number }) => r.id === seeded.id)).toEqual({
        id: seeded.id,
        name: 'Seeded 0',
        email: 'seeded.0@example.com',
        phone: '9100000000',
        mealType: 'eggPlan',
        mealDetails: ['breakfast'],
        duration: 28,
        addons: [],
        createdAt: seeded.createdAt.toISOString(),
        attended: false,
        adminNotes: null,
      });
    });

    it('enquiries(first, after) is the same offset connection over GraphQL', async () => {
      const res = await t.gql(LIST, { first: 10, after: cursorForPage(2, 10) }, { token: admin });
      expect(res.errors).toBeUndefined();
      expect(res.data.enquiries.totalCount).toBe(await t.prisma.enquiry.count());
      expect(res.data.enquiries.pageInfo.hasNextPage).toBe(true);
      expect(res.data.enquiries.edges.map((e: { node: { enquiryId: number } }) => e.node.enquiryId)).toEqual(await expectedIds(2));
    });

    it('GET /enquiry/{id} and enquiry(id:) by numeric or global id; unknown ids are 404 Enquiry not found', async () => {
      const row = await t.prisma.enquiry.findFirstOrThrow({ where: { email: 'seeded.3@example.com' } });
      const res = await t.rest('GET', `/enquiry/${row.id}`, undefined, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: {
          id: row.id,
          name: 'Seeded 3',
          email: 'seeded.3@example.com',
          phone: '9100000003',
          mealType: 'eggPlan',
          mealDetails: ['breakfast'],
          duration: 28,
          addons: [],
          createdAt: row.createdAt.toISOString(),
          attended: false,
          adminNotes: null,
        },
      });
      for (const id of [String(row.id), encodeGlobalID('Enquiry', row.id)]) {
        const g = await t.gql(ONE, { id }, { token: admin });
        expect(g.errors).toBeUndefined();
        expect(g.data.enquiry).toMatchObject({ enquiryId: row.id, email: 'seeded.3@example.com' });
      }
      for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
        const missing = await t.rest('GET', `/enquiry/${id}`, undefined, { token: admin });
        expect(missing, id).toMatchObject({ status: 404, body: { message: 'Enquiry not found' } });
      }
      for (const id of ['999999', encodeGlobalID('Enquiry', 999999), encodeGlobalID('User', row.id), 'junk']) {
        const g = await t.gql(ONE, { id }, { token: admin });
        expect(g.errors?.[0]).toMatchObject({ message: 'Enquiry not found', extensions: { code: 'NOT_FOUND' } });
      }
    });

    it('PATCH /enquiry/{id} saves attended and the admin notes; absent notes stay, null clears', async () => {
      const row = await t.prisma.enquiry.findFirstOrThrow({ where: { email: 'seeded.5@example.com' } });
      const res = await t.rest('PATCH', `/enquiry/${row.id}`, { attended: true, adminNotes: '  Called back; sent the egg plan menu.  ' }, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: row.id, attended: true, adminNotes: 'Called back; sent the egg plan menu.' });
      expect(Object.keys(res.body.data)).toEqual(ROW_KEYS);
      expect(await t.prisma.enquiry.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
        attended: true,
        adminNotes: 'Called back; sent the egg plan menu.',
      });

      const toggle = await t.rest('PATCH', `/enquiry/${row.id}`, { attended: false }, { token: admin });
      expect(toggle.body.data).toMatchObject({ attended: false, adminNotes: 'Called back; sent the egg plan menu.' });

      const g = await t.gql(UPDATE, { id: encodeGlobalID('Enquiry', row.id), attended: true, adminNotes: null }, { token: admin });
      expect(g.errors).toBeUndefined();
      expect(g.data.updateEnquiry).toEqual({ enquiryId: row.id, attended: true, adminNotes: null });

      const exactly = 'n'.repeat(1000);
      const max = await t.rest('PATCH', `/enquiry/${row.id}`, { attended: true, adminNotes: exactly }, { token: admin });
      expect(max.body.data.adminNotes).toBe(exactly);
    });

    it('refuses notes over 1000 characters, a missing attended flag and unknown ids, changing nothing', async () => {
      const row = await t.prisma.enquiry.findFirstOrThrow({ where: { email: 'seeded.6@example.com' } });
      const long = await t.rest('PATCH', `/enquiry/${row.id}`, { attended: true, adminNotes: 'x'.repeat(1001) }, { token: admin });
      expect(long).toMatchObject({ status: 400, body: { message: 'Note is too long' } });
      const g = await t.gql(UPDATE, { id: String(row.id), attended: true, adminNotes: 'x'.repeat(1001) }, { token: admin });
      expect(g.errors?.[0]).toMatchObject({ message: 'Note is too long', extensions: { code: 'BAD_USER_INPUT' } });
      const noFlag = await t.rest('PATCH', `/enquiry/${row.id}`, { adminNotes: 'ok' }, { token: admin });
      expect(noFlag).toMatchObject({ status: 400, body: { message: 'Attended must be true or false' } });
      const textFlag = await t.rest('PATCH', `/enquiry/${row.id}`, { attended: 'yes' }, { token: admin });
      expect(textFlag).toMatchObject({ status: 400, body: { message: 'Attended must be true or false' } });
      expect(await t.prisma.enquiry.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ attended: false, adminNotes: null });

      const unknown = await t.rest('PATCH', '/enquiry/999999', { attended: true }, { token: admin });
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Enquiry not found' } });
      const unknownG = await t.gql(UPDATE, { id: encodeGlobalID('Enquiry', 999999), attended: true }, { token: admin });
      expect(unknownG.errors?.[0]).toMatchObject({ message: 'Enquiry not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('authorization: visitor, customer, admin', () => {
    let id: number;
    beforeAll(async () => {
      id = (await t.rest('POST', '/enquiry', quote())).body.data.id;
    });

    it('GraphQL: enquiries, enquiry, node(id:) and updateEnquiry are admin-only', async () => {
      const globalId = encodeGlobalID('Enquiry', id);
      const calls: [string, Record<string, unknown>][] = [
        [LIST, { first: 10 }],
        [ONE, { id: globalId }],
        [NODE, { id: globalId }],
        [UPDATE, { id: globalId, attended: true }],
        // Unknown ids do not tell non-admins anything either.
        [UPDATE, { id: encodeGlobalID('Enquiry', 999999), attended: true }],
      ];
      for (const [query, variables] of calls) {
        const visitor = await t.gql(query, variables);
        expect(visitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
        const asCustomer = await t.gql(query, variables, { token: customer });
        expect(asCustomer.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      }
      expect(await t.prisma.enquiry.findUniqueOrThrow({ where: { id } })).toMatchObject({ attended: false });
      const node = await t.gql(NODE, { id: globalId }, { token: admin });
      expect(node.errors).toBeUndefined();
      expect(node.data.node).toMatchObject({ id: globalId, enquiryId: id });
    });

    it('enquiry.account names the account that has its e-mail, for admins only (not even for the visitor who sent it)', async () => {
      const ACCOUNT = 'query($id: ID!) { enquiry(id: $id) { enquiryId account { userId email role } } }';
      const existing = await createUserAndLogin(t, { role: 'customer' });
      const sent = await t.gql(`mutation($input: CreateEnquiryInput!) { createEnquiry(input: $input) { enquiry { enquiryId account { userId } } } }`, {
        input: quote({ email: existing.email.toUpperCase() }),
      });
      // The visitor reads their enquiry back, but not whether the address has an account.
      expect(sent.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(sent.data?.createEnquiry?.enquiry?.account ?? null).toBeNull();
      const withAccount = await t.prisma.enquiry.findFirstOrThrow({ where: { email: existing.email }, orderBy: { id: 'desc' } });
      const fresh = (await t.rest('POST', '/enquiry', quote())).body.data.id as number;

      const globalId = encodeGlobalID('Enquiry', withAccount.id);
      expect((await t.gql(ACCOUNT, { id: globalId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(ACCOUNT, { id: globalId }, { token: customer })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const asAdmin = await t.gql(ACCOUNT, { id: globalId }, { token: admin });
      expect(asAdmin.errors).toBeUndefined();
      expect(asAdmin.data.enquiry.account).toEqual({ userId: existing.id, email: existing.email, role: 'customer' });
      const none = await t.gql(ACCOUNT, { id: encodeGlobalID('Enquiry', fresh) }, { token: admin });
      expect(none.errors).toBeUndefined();
      expect(none.data.enquiry.account).toBeNull();
    });

    it('REST: GET /enquiry, GET and PATCH /enquiry/{id} answer 401 to visitors and 403 to customers', async () => {
      const calls: [string, string, unknown][] = [
        ['GET', '/enquiry', undefined],
        ['GET', `/enquiry/${id}`, undefined],
        ['PATCH', `/enquiry/${id}`, { attended: true }],
      ];
      for (const [method, path, body] of calls) {
        expect(await t.rest(method, path, body), `${method} ${path}`).toMatchObject({ status: 401, body: { message: 'You must be logged in' } });
        expect(await t.rest(method, path, body, { token: customer }), `${method} ${path}`).toMatchObject({ status: 403, body: { message: 'Not authorized' } });
        expect((await t.rest(method, path, body, { token: admin })).status, `${method} ${path}`).toBe(200);
      }
    });
  });

  it('the OpenAPI document lists the enquiry routes', async () => {
    const doc = (await (await t.app.fetch('http://localhost/server/api/v1/openapi.json')).json()) as any;
    expect(doc.paths['/enquiry'].post.summary).toBeTruthy();
    expect(doc.paths['/enquiry'].get.summary).toBeTruthy();
    expect(doc.paths['/enquiry/{id}'].get.summary).toBeTruthy();
    expect(doc.paths['/enquiry/{id}'].patch.summary).toBeTruthy();
  });
});
