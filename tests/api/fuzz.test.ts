// Fuzzing the gateway: tens of thousands of malformed requests, each a valid request (a frontend
// operation, a REST route, an ordinary page) mutated by a seeded PRNG: broken JSON, wrong types,
// huge numbers, NUL characters, odd unicode, odd methods and content types, multipart garbage,
// odd paths and query strings, garbage Authorization / Cookie / Accept headers. Not one may end
// in a 5xx, nor in a GraphQL 'Unexpected error.' (a 500 in disguise). Deterministic: the same
// seed sends the same requests (FUZZ_SEED and FUZZ_REQUESTS override them).
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_BASE } from '../../gateway/rest/facade.ts';
import { restRoutes } from '../../gateway/rest/routes/index.ts';
import { schema } from '../../schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { frontendOperations, restOperations } from '../support/operations.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const SEED = Number(process.env.FUZZ_SEED || 20261124);
/** PGlite runs the full count (about 20 s here); PostgreSQL half of it, with another seed. */
const COUNTS = { pglite: Number(process.env.FUZZ_REQUESTS || 10_000), postgres: Math.ceil(Number(process.env.FUZZ_REQUESTS || 10_000) / 2) };

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** For the failure report. */
  label: string;
}

const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uffff\ufffe',
  '\ud800',
  '😀'.repeat(50),
  'ß'.repeat(300),
  '<script>alert(1)</script>',
  "'; DROP TABLE \"User\"; --",
  '%00%ZZ%',
  '../../etc/passwd',
  '{"a":',
  'null',
  '1e308',
  'x'.repeat(20_000),
  '\r\n\r\n',
  'Bearer',
  '٣٤٥',
  '\u202e\u0301',
];
const NASTY_NUMBERS = [0, -1, 1, 1.5, -0.0001, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 99999999999999999999, 0.1 + 0.2];

function nastyValue(r: Rng, depth = 0): unknown {
  switch (r.int(9)) {
    case 0:
      return r.pick(NASTY_STRINGS);
    case 1:
      return r.pick(NASTY_NUMBERS);
    case 2:
      return r.chance(0.5);
    case 3:
      return null;
    case 4:
      return depth > 2 ? [] : Array.from({ length: r.pick([0, 1, 3, 101, 500]) }, () => (r.chance(0.5) ? r.int(100) : 'x'));
    case 5:
      return depth > 2 ? {} : { [r.pick(['a', '__proto__', 'constructor', '\u0000', 'name'])]: nastyValue(r, depth + 1) };
    case 6: {
      // deep nesting
      let v: unknown = 1;
      for (let i = 0; i < r.pick([10, 40, 200]); i++) v = r.chance(0.5) ? [v] : { v };
      return v;
    }
    case 7:
      return String(r.pick(NASTY_NUMBERS));
    default:
      return `${r.pick(['', 'x', 'abc', 'monday', 'veg', 'lunch', 'online'])}${r.pick(['', '\u0000', '😀', ' ', '%'])}`;
  }
}

/** A plausible value of a GraphQL input type (ids and numbers from the seeded data). */
function plausible(r: Rng, type: GraphQLInputType, ids: Ids, depth = 0): unknown {
  if (isNonNullType(type)) return plausible(r, type.ofType, ids, depth);
  if (depth > 0 && r.chance(0.1)) return null;
  if (isListType(type)) return Array.from({ length: r.int(3) }, () => plausible(r, type.ofType, ids, depth + 1));
  if (isEnumType(type)) return r.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, plausible(r, f.type, ids, depth + 1)]));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return r.pick(ids.globalIds);
      case 'Int':
        return r.pick([...ids.numeric, 1, 10, 0]);
      case 'Float':
        return r.pick([1, 10.5, 100, 0]);
      case 'Boolean':
        return r.chance(0.5);
      case 'DateTime':
        return r.pick([new Date().toISOString(), '2026-01-01', '2026-13-45T99:99:99Z']);
      case 'RoutinePreference':
        return { monday: { lunch: { time: 13, type: 'veg', snacks: false, drinks: true, proteinMultiplier: 1 } } };
      case 'AnalyticsEventInput':
        return { name: 'order_now_click', location: 'navbar', device: 'desktop' };
      case 'File':
        return null;
      default:
        return r.pick(['monday', 'lunch', 'veg', '2026-11-30', 'hello@example.com', '9876543210', 'Some text']);
    }
  }
  return null;
}

