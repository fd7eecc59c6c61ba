// API keys for integrations on PGlite and PostgreSQL: an admin makes a named key (shown once,
// stored hashed), it works on GraphQL and REST with the scope of its role (a read-only key cannot
// mutate), it cannot manage keys, it is refused once revoked, expired, tampered with or its admin
// is gone, it is limited per key in query cost points a minute, and every use is logged by the key's id, never its value.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const CREATE = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { key message apiKey { id apiKeyId name role prefix status expiresAt revokedAt lastUsedAt createdByName } }
}`;
const LIST = '{ apiKeys(first: 10) { totalCount edges { node { apiKeyId name role prefix status lastUsedAt } } } }';
const REVOKE = 'mutation($id: Int!) { revokeApiKey(apiKeyId: $id) { apiKeyId status revokedAt } }';
const DISHES = '{ dishes(first: 2) { totalCount } }';
const ADD_CATEGORY = 'mutation($name: String!) { createDishCategory(name: $name) { categoryId } }';


/** The secret part of a key (fmk_<prefix>_<secret>); the secret's base64url may itself hold '_'. */
const secretOf = (key: string) => key.split('_').slice(2).join('_');

describe.each(dbKinds)('API keys on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const lines: string[] = [];
  let seq = 0;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(kind, { env: { API_KEY_COST_PER_MINUTE: '1000' }, logger: pino({ level: 'info' }, sink) });
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function makeKey(role: 'readonly' | 'admin', expiresOn: string | null = null, by: TestUser = admin) {
    const res = await t.gql(CREATE, { input: { name: `Integration ${seq++}`, role, expiresOn } }, { token: by.token });
    expect(res.errors).toBeUndefined();
    return res.data.createApiKey as { key: string; message: string; apiKey: { id: string; apiKeyId: number; prefix: string; status: string } };
  }

  it('an admin makes a key: shown once, stored as a hash, listed by its prefix', async () => {
    const made = await makeKey('readonly', '2026-12-31');
    expect(made.message).toBe('API key created');
    expect(made.key).toMatch(/^fmk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(`${made.apiKey.prefix}_`)).toBe(true);
    expect(made.apiKey).toMatchObject({ role: 'readonly', status: 'active', revokedAt: null, lastUsedAt: null, createdByName: admin.name });
    // Through 31 Dec, India time: it stops at midnight IST, 18:30 UTC the day before.
    expect((made.apiKey as unknown as { expiresAt: string }).expiresAt).toBe('2026-12-31T18:30:00.000Z');
    const row = await t.prisma.apiKey.findUniqueOrThrow({ where: { id: made.apiKey.apiKeyId } });
    expect(JSON.stringify(row)).not.toContain(secretOf(made.key));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    const list = await t.gql(LIST, {}, { token: admin.token });
    expect(list.data.apiKeys.edges.map((e: { node: { apiKeyId: number } }) => e.node.apiKeyId)).toContain(made.apiKey.apiKeyId);
    expect(JSON.stringify(list.data)).not.toContain(secretOf(made.key));
  });

  it('refuses a bad name, role or expiry with the form’s messages, and makes nothing', async () => {
    const before = await t.prisma.apiKey.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ', role: 'admin' }, 'Name is required'],
      [{ name: 'x'.repeat(61), role: 'admin' }, 'Name must be at most 60 characters'],
      [{ name: 'Tally', role: 'admin', expiresOn: '2026-11-25' }, 'Expiry must be a date after today'],
    ];
    t.clock.advance(Date.parse('2026-11-25T12:00:00+05:30') - t.clock.now().getTime());
    for (const [input, message] of cases) {
      const res = await t.gql(CREATE, { input }, { token: admin.token });
      expect(res.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const badDate = await t.gql(CREATE, { input: { name: 'Tally', role: 'admin', expiresOn: '25/12/2026' } }, { token: admin.token });
    expect(badDate.errors?.[0]?.message).toContain('Enter a valid date (YYYY-MM-DD)');
    const badRole = await t.gql(CREATE, { input: { name: 'Tally', role: 'owner' } }, { token: admin.token });
    expect(badRole.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^"owner" is not a valid api key role; use one of: /), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.prisma.apiKey.count()).toBe(before);
  });

  it('a read-only key reads over GraphQL and REST and cannot change anything', async () => {
    const { key } = await makeKey('readonly');
    expect((await t.gql(DISHES, {}, { token: key })).data.dishes.totalCount).toEqual(expect.any(Number));
    expect((await t.rest('GET', '/dishes', undefined, { token: key })).status).toBe(200);
    const mutation = await t.gql(ADD_CATEGORY, { name: `Read only ${kind}` }, { token: key });
    expect(mutation.errors?.[0]).toMatchObject({ message: 'This API key is read-only', extensions: { code: 'FORBIDDEN' } });
    const rest = await t.rest('POST', '/dishes/categories', { name: `Read only ${kind}` }, { token: key });
    expect(rest).toMatchObject({ status: 403, body: { message: 'This API key is read-only' } });
    expect(await t.prisma.dishCategory.count({ where: { name: `Read only ${kind}` } })).toBe(0);
  });

  it('a full-admin key acts as its admin, on GraphQL and REST', async () => {
    const { key } = await makeKey('admin');
    const g = await t.gql(ADD_CATEGORY, { name: `Full key ${kind}` }, { token: key });
    expect(g.errors).toBeUndefined();
    const r = await t.rest('POST', '/dishes/categories', { name: `Full key REST ${kind}` }, { token: key });
    expect(r.status).toBe(200);
  });

  it('a key cannot list, make or revoke keys', async () => {
    const made = await makeKey('admin');
    const message = 'API keys cannot manage API keys; sign in as an admin';
    expect((await t.gql(LIST, {}, { token: made.key })).errors?.[0]?.message).toBe(message);
    expect((await t.gql(CREATE, { input: { name: 'Another', role: 'admin' } }, { token: made.key })).errors?.[0]?.message).toBe(message);
    expect((await t.gql(REVOKE, { id: made.apiKey.apiKeyId }, { token: made.key })).errors?.[0]?.message).toBe(message);
  });

  it('a key cannot read keys through node(id:) or nodes(ids:) either, its own included', async () => {
    const made = await makeKey('admin');
    const other = await makeKey('readonly');
    const ids = [other.apiKey.id, made.apiKey.id];
    const nodes = await t.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id ... on ApiKey { name prefix role createdByName } } }', { ids }, { token: made.key });
    expect(nodes.data?.nodes ?? [null, null]).toEqual([null, null]);
    expect(nodes.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    const node = await t.gql('query($id: ID!) { node(id: $id) { ... on ApiKey { name } } }', { id: other.apiKey.id }, { token: made.key });
    expect(node.data?.node ?? null).toBeNull();
    expect(JSON.stringify(nodes) + JSON.stringify(node)).not.toContain(other.apiKey.prefix);
    // The admin who made them, signed in, still reads both.
    const own = await t.gql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on ApiKey { name } } }', { ids }, { token: admin.token });
    expect(own.errors).toBeUndefined();
    const names = await Promise.all([other, made].map(async (k) => (await t.prisma.apiKey.findUniqueOrThrow({ where: { id: k.apiKey.apiKeyId } })).name));
    expect(own.data.nodes.map((n: { name: string }) => n.name)).toEqual(names);
  });

  it('a revoked, expired or tampered key, or one whose admin is gone, is refused with 401', async () => {
    const revoked = await makeKey('admin');
    const r = await t.gql(REVOKE, { id: revoked.apiKey.apiKeyId }, { token: admin.token });
    expect(r.data.revokeApiKey).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const again = await t.gql(REVOKE, { id: revoked.apiKey.apiKeyId }, { token: admin.token });
    expect(again.errors?.[0]).toMatchObject({ message: 'This API key is already revoked', extensions: { code: 'CONFLICT' } });
    expect((await t.gql(REVOKE, { id: 999999 }, { token: admin.token })).errors?.[0]).toMatchObject({ message: 'API key not found', extensions: { code: 'NOT_FOUND' } });
    const g = await t.gql(DISHES, {}, { token: revoked.key });
    expect(g.status).toBe(401);
    expect(g.errors?.[0]?.message).toBe('This API key has been revoked');
    expect(await t.rest('GET', '/dishes', undefined, { token: revoked.key })).toMatchObject({ status: 401, body: { message: 'This API key has been revoked' } });

    const tampered = `${revoked.key.slice(0, -1)}${revoked.key.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.gql(DISHES, {}, { token: tampered })).errors?.[0]?.message).toBe('Invalid API key');
    expect((await t.gql(DISHES, {}, { token: 'fmk_nope' })).errors?.[0]?.message).toBe('Invalid API key');

    t.clock.advance(Date.parse('2026-11-25T12:00:00+05:30') - t.clock.now().getTime());
    const expiring = await makeKey('readonly', '2026-11-26');
    expect((await t.gql(DISHES, {}, { token: expiring.key })).errors).toBeUndefined();
    t.clock.advance(Date.parse('2026-11-27T00:00:01+05:30') - t.clock.now().getTime());
    expect((await t.gql(DISHES, {}, { token: expiring.key })).errors?.[0]?.message).toBe('This API key has expired');
    const listed = await t.gql(LIST, {}, { token: admin.token });
    expect(listed.data.apiKeys.edges.find((e: { node: { apiKeyId: number } }) => e.node.apiKeyId === expiring.apiKey.apiKeyId).node.status).toBe('expired');

    const otherAdmin = await createUserAndLogin(t, { role: 'admin' });
    const orphan = await makeKey('admin', null, otherAdmin);
    await t.prisma.user.update({ where: { id: otherAdmin.id }, data: { isDisabled: true } });
    expect((await t.gql(DISHES, {}, { token: orphan.key })).errors?.[0]?.message).toBe('The admin who made this API key can no longer use it');
  });

  it('limits each key to its cost points per minute (429 with Retry-After), logs uses by key id only, keeps the last use', async () => {
    t.clock.advance(60 * 60_000);
    const busy = await makeKey('readonly');
    const calm = await makeKey('readonly');
    // DISHES costs 20 (one connection): 50 of them spend the 1000 points.
    for (let i = 0; i < 50; i++) expect((await t.gql(DISHES, {}, { token: busy.key })).status).toBe(200);
    const limited = await t.gql(DISHES, {}, { token: busy.key });
    expect(limited.status).toBe(429);
    expect(limited.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^This request costs 20 points and this API key has 0 of its 1000 points a minute left\. Try again in \d+ seconds?\.$/),
      extensions: { code: 'RATE_LIMITED' },
    });
    const rest = await t.rest('GET', '/dishes', undefined, { token: busy.key });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key is not held back.
    expect((await t.gql(DISHES, {}, { token: calm.key })).status).toBe(200);
    t.clock.advance(61_000);
    expect((await t.gql(DISHES, {}, { token: busy.key })).status).toBe(200);

    await t.app.settled();
    const row = await t.prisma.apiKey.findUniqueOrThrow({ where: { id: busy.apiKey.apiKeyId } });
    expect(row.lastUsedAt).not.toBeNull();
    const uses = lines.filter((line) => line.includes('"api key used"') && line.includes(`"apiKeyId":${busy.apiKey.apiKeyId}`));
    expect(uses.length).toBeGreaterThanOrEqual(51);
    expect(lines.join('')).not.toContain(secretOf(busy.key));
  });

  describe('authorization: visitor, customer, admin', () => {
    it('only a signed-in admin lists, makes and revokes keys; ApiKey nodes are admin-only', async () => {
      const made = await makeKey('readonly');
      for (const [who, token, code] of [
        ['visitor', undefined, 'UNAUTHENTICATED'],
        ['customer', customer.token, 'FORBIDDEN'],
      ] as const) {
        expect((await t.gql(LIST, {}, { token })).errors?.[0]?.extensions?.code, who).toBe(code);
        expect((await t.gql(CREATE, { input: { name: 'x', role: 'admin' } }, { token })).errors?.[0]?.extensions?.code, who).toBe(code);
        expect((await t.gql(REVOKE, { id: made.apiKey.apiKeyId }, { token })).errors?.[0]?.extensions?.code, who).toBe(code);
        const node = await t.gql('query($id: ID!) { node(id: $id) { id ... on ApiKey { name } } }', { id: made.apiKey.id }, { token });
        expect(node.data?.node ?? null, who).toBeNull();
      }
      const node = await t.gql('query($id: ID!) { node(id: $id) { ... on ApiKey { name role } } }', { id: made.apiKey.id }, { token: admin.token });
      expect(node.data.node).toMatchObject({ role: 'readonly' });
      expect(await t.prisma.apiKey.findUniqueOrThrow({ where: { id: made.apiKey.apiKeyId } })).toMatchObject({ revokedAt: null });
    });
  });
});
