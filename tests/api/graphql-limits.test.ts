// The GraphQL limits (gateway/use-query-limits.ts, use-request-guard.ts, query-analysis.ts): each
// refuses with HTTP 400 and a message naming it, before anything runs; every operation the
// frontends and the REST facade send passes them even with the largest page sizes; the cyclic
// User.transactions <-> CreditTransaction.user query is refused; connections and REST pages
// refuse sizes over 100; production hides GraphiQL, introspection and "Did you mean" hints.
import { getIntrospectionQuery, isObjectType, type GraphQLError, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/config.ts';
import { unexpectedErrorMessage } from '../../gateway/graphql-errors.ts';
import { countSelections, estimateCosts } from '../../gateway/query-analysis.ts';
import { GRAPHQL_LIMITS } from '../../gateway/use-query-limits.ts';
import { schema } from '../../schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { frontendOperations, restOperations, type Operation } from '../support/operations.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const L = GRAPHQL_LIMITS;

type Result = Awaited<ReturnType<TestApp['gql']>>;

function expectRefused(result: Result, message: string | RegExp) {
  expect(result.status, JSON.stringify(result.errors)).toBe(400);
  expect(result.data ?? null).toBeNull();
  const messages = (result.errors ?? []).map((e) => e.message);
  expect(messages.some((m) => (typeof message === 'string' ? m === message : message.test(m))), messages.join(' | ')).toBe(true);
}

/** The ~210-byte customer query of the report: each turn multiplies the work by the page size. */
const CYCLIC = `{ viewer { ${'transactions(first: 100) { edges { node { user { '.repeat(4)}id${' } } } }'.repeat(4)} } }`;

/** Variables a frontend operation could send at most: every page-size variable at the largest page. */
function largestVariables(text: string): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of parse(text).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of (definition as OperationDefinitionNode).variableDefinitions ?? []) {
      const name = v.variable.name.value;
      if (/^(first|last|count)$/.test(name)) variables[name] = L.maxPageSize;
    }
  }
  return variables;
}

/** Parse + validate with the app's own plugins and the given variables, without executing. */
function validateWithLimits(t: TestApp, text: string, variables: Record<string, unknown>): readonly GraphQLError[] {
  const enveloped = t.app.graphql.getEnveloped({
    request: new Request('http://localhost/graphql', { method: 'POST' }),
    params: { query: text, variables },
  } as never);
  return enveloped.validate(enveloped.schema, enveloped.parse(text));
}

describe('the frontends and the REST facade stay far inside the limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const operations: Operation[] = [...frontendOperations(), ...restOperations()];

  it("finds the operations (Relay artifacts of the apps, the host's own documents and every REST route)", () => {
    const sources = operations.map((o) => o.source);
    expect(sources.filter((s) => s.startsWith('packages/host-api/')).length).toBe(3);
    expect(sources.filter((s) => s.startsWith('mfe-public/')).length).toBeGreaterThan(5);
    expect(sources.filter((s) => s.startsWith('mfe-admin/')).length).toBeGreaterThan(10);
    expect(sources.filter((s) => s.startsWith('REST ')).length).toBeGreaterThan(20);
  });

  it.each(operations.map((o) => [o.source, o] as const))('%s passes with its largest page sizes', (_source, operation) => {
    const bytes = Buffer.byteLength(operation.text);
    // A wide margin: the largest operation today is under 1 KB.
    expect(bytes * 8).toBeLessThan(L.maxDocumentBytes);
    expect(validateWithLimits(t, operation.text, largestVariables(operation.text)).map((e) => e.message)).toEqual([]);
    // At most half the selections (the account page's 168 is the largest).
    expect(countSelections(parse(operation.text), L.maxSelections) * 2).toBeLessThanOrEqual(L.maxSelections);
    // At most half the cost budget (the menu editor's three pages of 100 dishes is the largest).
    for (const cost of Object.values(estimateCosts(schema, parse(operation.text), largestVariables(operation.text)))) {
      expect(cost * 2).toBeLessThanOrEqual(L.maxCost);
    }
  });

  it("GraphiQL's full introspection query passes in development", () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true });
    expect(validateWithLimits(t, query, {}).map((e) => e.message)).toEqual([]);
  });
});