/** A value of the right GraphQL type with extreme content: it passes coercion and reaches the resolvers. */
function extreme(r: Rng, type: GraphQLInputType, ids: Ids, depth = 0): unknown {
  if (isNonNullType(type)) return extreme(r, type.ofType, ids, depth);
  if (r.chance(0.1)) return null;
  if (isListType(type)) return Array.from({ length: r.pick([0, 1, 2, 50, 100]) }, () => extreme(r, type.ofType, ids, depth + 1));
  if (isEnumType(type)) return r.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, depth > 3 ? null : extreme(r, f.type, ids, depth + 1)]));
  }
  switch (isScalarType(type) ? type.name : '') {
    case 'ID':
      return r.pick([...ids.globalIds, '0', '-1', '2147483648', '1e308', 'x'.repeat(500), Buffer.from('User:1e308').toString('base64')]);
    case 'Int':
      return r.pick([0, -1, 1, 2147483647, -2147483648, ...ids.numeric]);
    case 'Float':
      return r.pick([0, -0.01, 1e308, -1e308, 1e-308, 0.1 + 0.2, 2 ** 53, 21474836.47, 21474836.48, 99999999.99]);
    case 'Boolean':
      return r.chance(0.5);
    case 'DateTime':
      return r.pick(['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '1970-01-01T00:00:00Z', '2026-02-29T00:00:00Z', new Date().toISOString()]);
    case 'RoutinePreference':
    case 'AnalyticsEventInput':
      return r.pick([{}, [], 'x', 1, { monday: { lunch: { time: 1e308, type: 'veg', snacks: 'yes', drinks: null, proteinMultiplier: -1 } } }, { name: 'time_on_page', page: 'x'.repeat(5000), duration_seconds: 1e308 }]);
    case 'File':
      return null;
    default:
      return r.pick([
        '',
        ' ',
        'x'.repeat(r.pick([256, 1001, 20_000])),
        '😀'.repeat(100),
        '\u202e',
        "' OR 1=1 --",
        '%',
        '_',
        '\\',
        '2026-02-30',
        '9999-12-31',
        '0000-00-00',
        'monday',
        'MONDAY',
        'breakfast',
        'a@b',
        'a@b.c'.padStart(300, 'a'),
        '+91 98765 43210',
        '12:00',
        'dishes/../../etc/passwd',
        'dishes/00000000-0000-0000-0000-000000000000.png',
      ]);
  }
}

interface Ids {
  globalIds: string[];
  numeric: number[];
}

interface GraphQLBase {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

function graphqlBases(r: Rng, ids: Ids): GraphQLBase[] {
  const texts = [...frontendOperations(), ...restOperations()].map((o) => o.text);
  texts.push(
    '{ publicMenu { weekStart items { name imageUrl } } }',
    '{ viewer { name transactions(first: 5) { edges { node { amount user { name } } } } } }',
    'query($id: ID!) { node(id: $id) { id ... on User { name } ... on Dish { name } } }',
    'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
    '{ __typename }',
  );
  return texts.map((query) => {
    const operation = parse(query).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode | undefined;
    const variables: Record<string, unknown> = {};
    for (const v of operation?.variableDefinitions ?? []) {
      const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
      if (type) variables[v.variable.name.value] = plausible(r, type, ids);
    }
    return { query, variables, operationName: operation?.name?.value };
  });
}

function mutateText(r: Rng, text: string): string {
  switch (r.int(8)) {
    case 0:
      return text.slice(0, r.int(text.length + 1));
    case 1: {
      const at = r.int(text.length + 1);
      return text.slice(0, at) + r.pick(['{', '}', '"', '\\', '\u0000', '(', ')', '$', '@', '...', '#', '😀', ':', ',', ' ', '\n', '!']) + text.slice(at);
    }
    case 2: {
      const at = r.int(text.length);
      return text.slice(0, at) + text.slice(at + 1 + r.int(5));
    }
    case 3:
      return text.replace(/\d+/, () => String(r.pick(NASTY_NUMBERS)));
    case 4:
      return text.replace(/"[^"]*"/, () => JSON.stringify(r.pick(NASTY_STRINGS)));
    case 5:
      return text + text;
    case 6:
      return text.replace(/\b(first|last)\b: *\$?\w+/, `$1: ${r.pick(['101', '-5', '0', '2147483647', '"10"', 'null', '1.5'])}`);
    default:
      return text.replace(/\{/, `{ ${Array.from({ length: r.pick([2, 31, 40]) }, (_, i) => `a${i}: __typename`).join(' ')} `);
  }
}

function mutateVariables(r: Rng, variables: Record<string, unknown>): unknown {
  if (r.chance(0.1)) return nastyValue(r);
  const out: Record<string, unknown> = { ...variables };
  const keys = Object.keys(out);
  const key = keys.length && r.chance(0.8) ? r.pick(keys) : r.pick(['extra', 'first', '\u0000']);
  if (r.chance(0.5) && out[key] && typeof out[key] === 'object' && !Array.isArray(out[key])) {
    const inner = { ...(out[key] as Record<string, unknown>) };
    const innerKeys = Object.keys(inner);
    inner[innerKeys.length ? r.pick(innerKeys) : 'x'] = nastyValue(r);
    out[key] = inner;
  } else {
    out[key] = nastyValue(r);
  }
  return out;
}

const GARBAGE_AUTH = [
  'Bearer ',
  'Bearer',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer ' + 'a'.repeat(5000),
  'bearer x.y.z',
  'Bearer a b c',
  'Token abc',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiItMSIsImV4cCI6OTk5OTk5OTk5OX0.abc',
];
const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/graphql',
  'application/json; charset=utf-16',
  'application/json;;;',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  '*/*',
  'garbage',
];
const ODD_ACCEPT = ['text/event-stream', 'multipart/mixed', 'application/graphql-response+json', '*/*', 'garbage/x', 'text/html', 'application/json;q=0'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'FOO'];

function garbleHeaders(r: Rng, headers: Record<string, string>, tokens: string[]) {
  const roll = r.int(10);
  if (roll === 0) headers.authorization = r.pick(GARBAGE_AUTH);
  else if (roll === 1) headers.cookie = r.pick(['refresh_token=garbage', 'refresh_token=', 'a=b; refresh_token=%00', '=====', 'refresh_token=' + 'x'.repeat(4000)]);
  else if (roll === 2) headers.accept = r.pick(ODD_ACCEPT);
  else if (roll === 3) headers['x-forwarded-for'] = r.pick(['garbage', '1.2.3.4, , ,', '::1', '999.999.999.999', '']);
  else if (roll === 4) headers['x-requested-with'] = 'XMLHttpRequest';
  else if (roll < 8 && tokens.length) headers.authorization = `Bearer ${r.pick(tokens)}`;
}

function multipartGarbage(r: Rng, base: GraphQLBase): FormData {
  const form = new FormData();
  const operations = r.pick([
    'null',
    '[]',
    '"x"',
    '{"query":1}',
    '{',
    JSON.stringify({ query: base.query, variables: base.variables }),
    JSON.stringify({ query: 'mutation($file: File) { uploadDishImage(file: $file) { key } }', variables: { file: null } }),
    JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
  ]);
  if (r.chance(0.9)) form.set('operations', operations);
  const map = r.pick(['null', '[]', '{"0":"x"}', '{"0":[1]}', '{"0":["variables.file"]}', '{"0":["variables.a.b.c.d"]}', '{"__proto__":["x"]}', '{"0":["__proto__.polluted"]}', '{']);
  if (r.chance(0.8)) form.set('map', map);
  if (r.chance(0.7)) {
    const bytes = r.pick([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), new Uint8Array(10).fill(0), new TextEncoder().encode('not an image')]);
    form.set(r.pick(['0', '1', 'file', 'operations']), new File([bytes], r.pick(['a.png', '\u0000.png', '../../x', 'x'.repeat(300)]), { type: r.pick(['image/png', 'text/plain', '']) }));
  }
  return form;
}

function extremeVariables(r: Rng, query: string, ids: Ids): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  try {
    const operation = parse(query).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode | undefined;
    for (const v of operation?.variableDefinitions ?? []) {
      const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
      if (type) variables[v.variable.name.value] = extreme(r, type, ids);
    }
  } catch {
    // a mutated document that no longer parses keeps no variables
  }
  return variables;
}

