// Cost you can see, on PGlite and PostgreSQL: every GraphQL answer carries extensions.cost (the
// estimate it was admitted on, and the same cost model over what it returned), and an API key is
// limited in cost points a minute, not in requests: its answers (REST and GraphQL, refusals too)
// carry RateLimit-Limit/-Remaining/-Reset, a heavy query uses the budget up faster than a light one,
// and a request the rest of the budget cannot cover is refused with 429 and Retry-After, running and
// charging nothing.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { estimateCosts } from '../../gateway/query-analysis.ts';
import { routeContract } from '../../gateway/rest/facade.ts';
import { restRoutes } from '../../gateway/rest/routes/index.ts';
import { schema } from '../../schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const BUDGET = 1000;
const CREATE_KEY = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }`;
// A page of at most 10 dishes: dishes 20 (a connection) + edges 1 + node 1 per dish asked (10) = 31.
const PAGE = 'query Page { dishes(first: 10) { totalCount edges { node { id name } } } }';
// 20 + 1 + 100 nodes + 100 categories + 100 more categories under an alias: 321.
const HEAVY = '{ dishes(first: 100) { edges { node { id category { name } again: category { id } } } } }';
// 20: one connection, no rows selected.
const LIGHT = '{ dishes(first: 1) { totalCount } }';
const ADD_CATEGORY = 'mutation($name: String!) { createDishCategory(name: $name) { categoryId } }';
const RATE_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

describe.each(dbKinds)('query cost and API key budgets on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { API_KEY_COST_PER_MINUTE: String(BUDGET) } });
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer' });
    const category = await t.prisma.dishCategory.create({ data: { name: `Cost ${kind}`, nameKey: `cost-${kind}` } });
    await t.prisma.dish.createMany({
      data: [1, 2, 3].map((i) => ({ name: `Cost dish ${i}`, description: 'A dish', type: 'veg' as const, categoryId: category.id })),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function gql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
    const response = await t.app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-forwarded-for': `10.77.0.${seq++ % 250}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  async function makeKey(role: 'readonly' | 'admin'): Promise<string> {
    const made = await gql(CREATE_KEY, { input: { name: `Cost key ${seq++}`, role } }, admin.token);
    expect(made.body.errors).toBeUndefined();
    return made.body.data.createApiKey.key;
  }

  const remaining = (answer: { headers: Headers }) => Number(answer.headers.get('ratelimit-remaining'));

  function expectBudgetHeaders(answer: { headers: Headers }, left: number) {
    expect(answer.headers.get('ratelimit-limit')).toBe(String(BUDGET));
    expect(remaining(answer)).toBe(left);
    const reset = Number(answer.headers.get('ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(60);
  }

  it('an answer carries its requested and actual cost: a page of 10 that holds 3 dishes costs less than it asked for', async () => {
    const dishes = await t.prisma.dish.count();
    expect(dishes).toBe(3);
    // Worked by hand: requested 20 + 1 + 10 = 31; actual 20 + 1 + 3 = 24.
    expect(estimateCosts(schema, parse(PAGE)).Page).toBe(31);
    const page = await gql(PAGE, {}, admin.token);
    expect(page.status).toBe(200);
    expect(page.body.data.dishes.edges).toHaveLength(3);
    expect(page.body.extensions.cost).toEqual({ requestedQueryCost: 31, actualQueryCost: 24 });

    // Variables count as literals do; nested objects count once per object returned.
    const nested = await gql('query($n: Int) { dishes(first: $n) { edges { node { category { name } } } } }', { n: 10 }, admin.token);
    expect(nested.body.extensions.cost).toEqual({ requestedQueryCost: 20 + 1 + 10 + 10, actualQueryCost: 20 + 1 + 3 + 3 });
    // Of a document with several operations, the one that ran.
    const two = await t.app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: `${PAGE} query Light ${LIGHT}`, operationName: 'Light' }),
    });
    expect(((await two.json()) as any).extensions.cost).toEqual({ requestedQueryCost: 20, actualQueryCost: 20 });
  });

  it('a visitor and a signed-in customer get extensions.cost and no rate-limit headers', async () => {
    const visitor = await gql('{ startingMealPrice }');
    expect(visitor.status).toBe(200);
    expect(visitor.body.extensions.cost).toEqual({ requestedQueryCost: 10, actualQueryCost: 10 });
    const signedIn = await gql('{ viewer { id name } }', {}, customer.token);
    expect(signedIn.body.data.viewer.name).toBe(customer.name);
    expect(signedIn.body.extensions.cost).toEqual({ requestedQueryCost: 10, actualQueryCost: 10 });
    // A field the customer may not read: refused as it runs, so it returned nothing and cost nothing
    // of what it asked for.
    const refused = await gql(PAGE, {}, customer.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.extensions.cost).toEqual({ requestedQueryCost: 31, actualQueryCost: 0 });
    const rest = await t.rest('GET', '/dishes', undefined, { token: customer.token });
    expect(rest.status).toBe(403);
    for (const answer of [visitor, signedIn, refused, rest]) {
      for (const name of RATE_HEADERS) expect(answer.headers.has(name), name).toBe(false);
    }
  });

  it('an API key answer carries the RateLimit headers on GraphQL and REST, and Remaining goes down by the cost', async () => {
    const key = await makeKey('readonly');
    const first = await gql(PAGE, {}, key);
    expect(first.status).toBe(200);
    expectBudgetHeaders(first, BUDGET - 31);
    expect(first.body.extensions.cost).toMatchObject({
      requestedQueryCost: 31,
      actualQueryCost: 24,
      throttleStatus: { maximumAvailable: BUDGET, currentlyAvailable: BUDGET - 31, resetInSeconds: expect.any(Number) },
    });

    // A REST route costs what its in-process document costs: GET /dishes runs RestDishes, page 1 of 10.
    const route = restRoutes.find((r) => r.method === 'GET' && r.path === '/dishes')!;
    const variables = route.variables({ body: {}, files: {}, query: new URLSearchParams(), params: {} });
    const restCost = Math.ceil(Object.values(estimateCosts(schema, parse(routeContract(route).shape.document), variables))[0]!);
    expect(restCost).toBeGreaterThan(20);
    const rest = await t.rest('GET', '/dishes', undefined, { token: key });
    expect(rest.status).toBe(200);
    expectBudgetHeaders(rest, BUDGET - 31 - restCost);

    // Charged the estimate it was admitted on: the next answer says so.
    const light = await gql(LIGHT, {}, key);
    expectBudgetHeaders(light, BUDGET - 31 - restCost - 20);
    expect(light.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(remaining(light));

    // Refused before it was charged (a document that does not validate, a REST route's bad input):
    // the headers still say what is left, and nothing was taken.
    const invalid = await gql('{ dishes(first: 10) { nope } }', {}, key);
    expect(invalid.status).toBe(400);
    expectBudgetHeaders(invalid, remaining(light));
    const badPage = await t.rest('GET', '/dishes?page=abc', undefined, { token: key });
    expect(badPage.status).toBe(400);
    expectBudgetHeaders(badPage, remaining(light));
    // A page on an allowed origin may read them, on GraphQL and REST.
    for (const path of ['/graphql', '/server/api/v1/dishes']) {
      const crossOrigin = await t.app.fetch(`http://localhost${path}`, {
        method: path === '/graphql' ? 'POST' : 'GET',
        headers: { origin: 'http://localhost:4000', 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: path === '/graphql' ? JSON.stringify({ query: LIGHT }) : undefined,
      });
      expect(crossOrigin.status, path).toBe(200);
      const exposed = crossOrigin.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/) ?? [];
      expect(exposed, path).toEqual(expect.arrayContaining([...RATE_HEADERS, 'retry-after']));
    }
    // A key that is no key gets no budget headers.
    const wrong = await gql(LIGHT, {}, `${key.slice(0, -2)}xx`);
    expect(wrong.status).toBe(401);
    for (const name of RATE_HEADERS) expect(wrong.headers.has(name), name).toBe(false);
  });

  it('a heavy query uses the budget up faster than a light one', async () => {
    expect(Object.values(estimateCosts(schema, parse(HEAVY)))[0]).toBe(321);
    const heavyKey = await makeKey('readonly');
    const lightKey = await makeKey('readonly');
    const untilRefused = async (query: string, key: string) => {
      for (let sent = 1; sent <= 60; sent++) {
        const answer = await gql(query, {}, key);
        if (answer.status === 429) return sent - 1;
        expect(answer.status).toBe(200);
      }
      return Infinity;
    };
    // 1000 points: three heavy queries (963), then 37 left; fifty light ones (1000).
    expect(await untilRefused(HEAVY, heavyKey)).toBe(3);
    expect(await untilRefused(LIGHT, lightKey)).toBe(50);
  });

  it('a request over the remaining budget is 429 with Retry-After, runs nothing and takes nothing; the budget comes back with the next minute', async () => {
    t.clock.advance(5 * 60_000);
    const key = await makeKey('admin');
    for (let i = 0; i < 3; i++) expect((await gql(HEAVY, {}, key)).status).toBe(200);
    const before = await gql(LIGHT, {}, key);
    expectBudgetHeaders(before, BUDGET - 3 * 321 - 20);

    const name = `Over budget ${kind}`;
    const heavy = await gql(HEAVY, {}, key);
    expect(heavy.status).toBe(429);
    expect(Number(heavy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(heavy.body.errors[0]).toMatchObject({
      message: `This request costs 321 points and this API key has 17 of its ${BUDGET} points a minute left. Try again in ${heavy.headers.get('retry-after')} seconds.`,
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(heavy.body.data ?? null).toBeNull();
    expect(heavy.body.extensions.cost).toMatchObject({ requestedQueryCost: 321, actualQueryCost: null, throttleStatus: { currentlyAvailable: 17 } });
    expectBudgetHeaders(heavy, 17);

    const mutation = await gql(ADD_CATEGORY, { name }, key);
    expect(mutation.status).toBe(200); // a root field's 10 fits in 17
    expectBudgetHeaders(mutation, 7);
    const again = await gql(ADD_CATEGORY, { name: `${name} again` }, key);
    expect(again.status).toBe(429);
    expectBudgetHeaders(again, 7);
    const rest = await t.rest('POST', '/dishes/categories', { name: `${name} REST` }, { token: key });
    expect(rest.status).toBe(429);
    expect(rest.body.message).toMatch(/^This request costs \d+ points and this API key has 7 of its 1000 points a minute left\. Try again in \d+ seconds?\.$/);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expectBudgetHeaders(rest, 7);
    expect(await t.prisma.dishCategory.count({ where: { name: { startsWith: name } } })).toBe(1);

    // The refusals took nothing: a query that fits in what is left still runs (every request costs at least 1).
    const small = await gql('{ __typename }', {}, key);
    expect(small.status).toBe(200);
    expect(small.body.extensions.cost).toMatchObject({ requestedQueryCost: 0, actualQueryCost: 0 });
    expectBudgetHeaders(small, 6);
    // An upload is admitted before its document is read, so before its cost is known: with nothing
    // left it is refused without a made-up cost.
    for (let i = 0; i < 6; i++) expect((await gql('{ __typename }', {}, key)).status).toBe(200);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation($file: File) { uploadDishImage(file: $file) { key } }', variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new File([new Uint8Array([137, 80, 78, 71])], 'dish.png', { type: 'image/png' }));
    const upload = await t.app.fetch('http://localhost/graphql', { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
    const spent = (response: Response) =>
      `This API key has used all of its ${BUDGET} points a minute. Try again in ${response.headers.get('retry-after')} ${response.headers.get('retry-after') === '1' ? 'second' : 'seconds'}.`;
    // Over budget is 429 with Retry-After (wait), not 401 (sign in again), by GraphQL and by REST.
    expect(upload.status).toBe(429);
    expect(Number(upload.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload.json()).errors[0]).toMatchObject({ message: spent(upload), extensions: { code: 'RATE_LIMITED' } });
    const restForm = new FormData();
    restForm.set('file', new File([new Uint8Array([137, 80, 78, 71])], 'dish.png', { type: 'image/png' }));
    const restUpload = await t.app.fetch('http://localhost/server/api/v1/uploads/dishes', { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: restForm });
    expect(restUpload.status).toBe(429);
    expect(await restUpload.json()).toEqual({ message: spent(restUpload) });
    t.clock.advance(61_000);
    const fresh = await gql(HEAVY, {}, key);
    expect(fresh.status).toBe(200);
    expectBudgetHeaders(fresh, BUDGET - 321);
  });

  it('every gateway on the same database spends from the same budget', async () => {
    const other = await createApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: 'memory://',
        JWT_SECRET: 'test-secret-test-secret-test-secret-123',
        CODE_SECRET: 'test-code-secret-test-code-secret-0123',
        TRUST_PROXY: 'true',
        STATIC_DIR: '/nonexistent',
        JOB_SCHEDULE: 'false',
        JOB_WORKER: 'false',
        API_KEY_COST_PER_MINUTE: String(BUDGET),
      }),
      database: t.app.database,
      mailTransport: null,
      now: t.clock.now,
    });
    try {
      const key = await makeKey('readonly');
      expectBudgetHeaders(await gql(HEAVY, {}, key), BUDGET - 321);
      const there = await other.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ query: HEAVY }),
      });
      expect(there.status).toBe(200);
      expectBudgetHeaders(there, BUDGET - 2 * 321);
      expectBudgetHeaders(await gql(HEAVY, {}, key), BUDGET - 3 * 321);
      const refused = await other.fetch(`http://localhost/server/api/v1/dishes?limit=100`, { headers: { authorization: `Bearer ${key}` } });
      expect(refused.status).toBe(429);
      expectBudgetHeaders(refused, BUDGET - 3 * 321);
    } finally {
      await other.close();
    }
  });

  it('the budget is configured in cost points: at least one query’s cost limit, and the old per-request variable is refused by name', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), CODE_SECRET: 'y'.repeat(40) };
    expect(loadConfig(base).apiKeyCostPerMinute).toBe(10_000);
    expect(loadConfig({ ...base, API_KEY_COST_PER_MINUTE: '5000' }).apiKeyCostPerMinute).toBe(5000);
    expect(() => loadConfig({ ...base, API_KEY_COST_PER_MINUTE: '999' })).toThrow('API_KEY_COST_PER_MINUTE must be at least 1000');
    expect(() => loadConfig({ ...base, API_KEY_REQUESTS_PER_MINUTE: '600' })).toThrow('API_KEY_REQUESTS_PER_MINUTE is replaced by API_KEY_COST_PER_MINUTE');
  });
});