describe.each(dbKinds)('GraphQL limits on %s', (kind) => {
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

  it('document size: a query over the byte limit is refused before it is parsed', async () => {
    const query = `{ publicMenu { weekStart } } # ${'x'.repeat(L.maxDocumentBytes)}`;
    expectRefused(await t.gql(query), new RegExp(`^Query is too large: \\d+ bytes, at most ${L.maxDocumentBytes}$`));
    // The same over GET.
    const get = await t.app.fetch(`http://localhost/graphql?query=${encodeURIComponent(query)}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(400);
    expect(JSON.stringify(await get.json())).toContain('Query is too large');
    // Multi-byte characters count as bytes, not characters.
    const wide = `{ publicMenu { weekStart } } # ${'é'.repeat(L.maxDocumentBytes / 2 + 10)}`;
    expect(wide.length).toBeLessThan(L.maxDocumentBytes);
    expectRefused(await t.gql(wide), /^Query is too large/);
  });

  it('tokens: a document of too many tokens is refused while parsing', async () => {
    const query = `{ publicMenu { ${'weekStart '.repeat(L.maxTokens)} } }`;
    expect(Buffer.byteLength(query)).toBeLessThan(L.maxDocumentBytes);
    expectRefused(await t.gql(query), `Token limit of ${L.maxTokens} exceeded.`);
  });

  it('directives: more than the limit is refused', async () => {
    const query = `{ publicMenu { weekStart ${'@include(if: true) '.repeat(L.maxDirectives + 1)} } }`;
    expectRefused(await t.gql(query), `Directives limit of ${L.maxDirectives} exceeded, found ${L.maxDirectives + 1}.`);
  });

  it('aliases: 30 pass, 31 are refused, and nothing runs (31 aliased mutations create no row)', async () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `m${i}: publicMenu { weekStart }`).join(' ')} }`;
    const ok = await t.gql(aliased(L.maxAliases));
    expect(ok.errors).toBeUndefined();
    expect(Object.keys(ok.data)).toHaveLength(L.maxAliases);
    expectRefused(await t.gql(aliased(L.maxAliases + 1)), `Aliases limit of ${L.maxAliases} exceeded, found ${L.maxAliases + 1}.`);

    const before = await t.prisma.contactEnquiry.count();
    const mutation = `mutation($i: CreateContactEnquiryInput!) { ${Array.from(
      { length: L.maxAliases + 1 },
      (_, i) => `c${i}: createContactEnquiry(input: $i) { contactEnquiry { id } }`,
    ).join(' ')} }`;
    const input = { name: 'Alias Test', email: 'alias@example.com', phone: '9876543210', message: 'Please call me back' };
    expectRefused(await t.gql(mutation, { i: input }), /^Aliases limit of 30 exceeded/);
    expect(await t.prisma.contactEnquiry.count()).toBe(before);
  });

  it('depth: more than 10 levels is refused, introspection included (its ofType chains excepted)', async () => {
    const ofTypes = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
    // __type(1) fields(2) type(3) ofType x6 (4..9) name(10): exactly the limit.
    const atLimit = `{ __type(name: "User") { fields { type { ${ofTypes(6)} } } } }`;
    expect((await t.gql(atLimit)).errors).toBeUndefined();
    const over = `{ __type(name: "User") { fields { type { ${ofTypes(7)} } } } }`;
    expectRefused(await t.gql(over), `Query depth limit of ${L.maxDepth} exceeded, found ${L.maxDepth + 1}.`);
    // __schema's own fields recursion: types -> fields -> type -> fields ...
    const schemaLoop = `{ __schema { types { fields { type { fields { type { fields { type { fields { type { fields { name } } } } } } } } } } } }`;
    expectRefused(await t.gql(schemaLoop), `Query depth limit of ${L.maxDepth} exceeded in introspection`);
    // An ordinary query over the limit (it is cyclic as well: both are reported).
    const deep = await t.gql(CYCLIC, {}, { token: customer.token });
    expectRefused(deep, /^Query depth limit of 10 exceeded, found \d+\.$/);
  });

  it('complexity (GraphQL Armor, shape-based): many literal full pages of wide nodes are refused', async () => {
    const wide = 'dishId name description type calories protein carbs fat createdAt categoryId dishCategoryName';
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `d${i}: dishes(first: 100) { edges { node { ${wide} } } }`).join(' ')} }`;
    expectRefused(await t.gql(query, {}, { token: admin.token }), new RegExp(`^Query complexity limit of ${L.maxComplexity} exceeded, found [\\d.]+\\.$`));
  });

  it('cost (variable-aware): a page of 100 users each with 100 transactions is refused, smaller pages pass', async () => {
    const query = `query($users: Int, $tx: Int) { users(first: $users) { edges { node { name
      transactions(first: $tx) { edges { node { amount } } } } } } }`;
    const refused = await t.gql(query, { users: 100, tx: 100 }, { token: admin.token });
    expectRefused(refused, new RegExp(`^Query cost limit of ${L.maxCost} exceeded, found 12221 `));
    const ok = await t.gql(query, { users: 10, tx: 10 }, { token: admin.token });
    expect(ok.errors).toBeUndefined();
    // The same shape as literals counts the same.
    const literal = query.replace('query($users: Int, $tx: Int)', 'query').replace('$users', '100').replace('$tx', '100');
    expectRefused(await t.gql(literal, {}, { token: admin.token }), /^Query cost limit of 1000 exceeded, found 12221 /);
    // Aliases add up: 30 aliased full pages of 100 transactions each cost too much together.
    const many = `{ ${Array.from({ length: 30 }, (_, i) => `t${i}: transactions(first: 100) { edges { node { user { name } } } }`).join(' ')} }`;
    expectRefused(await t.gql(many, {}, { token: admin.token }), /^Query cost limit of 1000 exceeded/);
  });

  it("cost: a PDF costs what drawing it does; one or a few pass, a page of them is refused", async () => {
    const pdfs = (n: number) => `{ myTaxDocuments(first: ${n}) { edges { node { number pdf { base64 } } } } }`;
    expect((await t.gql(pdfs(5), {}, { token: customer.token })).errors).toBeUndefined();
    expectRefused(await t.gql(pdfs(100), {}, { token: customer.token }), /^Query cost limit of 1000 exceeded/);
  });

  it('a fragment fan-out (each fragment spreading the next twice) is refused without expanding it', async () => {
    const fragments = Array.from({ length: 20 }, (_, i) =>
      i < 19 ? `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }` : `fragment F${i} on Query { publicMenu { weekStart } }`,
    );
    // 2^19 publicMenu selections once expanded: the count stops past the selection limit.
    expectRefused(await t.gql(`{ ...F0 } ${fragments.join(' ')}`), new RegExp(`^Selection limit of ${L.maxSelections} exceeded`));
  });

  it('the cyclic User.transactions <-> CreditTransaction.user query is refused, whatever the page size; one back-reference is fine', async () => {
    const short = `{ viewer { transactions { edges { node { user { transactions { totalCount } } } } } } }`;
    expectRefused(
      await t.gql(short, {}, { token: customer.token }),
      'Cyclic selection refused: User.transactions is selected inside itself ' +
        '(User.transactions → CreditTransactionConnection.edges → CreditTransactionEdge.node → CreditTransaction.user → User.transactions)',
    );
    // Through node(id:) and fragments too.
    const viaNode = `query($id: ID!) { node(id: $id) { ...U } }
      fragment U on User { transactions { edges { node { ...T } } } } fragment T on CreditTransaction { user { transactions { totalCount } } }`;
    expectRefused(await t.gql(viaNode, { id: customer.globalId }, { token: customer.token }), /^Cyclic selection refused: User.transactions/);
    const tx = `query { transactions(first: 1) { edges { node { user { transactions(first: 1) { edges { node { user { name } } } } } } } } }`;
    expectRefused(
      await t.gql(tx, {}, { token: admin.token }),
      /^Cyclic selection refused: CreditTransactionConnection.edges is selected inside itself \(.*CreditTransaction.user → User.transactions → /,
    );

    // The back-reference once, as a client may use it: answered.
    await t.prisma.creditTransaction.create({ data: { userId: customer.id, type: 'credit', amountPaise: 100, paymentMethod: 'online' } });
    const once = await t.gql(`{ viewer { transactions { edges { node { amount user { name } } } } } }`, {}, { token: customer.token });
    expect(once.errors).toBeUndefined();
    expect(once.data.viewer.transactions.edges[0].node.user.name).toBe(customer.name);
  });

  describe('page sizes: first / last of every connection between 0 and 100', () => {
    // Every field of the schema that pages with first/last, with a query that reaches it.
    const reach: Record<string, (args: string) => string> = {
      'Query.dishes': (a) => `{ dishes(${a}) { totalCount } }`,
      'Query.dishImages': (a) => `{ dishImages(${a}) { totalCount } }`,
      'Query.users': (a) => `{ users(${a}) { totalCount } }`,
      'Query.transactions': (a) => `{ transactions(${a}) { totalCount } }`,
      'Query.enquiries': (a) => `{ enquiries(${a}) { totalCount } }`,
      'Query.contactEnquiries': (a) => `{ contactEnquiries(${a}) { totalCount } }`,
      'Query.apiKeys': (a) => `{ apiKeys(${a}) { totalCount } }`,
      'Query.auditLog': (a) => `{ auditLog(${a}) { totalCount } }`,
      'Query.emailOutbox': (a) => `{ emailOutbox(${a}) { totalCount } }`,
      'Query.payments': (a) => `{ payments(${a}) { totalCount } }`,
      'Query.offers': (a) => `{ offers(${a}) { totalCount } }`,
      'Query.paymentDifferences': (a) => `{ paymentDifferences(${a}) { totalCount } }`,
      'Query.meals': (a) => `{ meals(${a}) { totalCount } }`,
      'DispatchList.page': (a) => `{ dispatchList { page(${a}) { totalCount } } }`,
      'Query.webhookEndpoints': (a) => `{ webhookEndpoints(${a}) { totalCount } }`,
      'WebhookEndpoint.deliveries': (a) => `{ webhookEndpoints(first: 1) { edges { node { deliveries(${a}) { totalCount } } } } }`,
      'User.transactions': (a) => `{ viewer { transactions(${a}) { totalCount } } }`,
      'Query.myTaxDocuments': (a) => `{ myTaxDocuments(${a}) { totalCount } }`,
      'Query.userTaxDocuments': (a) => `{ userTaxDocuments(userId: 1${a ? `, ${a}` : ''}) { totalCount } }`,
      'User.taxDocuments': (a) => `{ viewer { taxDocuments(${a}) { totalCount } } }`,
    };

    it('covers every connection of the schema', () => {
      const paged = Object.values(schema.getTypeMap())
        .filter(isObjectType)
        .filter((type) => !type.name.startsWith('__'))
        .flatMap((type) => Object.values(type.getFields()).filter((f) => f.args.some((a) => a.name === 'first')).map((f) => `${type.name}.${f.name}`));
      expect(paged.sort()).toEqual(Object.keys(reach).sort());
    });

    it.each(Object.keys(reach))('%s: 101, -1 and a variable of 1000 are refused; 100 and 0 pass', async (coordinate) => {
      const query = reach[coordinate]!;
      for (const args of ['first: 101', 'last: 101', 'first: -1', 'first: 100000000000']) {
        expectRefused(await t.gql(query(args), {}, { token: admin.token }), `${args.split(':')[0]} must be between 0 and 100`);
      }
      const viaVariable = query('first: $n').replace(/^\{/, 'query($n: Int) {');
      expectRefused(await t.gql(viaVariable, { n: 1000 }, { token: admin.token }), 'first must be between 0 and 100');
      for (const n of [100, 0]) {
        const r = await t.gql(viaVariable, { n }, { token: admin.token });
        expect(r.errors, `${coordinate} first: ${n}`).toBeUndefined();
      }
    });

    it('a garbage cursor is BAD_USER_INPUT, not an unexpected error', async () => {
      for (const after of ['zzz', Buffer.from('OffsetConnection:abc').toString('base64'), Buffer.from('OffsetConnection:1e308').toString('base64')]) {
        const r = await t.gql(`query($a: String) { dishes(after: $a) { totalCount } }`, { a: after }, { token: admin.token });
        expect(r.errors?.[0]).toMatchObject({ message: 'after is not a valid cursor', extensions: { code: 'BAD_USER_INPUT' } });
      }
      const before = await t.gql(`query($b: String) { dishes(last: 5, before: $b) { totalCount } }`, { b: 'zzz' }, { token: admin.token });
      expect(before.errors?.[0]).toMatchObject({ message: 'before is not a valid cursor', extensions: { code: 'BAD_USER_INPUT' } });
      // `last` alone is the end of the list (tests/api/connections.test.ts), not a refusal.
      const last = await t.gql(`{ dishes(last: 5) { totalCount } }`, {}, { token: admin.token });
      expect(last.errors).toBeUndefined();
    });
  });

  it('list arguments and lists in variables hold at most 100 items', async () => {
    const ids = Array.from({ length: L.maxListItems + 1 }, (_, i) => Buffer.from(`User:${i + 1}`).toString('base64'));
    const literal = `{ nodes(ids: [${ids.map((id) => JSON.stringify(id)).join(', ')}]) { id } }`;
    expectRefused(await t.gql(literal, {}, { token: admin.token }), `ids may hold at most ${L.maxListItems} items`);
    const variable = await t.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, { token: admin.token });
    expectRefused(variable, `Lists may hold at most ${L.maxListItems} items`);
    const hundred = await t.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: ids.slice(0, 100) }, { token: admin.token });
    expect(hundred.errors).toBeUndefined();
    expect(hundred.data.nodes).toHaveLength(100);
  });

  it('REST page sizes: limit over 100, page=1e308, page=-1, limit=abc are 400 with a message', async () => {
    const routes = ['/dishes', '/admin/users', '/admin/users/transactions', '/enquiry', '/contact-us', '/uploads/dish-thumbnails'];
    for (const route of routes) {
      for (const [query, message] of [
        ['limit=101', 'limit must be a whole number from 1 to 100'],
        ['limit=abc', 'limit must be a whole number from 1 to 100'],
        ['limit=0', 'limit must be a whole number from 1 to 100'],
        ['page=1e308', /^page must be a whole number from 1 to \d+$/],
        ['page=-1', /^page must be a whole number from 1 to \d+$/],
        ['page=1.5', /^page must be a whole number from 1 to \d+$/],
      ] as const) {
        const r = await t.rest('GET', `${route}?${query}`, undefined, { token: admin.token });
        expect(r.status, `${route}?${query}`).toBe(400);
        if (typeof message === 'string') expect(r.body.message).toBe(message);
        else expect(r.body.message).toMatch(message);
      }
      expect((await t.rest('GET', `${route}?limit=100&page=2`, undefined, { token: admin.token })).status, route).toBe(200);
    }
  });

  it('an execution that outlasts the timeout is stopped with 503 and a clear message', async () => {
    const slow = await createTestApp(kind, { env: { GRAPHQL_TIMEOUT_MS: '300' } });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Another transaction holds the menu table: publicMenu's read waits behind it.
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = slow.prisma.$transaction(
        async (tx) => {
          await tx.$executeRawUnsafe('LOCK TABLE "MenuItem" IN ACCESS EXCLUSIVE MODE');
          locked();
          await held;
        },
        { timeout: 20_000, maxWait: 20_000 },
      );
      await lockTaken;
      const pending = slow.gql('{ publicMenu { weekStart items { name } } }');
      const outcome = await Promise.race([pending, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000))]);
      release();
      await holder;
      expect(outcome).not.toBe('still waiting');
      const r = outcome as Result;
      expect(r.status).toBe(503);
      expect(r.errors?.[0]).toMatchObject({ message: 'The request took longer than 0.3 s and was stopped', extensions: { code: 'TIMEOUT' } });
    } finally {
      await slow.close();
    }
  });
});