function graphqlRequest(r: Rng, bases: GraphQLBase[], tokens: string[], ids: Ids): FuzzRequest {
  const base = r.pick(bases);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${r.int(256)}.${r.int(256)}` };
  garbleHeaders(r, headers, tokens);
  let query = base.query;
  let variables: unknown = base.variables;
  let operationName: unknown = base.operationName;
  // A quarter keep the document and send extreme values of the right types: those reach the resolvers.
  const mutations = r.chance(0.25) ? 0 : 1 + r.int(3);
  if (mutations === 0) variables = extremeVariables(r, query, ids);
  let bodyText: string | undefined;
  let method = 'POST';
  let url = 'http://localhost/graphql';
  let form: FormData | undefined;
  for (let i = 0; i < mutations; i++) {
    switch (r.int(10)) {
      case 0:
      case 1:
        query = mutateText(r, query);
        break;
      case 2:
      case 3:
        variables = mutateVariables(r, (variables && typeof variables === 'object' ? variables : {}) as Record<string, unknown>);
        break;
      case 4:
        if (r.chance(0.3)) operationName = r.pick([null, 123, 'Nope', '\u0000', ['x'], {}]);
        else variables = extremeVariables(r, query, ids);
        break;
      case 5:
        bodyText = r.pick(['', 'null', '[]', '"x"', '123', '{', '{"query":', '[{"query":"{ __typename }"}]', '{"query":null}', '{"query":{}}', '\u0000']);
        break;
      case 6: {
        method = 'GET';
        const params = new URLSearchParams();
        params.set('query', query);
        const v = r.pick(['', JSON.stringify(variables), '{bad', 'null', '[]', '"x"', '%00', '{"a":1e999}']);
        if (v) params.set('variables', v);
        const e = r.pick(['', '{bad', '{}', 'null', '{"persistedQuery":{"version":1,"sha256Hash":"x"}}']);
        if (e) params.set('extensions', e);
        if (r.chance(0.3)) params.set('operationName', String(operationName ?? ''));
        url = `http://localhost/graphql?${params}${r.chance(0.2) ? '&query=%E0%A4%A' : ''}`;
        break;
      }
      case 7:
        headers['content-type'] = r.pick(ODD_CONTENT_TYPES);
        break;
      case 8:
        form = multipartGarbage(r, base);
        delete headers['content-type'];
        break;
      default:
        method = r.pick(METHODS);
    }
  }
  let body: string | FormData | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    body = form ?? bodyText ?? JSON.stringify({ query, variables, operationName });
  }
  const label = `${method} ${url.slice(0, 300)} ${JSON.stringify(headers)} ${
    body instanceof FormData ? `multipart ${JSON.stringify([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 200) : `file ${v.name}`]))}` : (body ?? '').slice(0, 600)
  }`;
  return { method, url, headers, body, label };
}

