// Contact enquiries ("Get in Touch") end to end through the gateway, GraphQL and REST, on PGlite and
// real PostgreSQL: the product's validation messages, the rate limit, the admin-only list (10 a page,
// newest first), detail and save, and who may do what.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorForPage } from '../../schema/pagination.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';
import { dbKinds } from '../support/db.ts';

const FIELDS = 'id contactId name email phone message submittedAt attended sessionNotes';
const CREATE = `mutation($input: CreateContactEnquiryInput!) { createContactEnquiry(input: $input) { message contactEnquiry { ${FIELDS} } } }`;
const LIST = `query($first: Int, $after: String) { contactEnquiries(first: $first, after: $after) { totalCount pageInfo { hasNextPage } edges { node { contactId } } } }`;
const ONE = `query($id: ID!) { contactEnquiry(id: $id) { ${FIELDS} } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on ContactEnquiry { contactId email } } }`;
const UPDATE = `mutation($id: ID!, $attended: Boolean, $sessionNotes: String) { updateContactEnquiry(id: $id, attended: $attended, sessionNotes: $sessionNotes) { contactId attended sessionNotes } }`;

const THANKS = 'Thank you for reaching out! We will get back to you soon.';
const ROW_KEYS = ['id', 'name', 'email', 'phone', 'message', 'submittedAt', 'attended', 'sessionNotes'];

let seq = 0;
function contact(over: Record<string, unknown> = {}) {
  const n = ++seq;
  return {
    name: 'Ritika Saxena',
    email: `contact.${n}@example.com`,
    phone: '9811345678',
    message: 'Do you deliver to Indiranagar? Lunch at my office on weekdays.',
    ...over,
  };
}