describe('configuration of the GraphQL endpoint', () => {
  const base = { JWT_SECRET: 'test-secret-test-secret-test-secret-123', CODE_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://' };
  const production = { ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://unused.invalid/x', PUBLIC_URL: 'https://x.example', ALLOW_LOCAL_MAIL: 'true' };

  it('GraphiQL and introspection: on in development, off in production, either way when set', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).graphql).toEqual({ graphiql: true, introspection: true, executionTimeoutMs: 10_000, idempotencyWaitMs: 10_000 });
    expect(loadConfig(production).graphql).toMatchObject({ graphiql: false, introspection: false });
    expect(loadConfig({ ...production, GRAPHIQL: 'true', GRAPHQL_INTROSPECTION: 'true' }).graphql).toMatchObject({ graphiql: true, introspection: true });
    expect(loadConfig({ ...base, GRAPHIQL: 'false', GRAPHQL_INTROSPECTION: 'false' }).graphql).toMatchObject({ graphiql: false, introspection: false });
  });

  it('GRAPHQL_TIMEOUT_MS: a number of milliseconds from 100 to 120,000 (default 10,000)', () => {
    const timeout = (value: string) => loadConfig({ ...base, GRAPHQL_TIMEOUT_MS: value }).graphql.executionTimeoutMs;
    expect(timeout('2500')).toBe(2500);
    expect(timeout('5')).toBe(100);
    expect(timeout('9999999')).toBe(120_000);
    expect(timeout('abc')).toBe(10_000);
    expect(timeout('')).toBe(10_000);
  });
});