function restRequest(r: Rng, ids: Ids, tokens: string[]): FuzzRequest {
  const route = r.pick(restRoutes);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${r.int(256)}.${r.int(256)}` };
  garbleHeaders(r, headers, tokens);
  let path = route.path.replace(/:(\w+)/g, () =>
    r.chance(0.6) ? String(r.pick(ids.numeric)) : encodeURIComponent(String(r.pick([...NASTY_NUMBERS, 'abc', '%ZZ', '\u0000', '..', 'x'.repeat(2000)]))),
  );
  if (r.chance(0.05)) path = r.pick(['//', '/..', '/%2e%2e/%2e%2e', `${path}/extra`, `${path}%00`, '/dishes/%ZZ', `/${'a/'.repeat(300)}`]);
  const query = new URLSearchParams();
  for (const name of Object.keys(route.querySchema ?? {})) {
    if (r.chance(0.5)) query.set(name, String(r.chance(0.5) ? r.pick([1, 2, 10, 100]) : r.pick([...NASTY_STRINGS, ...NASTY_NUMBERS])));
  }
  for (const name of ['page', 'limit', 'search', 'userId']) if (r.chance(0.1)) query.append(name, String(r.pick([...NASTY_STRINGS, ...NASTY_NUMBERS])));
  let method: string = route.method;
  if (r.chance(0.1)) method = r.pick(METHODS);
  let body: string | FormData | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const shape = route.bodySchema && 'shape' in route.bodySchema ? Object.keys((route.bodySchema as { shape: object }).shape) : ['name', 'id'];
    const fields: Record<string, unknown> = {};
    for (const key of shape) fields[key] = r.chance(0.5) ? r.pick([...ids.numeric, 'veg', 'lunch', 'online', 'Some text', 'a@b.co', true]) : nastyValue(r);
    const roll = r.int(10);
    if (route.multipart || roll === 0) {
      body = multipartGarbage(r, { query: '{ __typename }', variables: {} });
      delete headers['content-type'];
    } else if (roll === 1) body = r.pick(['', '{', 'null', '[]', '"x"', '\u0000', '{"a":1e999}', 'x'.repeat(2000)]);
    else if (roll === 2) headers['content-type'] = r.pick(ODD_CONTENT_TYPES);
    body ??= JSON.stringify(fields);
  }
  const url = `http://localhost${REST_BASE}${path}${query.size ? `?${query}` : ''}`;
  const label = `${method} ${url.slice(0, 300)} ${JSON.stringify(headers).slice(0, 300)} ${
    body instanceof FormData ? 'multipart' : (body ?? '').slice(0, 600)
  }`;
  return { method, url, headers, body, label };
}

