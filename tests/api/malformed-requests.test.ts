// Malformed input answers 4xx with a clear message, never 500 nor a masked 'Unexpected error.':
// broken GET parameters, broken multipart requests, NUL characters (PostgreSQL refuses them in
// text) wherever text enters, invalid DateTime values, node(id:) of missing or impossible records,
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