describe('production mode: no GraphiQL, no introspection, no suggestions unless switched on', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://unused.invalid/freshmeals',
    ALLOW_LOCAL_MAIL: 'true',
    // These queries are no app's documents: what production hides is tested here for a client that
    // may send any (trusted-documents.test.ts tests who may).
    TRUSTED_DOCUMENTS: 'false',
  };
  const graphiqlPage = (t: TestApp) => t.app.fetch('http://localhost/graphql', { headers: { accept: 'text/html' } });
  const typo = '{ publicMenu { weekStar } }';

  it('production defaults', async () => {
    const t = await createTestApp('pglite', { env: production });
    try {
      const page = await graphiqlPage(t);
      expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
      expect(page.status).toBeGreaterThanOrEqual(400);
      expect(page.status).toBeLessThan(500);
      for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "User") { name } }', getIntrospectionQuery()]) {
        expectRefused(await t.gql(query), 'GraphQL introspection is disabled');
      }
      const r = await t.gql(typo);
      expect(r.errors?.[0]?.message).toBe('Cannot query field "weekStar" on type "PublicMenu".');
      const badEnum = await t.gql('query($t: [MealCategory!]) { dishes(types: $t) { totalCount } }', { t: ['vegg'] });
      expect(badEnum.errors?.[0]?.message).not.toMatch(/Did you mean/);
      // Variables that do not fit are reported in the product's words, never by the schema's types.
      expect(badEnum.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^"vegg" is not a valid meal category; use one of: /), extensions: { code: 'BAD_USER_INPUT' } });
      const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { __typename } }';
      const missing = await t.gql(SIGNUP, { input: { email: 'a@example.com', phone: '9876543210', password: 'Secret@123', confirmPassword: 'Secret@123' } });
      expect(missing.status).toBe(400);
      expect(missing.errors).toEqual([expect.objectContaining({ message: 'name is required', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
      const wrong = await t.gql(SIGNUP, { input: { email: 5, name: 'A', phone: '9876543210', password: 'Secret@123', confirmPassword: 'Secret@123', bogus: 'x' } });
      expect(wrong.errors?.map((e) => e.message).sort()).toEqual(['bogus is not a field of input', 'email must be text']);
      expect((await t.gql(SIGNUP, {})).errors?.[0]?.message).toBe('input is required');
      for (const error of [...badEnum.errors!, ...missing.errors!, ...wrong.errors!]) expect(error.message).not.toMatch(/SignupInput|MealCategory|String!|Variable "\$/);
      // __typename is not introspection: Relay asks for it everywhere.
      expect((await t.gql('{ publicMenu { __typename } }')).errors).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('production with GRAPHIQL=true and GRAPHQL_INTROSPECTION=true', async () => {
    const t = await createTestApp('pglite', { env: { ...production, GRAPHIQL: 'true', GRAPHQL_INTROSPECTION: 'true' } });
    try {
      // GraphiQL is there, behind sign-in (tests/api/graphiql.test.ts signs in).
      const page = await t.app.fetch('http://localhost/graphql', { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(page.status).toBe(302);
      expect((await t.gql('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
      expect((await t.gql(typo)).errors?.[0]?.message).toMatch(/Did you mean "weekStart"\?/);
    } finally {
      await t.close();
    }
  });

  it('development keeps both on, with suggestions', async () => {
    const t = await createTestApp('pglite', { env: { NODE_ENV: 'development' } });
    try {
      expect((await graphiqlPage(t)).status).toBe(200);
      expect((await t.gql('{ __schema { queryType { name } } }')).errors).toBeUndefined();
      expect((await t.gql(typo)).errors?.[0]?.message).toMatch(/Did you mean "weekStart"\?/);
    } finally {
      await t.close();
    }
  });
});

describe('GraphQL errors are logged with their message; unexpected ones in full and masked for the client', () => {
  it('logs', async () => {
    const lines: Record<string, any>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await createTestApp('pglite', { logger: pino({ level: 'info' }, sink) });
    try {
      expectRefused(await t.gql(`{ ${Array.from({ length: 31 }, (_, i) => `m${i}: publicMenu { weekStart }`).join(' ')} }`), /^Aliases limit/);
      const logged = lines.find((l) => l.msg === 'graphql errors');
      expect(logged?.errors?.[0]).toMatchObject({ message: 'Aliases limit of 30 exceeded, found 31.', code: 'GRAPHQL_VALIDATION_FAILED' });

      // An unexpected error: the client sees 'Unexpected error.' and its request's id, the log has the
      // real message and stack.
      t.app.services.now = () => {
        throw new Error('clock exploded');
      };
      const r = await t.gql('{ publicMenu { weekStart } }');
      const requestId = r.errors?.[0]?.extensions?.requestId;
      expect(requestId).toEqual(expect.any(String));
      expect(r.errors?.[0]?.message).toBe(unexpectedErrorMessage(requestId as string));
      expect(r.errors?.[0]?.message).toBe(`Unexpected error. Reference: ${requestId}`);
      expect(JSON.stringify(r)).not.toContain('clock exploded');
      const full = lines.find((l) => l.err?.message === 'clock exploded');
      expect(full?.level).toBe(50);
      expect(full?.err?.stack).toContain('clock exploded');
    } finally {
      await t.close();
    }
  });
});