function otherRequest(r: Rng): FuzzRequest {
  const path = r.pick(['/healthz', '/remotes.json', '/dev/outbox', '/uploads/dishes/x.png', '/uploads/%00', '/graphql/extra', '/%ZZ', '/server/api/v1', '/server/api/v1/openapi.json', '/?a=%00', '/graphql?', '/graphql?query=']);
  const method = r.pick(METHODS);
  return { method, url: `http://localhost${path}`, headers: { accept: r.pick(ODD_ACCEPT) }, label: `${method} ${path}` };
}

describe.each(dbKinds)('fuzzing the gateway on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const ids: Ids = { globalIds: [], numeric: [] };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer', creditPaise: 100_000 });
    const category = await t.prisma.dishCategory.create({ data: { name: 'Fuzz bowls', nameKey: 'fuzz bowls' } });
    const dish = await t.prisma.dish.create({ data: { name: 'Fuzz dish', description: 'A dish', type: 'veg', categoryId: category.id } });
    const tx = await t.prisma.creditTransaction.create({ data: { userId: customer.id, type: 'credit', amountPaise: 500, paymentMethod: 'online' } });
    const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
    ids.globalIds.push(gid('User', customer.id), gid('User', admin.id), gid('Dish', dish.id), gid('DishCategory', category.id), gid('CreditTransaction', tx.id), gid('Nope', 1), 'garbage', '');
    ids.numeric.push(customer.id, admin.id, dish.id, category.id, tx.id, 999_999);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${COUNTS[kind]} malformed requests: none answers 5xx or 'Unexpected error.'`, async () => {
    const r = prng(kind === 'pglite' ? SEED : SEED + 1);
    const bases = graphqlBases(r, ids);
    const tokens = [admin.token, customer.token];
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const count = COUNTS[kind];
    for (let i = 0; i < count; i++) {
      const roll = r.next();
      const request = roll < 0.55 ? graphqlRequest(r, bases, tokens, ids) : roll < 0.95 ? restRequest(r, ids, tokens) : otherRequest(r);
      let status: number;
      let text = '';
      try {
        const response = await t.app.fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
        status = response.status;
        text = await response.text();
      } catch (error) {
        status = 599;
        text = `fetch threw: ${(error as Error).message}`;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 || /Unexpected error\.|INTERNAL_SERVER_ERROR|Something went wrong/.test(text)) {
        failures.push(`#${i} ${status} ${text.slice(0, 300)}\n    request: ${request.label}`);
      }
    }
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
    expect(failures, `${failures.length} of ${count} requests failed (statuses ${summary}):\n${failures.slice(0, 15).join('\n')}`).toEqual([]);
    // The fuzzer reaches both sides: successes and refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(count / 20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(count / 10);
  }, 600_000);
});
