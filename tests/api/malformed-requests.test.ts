// Malformed input answers 4xx with a clear message, never 500 nor a masked 'Unexpected error.':
// broken GET parameters, broken multipart requests, NUL characters and unpaired surrogates
// (PostgreSQL refuses them in text and JSON) wherever text enters, invalid DateTime values, node(id:) of missing or impossible records,
// absurdly nested variables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const NUL = 'Text must not contain NUL characters';
const INVALID_DATE = 'Invalid date: send an ISO-8601 date and time (UTC or with an offset) in the years 1 to 9999';
const gid = (type: string, id: string | number) => Buffer.from(`${type}:${id}`).toString('base64');

describe.each(dbKinds)('malformed requests on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function raw(url: string, init: RequestInit = {}) {
    const response = await t.app.fetch(`http://localhost${url}`, init);
    const text = await response.text();
    expect(text).not.toMatch(/Unexpected error|INTERNAL_SERVER_ERROR|Something went wrong/);
    return { status: response.status, text, json: (() => { try { return JSON.parse(text); } catch { return null; } })() };
  }

  it('GET /graphql with variables or extensions that are not JSON objects: 400', async () => {
    const query = encodeURIComponent('query($n: Int) { publicMenu { weekStart } }');
    for (const [param, value] of [
      ['variables', '{bad'],
      ['variables', '[1,2]'],
      ['variables', '"text"'],
      ['extensions', '{bad'],
      ['extensions', '42'],
    ]) {
      const r = await raw(`/graphql?query=${query}&${param}=${encodeURIComponent(value!)}`, { headers: { accept: 'application/json' } });
      expect(r.status, `${param}=${value}`).toBe(400);
      expect(r.json.errors[0].message).toMatch(
        /^(Malformed GraphQL request|variables must be a JSON object|extensions must be a JSON object|Expected "(variables|extensions)" param to be empty or an object)/,
      );
    }
  });

  it('multipart requests of broken shapes: 4xx; well-formed ones without their file: a clear error', async () => {
    // [operations, map, files]: the first five are malformed (4xx); the others reach the mutation,
    // which answers 'A file is required' when the map does not put a file in place.
    const shapes: [string, string | null, Record<string, string | File>?][] = [
      ['null', '{}'],
      ['[]', '{}'],
      ['"x"', null],
      ['{"query":1}', null],
      ['{not json', '{}'],
      ['{"query":"mutation($f: File) { uploadDishImage(file: $f) { key } }","variables":{"f":null}}', 'null'],
      ['{"query":"mutation($f: File) { uploadDishImage(file: $f) { key } }","variables":{"f":null}}', '{"0":"variables.f"}'],
      ['{"query":"mutation($f: File) { uploadDishImage(file: $f) { key } }","variables":{"f":null}}', '{"0":[1]}'],
      ['{"query":"mutation($f: File) { uploadDishImage(file: $f) { key } }","variables":{"f":null}}', '{"0":["__proto__.polluted"]}'],
      ['{"query":"mutation($f: File) { uploadDishImage(file: $f) { key } }","variables":{"f":null}}', '{"0":["variables.f"]}', {}],
      ['null', '{"0":["variables.f"]}', { 0: new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' }) }],
    ];
    for (const [index, [operations, map, files]] of shapes.entries()) {
      const form = new FormData();
      form.set('operations', operations);
      if (map !== null) form.set('map', map);
      for (const [name, file] of Object.entries(files ?? {})) form.set(name, file);
      const r = await raw('/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}` } });
      if (index < 5) expect(r.status, `operations=${operations} map=${map}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `operations=${operations} map=${map}`).toBeLessThan(500);
      expect(r.json?.errors?.[0]?.message, `operations=${operations} map=${map}`).toBeTruthy();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  describe('NUL characters are refused with 400 before they reach the database', () => {
    const input = { name: 'Nul Test', email: 'nul@example.com', phone: '9876543210', message: 'Please call me back' };
    const CREATE = 'mutation($i: CreateContactEnquiryInput!) { createContactEnquiry(input: $i) { contactEnquiry { id } } }';

    it('in GraphQL variables, object keys, string literals and the operation name', async () => {
      const before = await t.prisma.contactEnquiry.count();
      for (const field of ['name', 'email', 'message'] as const) {
        const r = await t.gql(CREATE, { i: { ...input, [field]: `a\u0000b` } });
        expect(r.status, field).toBe(400);
        expect(r.errors?.[0]?.message).toBe(NUL);
      }
      expect((await t.gql(CREATE, { i: { ...input, ['na\u0000me']: 'x' } })).errors?.[0]?.message).toBe(NUL);
      const literal = await t.gql(`mutation { createContactEnquiry(input: { name: "a\\u0000b", email: "nul@example.com", phone: "9876543210", message: "Please call me back" }) { contactEnquiry { id } } }`);
      expect(literal.status).toBe(400);
      expect(literal.errors?.[0]?.message).toBe(NUL);
      const search = await t.gql('query($s: String) { dishes(search: $s) { totalCount } }', { s: '\u0000' }, { token: admin.token });
      expect(search.errors?.[0]?.message).toBe(NUL);
      expect(await t.prisma.contactEnquiry.count()).toBe(before);
    });

    it('in REST bodies, query strings and path parameters', async () => {
      const body = await t.rest('POST', '/contact-us', { ...input, name: 'a\u0000b' });
      expect(body).toMatchObject({ status: 400, body: { message: NUL } });
      const query = await t.rest('GET', '/dishes?search=a%00b', undefined, { token: admin.token });
      expect(query).toMatchObject({ status: 400, body: { message: NUL } });
      const path = await t.rest('DELETE', '/uploads/dishes/a%00b', undefined, { token: admin.token });
      expect(path.status).toBe(400);
      expect(path.body.message).toBe(NUL);
      const login = await t.rest('POST', '/auth/login', { email: 'x\u0000@example.com', password: 'Secret@123' });
      expect(login).toMatchObject({ status: 400, body: { message: NUL } });
    });
  });

  describe('unpaired UTF-16 surrogates are refused with 400 like NUL (the audit log cannot store them)', () => {
    const SURROGATE = 'Text must not contain unpaired surrogate characters';
    const ADD = 'mutation($i: AddCreditInput!) { addCredit(input: $i) { credit } }';
    const DEBIT = 'mutation($i: DebitCreditInput!) { debitCredit(input: $i) { credit } }';
    let customer: TestUser;
    beforeAll(async () => {
      customer = await createUserAndLogin(t, { role: 'customer', creditPaise: 50_000 });
    });
    const changes = async () => [await t.prisma.creditTransaction.count(), await t.prisma.auditEntry.count(), (await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).creditPaise];

    it('in credit and debit notes, through GraphQL and REST', async () => {
      const before = await changes();
      for (const note of ['\ud800', 'a\udc00b', 'x\ud83d']) {
        const add = await t.gql(ADD, { i: { userId: customer.id, amount: 10, paymentMethod: 'offline', note } }, { token: admin.token });
        expect(add.status, JSON.stringify(note)).toBe(400);
        expect(add.errors?.[0]?.message).toBe(SURROGATE);
        const debit = await t.gql(DEBIT, { i: { userId: customer.id, amount: 10, reason: 'other', note } }, { token: admin.token });
        expect(debit.status).toBe(400);
        expect(debit.errors?.[0]?.message).toBe(SURROGATE);
        const restAdd = await t.rest('PATCH', '/admin/users/credit', { id: customer.id, credit: 10, paymentMethod: 'offline', note }, { token: admin.token });
        expect(restAdd).toMatchObject({ status: 400, body: { message: SURROGATE } });
        const restDebit = await t.rest('PATCH', '/admin/users/debit', { id: customer.id, amount: 10, reason: 'other', note }, { token: admin.token });
        expect(restDebit).toMatchObject({ status: 400, body: { message: SURROGATE } });
      }
      expect(await changes()).toEqual(before);
      // A pair is one character (an emoji), and welcome.
      const emoji = await t.gql(ADD, { i: { userId: customer.id, amount: 10, paymentMethod: 'offline', note: 'thanks \ud83d\ude00' } }, { token: admin.token });
      expect(emoji.errors).toBeUndefined();
    });

    it('in object keys, the operation name and string literals', async () => {
      const key = await t.gql(ADD, { i: { userId: customer.id, amount: 10, paymentMethod: 'offline', ['no\ud800te']: 'x' } }, { token: admin.token });
      expect(key).toMatchObject({ status: 400, errors: [{ message: SURROGATE }] });
      const response = await t.app.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ query: 'query N { __typename }', operationName: 'N\ud800' }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(SURROGATE);
      // A raw lone surrogate inside a literal of the document (JSON can carry one).
      const literal = await t.gql(`mutation { addCredit(input: { userId: ${customer.id}, amount: 10, paymentMethod: offline, note: "a\ud800" }) { credit } }`, {}, { token: admin.token });
      expect(literal.status).toBe(400);
      expect(literal.errors?.[0]?.message).not.toMatch(/Unexpected error/);
    });
  });

  it('invalid DateTime values: 400 with the reason, as variables and as literals', async () => {
    const q = 'query($from: DateTime) { analyticsReport(from: $from) { quoteFunnel { __typename } } }';
    for (const value of ['garbage', '', '-200000-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '0001-01-01T00:00:00+05:00', '275760-09-13T00:00:00Z', 12345, true, ['2026-01-01']]) {
      const r = await t.gql(q, { from: value }, { token: admin.token });
      expect(r.status, JSON.stringify(value)).toBe(400);
      expect(r.errors?.[0]?.message).toContain(INVALID_DATE);
    }
    const literal = await t.gql('{ analyticsReport(from: "-200000-01-01T00:00:00Z") { quoteFunnel { __typename } } }', {}, { token: admin.token });
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]?.message).toBe(INVALID_DATE);
    const ok = await t.gql(q, { from: '2026-01-01T00:00:00+05:30' }, { token: admin.token });
    expect(ok.errors).toBeUndefined();
  });

  it('node(id:) and nodes(ids:) of missing or impossible records answer null', async () => {
    const ids = [gid('User', 999_999), gid('User', '99999999999999999999'), gid('User', 'abc'), gid('User', '-1'), gid('User', '1.5'), gid('Dish', 2_147_483_648), gid('CreditTransaction', 0)];
    for (const id of ids) {
      const r = await t.gql('query($id: ID!) { node(id: $id) { id } }', { id }, { token: admin.token });
      expect(r.status, id).toBe(200);
      expect(r.errors, id).toBeUndefined();
      expect(r.data.node, id).toBeNull();
    }
    const nodes = await t.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [...ids, admin.globalId] }, { token: admin.token });
    expect(nodes.errors).toBeUndefined();
    expect(nodes.data.nodes).toEqual([...ids.map(() => null), { id: admin.globalId }]);
    // Not a global ID at all: an error for that argument (no 500), the node null.
    for (const garbage of ['garbage', '', '%%%', gid('NoSuchType', 1)]) {
      const r = await t.gql('query($id: ID!) { node(id: $id) { id } }', { id: garbage }, { token: admin.token });
      expect(r.status, garbage).toBeLessThan(500);
      expect(r.data?.node ?? null).toBeNull();
      expect(JSON.stringify(r.errors ?? [])).not.toContain('Unexpected error');
    }
  });

  it('variables nested past 32 levels, and JSON bodies nested far deeper, are 400', async () => {
    let nested: unknown = 'x';
    for (let i = 0; i < 40; i++) nested = { a: nested };
    const r = await t.gql('mutation($p: RoutinePreference!) { setRoutinePreference(userId: 1, preference: $p) { userId } }', { p: nested }, { token: admin.token });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toBe('Variables may nest at most 32 levels');
    const deep = `{"query":"{ __typename }","variables":{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`;
    const response = await raw('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('REST ids and numbers that cannot exist are 4xx, not 500', async () => {
    for (const path of ['/dishes/2147483648', '/dishes/99999999999999999999', '/dishes/-1', '/dishes/1e308', '/dishes/abc', '/enquiry/2147483648', '/contact-us/1e308']) {
      const method = path.startsWith('/dishes') ? 'DELETE' : 'GET';
      const r = await t.rest(method, path, undefined, { token: admin.token });
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
    }
  });
});