describe.each(dbKinds)('contact enquiries on %s', (kind) => {
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

  const countFor = (email: string) => t.prisma.contactEnquiry.count({ where: { email: email.trim().toLowerCase() } });

  describe('createContactEnquiry / POST /contact-us', () => {
    it('stores the message for a visitor over GraphQL; the sender reads it back in the answer only', async () => {
      const input = contact({ name: '  Nikhil Bose ', email: ' Nikhil.Bose@Example.com ', message: '  Can the chicken plan be less spicy?  ' });
      const res = await t.gql(CREATE, { input });
      expect(res.errors).toBeUndefined();
      expect(res.data.createContactEnquiry.message).toBe(THANKS);
      const row = res.data.createContactEnquiry.contactEnquiry;
      expect(row).toMatchObject({
        name: 'Nikhil Bose',
        email: 'nikhil.bose@example.com',
        phone: '9811345678',
        message: 'Can the chicken plan be less spicy?',
        attended: false,
        sessionNotes: null,
      });
      expect(row.id).toBe(encodeGlobalID('ContactEnquiry', row.contactId));
      expect(await t.prisma.contactEnquiry.findUniqueOrThrow({ where: { id: row.contactId } })).toMatchObject({
        email: 'nikhil.bose@example.com',
        message: 'Can the chicken plan be less spicy?',
      });
      const later = await t.gql(NODE, { id: row.id });
      expect(later.data?.node ?? null).toBeNull();
      expect(later.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('POST /contact-us answers 200 { message }; customers and admins may send it too', async () => {
      for (const token of [null, customer, admin]) {
        const body = contact();
        const res = await t.rest('POST', '/contact-us', body, { token });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: THANKS });
        expect(await countFor(body.email)).toBe(1);
      }
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['empty name', { name: '' }, 'Name is required'],
      ['blank name', { name: '   ' }, 'Name is required'],
      ['empty e-mail', { email: '' }, 'Email is required'],
      ['bad e-mail', { email: 'ritika@' }, 'Invalid email address'],
      ['short phone', { phone: '98113' }, 'Phone number must be 10 digits'],
      ['long phone', { phone: '981134567890' }, 'Phone number must be 10 digits'],
      ['phone with letters', { phone: '98113abcde' }, 'Enter a valid 10-digit phone number'],
      ['short message', { message: 'Hi there' }, 'Message should be at least 10 characters'],
      ['message of spaces', { message: '    hello     ' }, 'Message should be at least 10 characters'],
      ['too long a message', { message: 'x'.repeat(2001) }, 'Message should be at most 2000 characters'],
    ];
    it.each(invalid)('refuses %s with the product’s message, over GraphQL and REST, and stores nothing', async (_label, over, message) => {
      const before = await t.prisma.contactEnquiry.count();
      const input = contact(over);
      const g = await t.gql(CREATE, { input });
      expect(g.errors?.[0]?.message).toBe(message);
      expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const r = await t.rest('POST', '/contact-us', input);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
      expect(await t.prisma.contactEnquiry.count()).toBe(before);
    });

    it('REST: missing or non-text fields get the product’s message', async () => {
      expect(await t.rest('POST', '/contact-us', {})).toMatchObject({ status: 400, body: { message: 'Name is required' } });
      const { email: _e, ...noEmail } = contact();
      expect(await t.rest('POST', '/contact-us', noEmail)).toMatchObject({ status: 400, body: { message: 'Email is required' } });
      expect(await t.rest('POST', '/contact-us', contact({ message: ['a long enough message'] }))).toMatchObject({
        status: 400,
        body: { message: 'Message should be at least 10 characters' },
      });
      expect((await t.rest('POST', '/contact-us', contact({ phone: 9811345678 }))).status).toBe(200);
    });

    it('is rate limited per client address: 20 an hour, then 429', async () => {
      const ip = '192.0.2.20';
      for (let i = 0; i < 20; i++) expect((await t.rest('POST', '/contact-us', contact(), { ip })).status).toBe(200);
      const body = contact();
      const over = await t.rest('POST', '/contact-us', body, { ip });
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(/^Too many requests/);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await countFor(body.email)).toBe(0);
      expect((await t.gql(CREATE, { input: contact() }, { ip })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect((await t.rest('POST', '/contact-us', contact(), { ip: '192.0.2.21' })).status).toBe(200);
    });
  });

  describe('admin list, detail and save', () => {
    beforeAll(async () => {
      const base = Date.now() - 5 * 86_400_000;
      await t.prisma.contactEnquiry.createMany({
        data: Array.from({ length: 23 }, (_, i) => ({
          name: `Seeded ${i}`,
          email: `seeded.${i}@example.com`,
          phone: `91000000${String(i).padStart(2, '0')}`,
          message: `Seeded message number ${i}`,
          submittedAt: new Date(base + i * 3_600_000),
        })),
      });
    });

    const expectedIds = async (page: number, limit = 10) =>
      (
        await t.prisma.contactEnquiry.findMany({
          orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * limit,
          take: limit,
          select: { id: true },
        })
      ).map((r) => r.id);

    it('GET /contact-us: 10 a page, newest first, with the total', async () => {
      const total = await t.prisma.contactEnquiry.count();
      expect(total).toBeGreaterThan(20);
      const page2 = await t.rest('GET', '/contact-us?page=2&limit=10', undefined, { token: admin });
      expect(page2.status).toBe(200);
      expect(Object.keys(page2.body).sort()).toEqual(['data', 'total']);
      expect(page2.body.total).toBe(total);
      expect(page2.body.data.map((r: { id: number }) => r.id)).toEqual(await expectedIds(2));
      for (const row of page2.body.data) expect(Object.keys(row)).toEqual(ROW_KEYS);
      const times = page2.body.data.map((r: { submittedAt: string }) => Date.parse(r.submittedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const first = await t.rest('GET', '/contact-us', undefined, { token: admin });
      expect(first.body.data.map((r: { id: number }) => r.id)).toEqual(await expectedIds(1));
      const lastPage = Math.ceil(total / 10);
      const last = await t.rest('GET', `/contact-us?page=${lastPage}&limit=10`, undefined, { token: admin });
      expect(last.body.data).toHaveLength(total - (lastPage - 1) * 10);

      const g = await t.gql(LIST, { first: 10, after: cursorForPage(2, 10) }, { token: admin });
      expect(g.errors).toBeUndefined();
      expect(g.data.contactEnquiries.totalCount).toBe(total);
      expect(g.data.contactEnquiries.edges.map((e: { node: { contactId: number } }) => e.node.contactId)).toEqual(await expectedIds(2));
    });

    it('GET /contact-us/{id} and contactEnquiry(id:); unknown ids are 404 Contact not found', async () => {
      const row = await t.prisma.contactEnquiry.findFirstOrThrow({ where: { email: 'seeded.2@example.com' } });
      const res = await t.rest('GET', `/contact-us/${row.id}`, undefined, { token: admin });
      expect(res).toMatchObject({ status: 200 });
      expect(res.body).toEqual({
        data: {
          id: row.id,
          name: 'Seeded 2',
          email: 'seeded.2@example.com',
          phone: '9100000002',
          message: 'Seeded message number 2',
          submittedAt: row.submittedAt.toISOString(),
          attended: false,
          sessionNotes: null,
        },
      });
      for (const id of [String(row.id), encodeGlobalID('ContactEnquiry', row.id)]) {
        const g = await t.gql(ONE, { id }, { token: admin });
        expect(g.errors).toBeUndefined();
        expect(g.data.contactEnquiry.contactId).toBe(row.id);
      }
      for (const id of ['999999', 'nope']) {
        expect(await t.rest('GET', `/contact-us/${id}`, undefined, { token: admin })).toMatchObject({
          status: 404,
          body: { message: 'Contact not found' },
        });
      }
      for (const id of [encodeGlobalID('ContactEnquiry', 999999), encodeGlobalID('Enquiry', row.id)]) {
        const g = await t.gql(ONE, { id }, { token: admin });
        expect(g.errors?.[0]).toMatchObject({ message: 'Contact not found', extensions: { code: 'NOT_FOUND' } });
      }
    });

    it('PUT /contact-us/{id} saves attended and the session notes', async () => {
      const row = await t.prisma.contactEnquiry.findFirstOrThrow({ where: { email: 'seeded.4@example.com' } });
      const res = await t.rest('PUT', `/contact-us/${row.id}`, { attended: true, sessionNotes: 'Booked a call for Friday 5 pm.' }, { token: admin });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['data']);
      expect(Object.keys(res.body.data)).toEqual(ROW_KEYS);
      expect(res.body.data).toMatchObject({ id: row.id, attended: true, sessionNotes: 'Booked a call for Friday 5 pm.' });
      expect(await t.prisma.contactEnquiry.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
        attended: true,
        sessionNotes: 'Booked a call for Friday 5 pm.',
      });
      const keep = await t.rest('PUT', `/contact-us/${row.id}`, { attended: false }, { token: admin });
      expect(keep.body.data).toMatchObject({ attended: false, sessionNotes: 'Booked a call for Friday 5 pm.' });
      const clear = await t.gql(UPDATE, { id: encodeGlobalID('ContactEnquiry', row.id), attended: true, sessionNotes: '' }, { token: admin });
      expect(clear.data.updateContactEnquiry).toEqual({ contactId: row.id, attended: true, sessionNotes: null });
      const max = await t.rest('PUT', `/contact-us/${row.id}`, { attended: true, sessionNotes: 's'.repeat(1000) }, { token: admin });
      expect(max.body.data.sessionNotes).toHaveLength(1000);
    });

    it('refuses notes over 1000 characters, a missing attended flag and unknown ids, changing nothing', async () => {
      const row = await t.prisma.contactEnquiry.findFirstOrThrow({ where: { email: 'seeded.7@example.com' } });
      const long = await t.rest('PUT', `/contact-us/${row.id}`, { attended: true, sessionNotes: 's'.repeat(1001) }, { token: admin });
      expect(long).toMatchObject({ status: 400, body: { message: 'Note is too long' } });
      const g = await t.gql(UPDATE, { id: String(row.id), attended: true, sessionNotes: 's'.repeat(1001) }, { token: admin });
      expect(g.errors?.[0]).toMatchObject({ message: 'Note is too long', extensions: { code: 'BAD_USER_INPUT' } });
      const noFlag = await t.rest('PUT', `/contact-us/${row.id}`, { sessionNotes: 'ok' }, { token: admin });
      expect(noFlag).toMatchObject({ status: 400, body: { message: 'Attended must be true or false' } });
      expect(await t.prisma.contactEnquiry.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ attended: false, sessionNotes: null });
      expect(await t.rest('PUT', '/contact-us/999999', { attended: true }, { token: admin })).toMatchObject({
        status: 404,
        body: { message: 'Contact not found' },
      });
    });
  });

  describe('authorization: visitor, customer, admin', () => {
    let id: number;
    beforeAll(async () => {
      const row = await t.prisma.contactEnquiry.create({ data: contact() });
      id = row.id;
    });

    it('GraphQL: contactEnquiries, contactEnquiry, node(id:) and updateContactEnquiry are admin-only', async () => {
      const globalId = encodeGlobalID('ContactEnquiry', id);
      const calls: [string, Record<string, unknown>][] = [
        [LIST, { first: 10 }],
        [ONE, { id: globalId }],
        [NODE, { id: globalId }],
        [UPDATE, { id: globalId, attended: true }],
      ];
      for (const [query, variables] of calls) {
        expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
        expect((await t.gql(query, variables, { token: customer })).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
        expect((await t.gql(query, variables, { token: admin })).errors, query).toBeUndefined();
      }
      const node = await t.gql(NODE, { id: globalId }, { token: admin });
      expect(node.data.node).toMatchObject({ id: globalId, contactId: id });
    });

    it('REST: GET /contact-us, GET and PUT /contact-us/{id} answer 401 to visitors and 403 to customers', async () => {
      const calls: [string, string, unknown][] = [
        ['GET', '/contact-us', undefined],
        ['GET', `/contact-us/${id}`, undefined],
        ['PUT', `/contact-us/${id}`, { attended: false }],
      ];
      for (const [method, path, body] of calls) {
        expect(await t.rest(method, path, body), `${method} ${path}`).toMatchObject({ status: 401, body: { message: 'You must be logged in' } });
        expect(await t.rest(method, path, body, { token: customer }), `${method} ${path}`).toMatchObject({ status: 403, body: { message: 'Not authorized' } });
        expect((await t.rest(method, path, body, { token: admin })).status, `${method} ${path}`).toBe(200);
      }
    });
  });
});
