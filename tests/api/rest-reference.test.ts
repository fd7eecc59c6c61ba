// The REST API's reference: the OpenAPI document is valid OpenAPI 3.1 (a maintained validator),
// describes every route's 200 body by a named component derived from its GraphQL document (enums
// from the executable schema), every error as { message } with its status, and the upload's
// multipart body; /server/api/v1/docs renders it with Swagger UI from this origin alone. The facade
// checks every response against the derived schema outside production, so the API tests of each
// domain are also the check that the document tells the truth; here a route that answers something
// else is a 500, production skips the check, and the answers of calls as a visitor, a customer,
// kitchen staff and an admin are validated with Ajv against the served document. Beside it, the
// integrations guide at /server/api/v1/docs/integrations is plain HTML from this origin alone, whose
// facts come from the code: its webhook verification snippet is the README's, and verifies what the
// gateway signs.
import { Validator } from '@seriousme/openapi-schema-validator';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { API_KEY_COST_PER_MINUTE } from '@freshmeals/rules/api-keys';
import { WEBHOOK_EVENT_TYPES } from '@freshmeals/rules/webhooks';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { GraphQLEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLApp } from '../../gateway/yoga.ts';
import { UNPAIRED_SURROGATE_MESSAGE } from '../../gateway/text-input.ts';
import { createRestFacade, type RestRoute } from '../../gateway/rest/facade.ts';
import { restRoutes } from '../../gateway/rest/routes/index.ts';
import { INTEGRATIONS_PATH } from '../../gateway/rest/docs/index.ts';
import { INTEGRATIONS_SECTIONS, WEBHOOK_VERIFY_SNIPPET } from '../../gateway/rest/docs/integrations.ts';
import { signWebhook } from '../../gateway/webhooks/index.ts';
import { UNKNOWN_DOCUMENT_MESSAGE } from '../../gateway/use-trusted-documents.ts';
import { schema } from '../../schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin } from '../support/users.ts';

describe('the REST reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const openApi = async () => (await (await t.app.fetch('http://localhost/server/api/v1/openapi.json')).json()) as any;

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await openApi();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.servers).toEqual([{ url: '/server/api/v1' }]);
  });

  it('describes every route: a named 200 component, every status it can answer, each error as { message }, readable operationIds', async () => {
    const doc = await openApi();
    const ids = new Set<string>();
    for (const route of restRoutes) {
      const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      const label = `${route.method} ${route.path}`;
      expect(operation.operationId, label).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      expect(ids.has(operation.operationId), label).toBe(false);
      ids.add(operation.operationId);
      if (route.download) {
        // A download (a PDF) answers the file itself.
        expect(operation.responses['200'].content, label).toEqual({ [route.download.contentType]: { schema: { type: 'string', format: 'binary' } } });
      } else {
        const success = operation.responses['200'].content['application/json'].schema;
        expect(success, label).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\/[A-Za-z]+$/) });
        expect(doc.components.schemas[success.$ref.split('/').pop()], label).toMatchObject({ type: 'object' });
      }
      for (const status of ['400', '429', '500']) expect(operation.responses[status].content['application/json'].schema, label).toEqual({ $ref: '#/components/schemas/Error' });
      if (route.access !== 'visitor') expect(operation.responses['401'], label).toBeDefined();
      if (route.access !== 'visitor' && route.access !== 'logged-in') expect(operation.responses['403'], label).toBeDefined();
      if (route.path.includes(':')) expect(operation.responses['404'], label).toBeDefined();
    }
    expect(doc.paths['/dishes/{id}'].put.operationId).toBe('putDishesId');
    expect(Object.keys(doc.paths['/admin/users/transactions/{id}/reverse'].post.responses).sort()).toEqual(
      // 422: its Idempotency-Key was used with another request.
      ['200', '400', '401', '403', '404', '409', '413', '422', '429', '500', '503'],
    );
    expect(doc.paths['/dishes/categories'].post.responses['409']).toBeDefined();
    expect(doc.paths['/admin/deduct-credits'].post.responses['409']).toBeDefined();
    // A 500 also names its request (optional: no other error has it).
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message'], properties: { message: { type: 'string' }, requestId: { type: 'string' } } });
    const upload = doc.paths['/uploads/dishes'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema).toMatchObject({ required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
    // The components are the documents' fragments, read against the schema.
    expect(doc.components.schemas.Dish.required).toEqual(expect.arrayContaining(['id', 'name', 'type', 'dishCategoryId', 'imageUrl', 'createdAt']));
    expect(doc.paths['/dishes'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/DishesResponse' });
    expect(doc.components.schemas.DishesResponse.properties.data.items).toEqual({ $ref: '#/components/schemas/Dish' });
    const roles = (schema.getType('Role') as GraphQLEnumType).getValues().map((v) => v.value);
    expect(roles).toContain('kitchen');
    expect(doc.components.schemas.User.properties.role.enum).toEqual(roles);
    expect(doc.components.schemas.Session.properties.user.properties.role.enum).toEqual(roles);
    for (const name of ['Dish', 'User', 'Transaction', 'Address', 'Enquiry', 'ContactEnquiry', 'DishImage', 'Day']) {
      expect(doc.components.schemas[name], name).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });

  it('a route whose answer its schema does not describe is a 500 outside production, and passes in production', async () => {
    const route: RestRoute = {
      method: 'GET',
      path: '/drifted',
      tag: 'test',
      access: 'visitor',
      summary: 'adds a field of another type than it says',
      document: 'query RestDrifted { __typename }',
      variables: () => ({}),
      add: { message: { schema: { type: 'string' }, value: () => 42 } },
    };
    const request = () => new Request('http://localhost/server/api/v1/drifted');
    const checked = createRestFacade(t.app.graphql, [route], undefined, { checkResponses: true });
    await expect(checked(request(), {})).rejects.toThrow(/GET \/drifted answered a body its 200 schema does not describe/);
    const unchecked = createRestFacade(t.app.graphql, [route]);
    expect(await (await unchecked(request(), {})).json()).toEqual({ __typename: 'Query', message: 42 });
  });

  it('every answer of calls as each kind of caller is one the served document lists and describes (Ajv)', async () => {
    const doc = await openApi();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: typeof ajv) => void)(ajv);
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const admin = await createUserAndLogin(t, { role: 'admin' });
    const kitchen = await createUserAndLogin(t, { role: 'kitchen', name: 'Kavi Kitchen' });
    const customer = await createUserAndLogin(t, { role: 'customer', creditPaise: 50_000 });
    const category = await t.rest('POST', '/dishes/categories', { name: `Bowls ${Date.now()}` }, { token: admin.token });
    const dishBody = { name: 'Dal Bowl', description: 'Yellow dal with rice.', type: 'veg', dishCategoryId: category.body.data?.id };
    const dish = await t.rest('POST', '/dishes', dishBody, { token: kitchen.token });
    expect(dish.status, JSON.stringify(dish.body)).toBe(200);
    const calls: [string, string, string, unknown?, string?][] = [
      ['GET', '/admin/users', '/admin/users?search=kitchen', undefined, admin.token],
      ['GET', '/admin/users', '/admin/users', undefined, kitchen.token],
      ['POST', '/auth/login', '/auth/login', { email: kitchen.email, password: kitchen.password }],
      ['POST', '/auth/login', '/auth/login', { email: kitchen.email, password: 'wrong-Password1' }],
      ['GET', '/dishes', '/dishes', undefined, kitchen.token],
      ['PUT', '/dishes/{id}', `/dishes/${dish.body.data.id}`, { ...dishBody, name: 'Dal Rice Bowl' }, kitchen.token],
      ['PUT', '/dishes/{id}', '/dishes/999999', dishBody, admin.token],
      ['POST', '/dishes/categories', '/dishes/categories', { name: category.body.data?.name }, admin.token],
      ['GET', '/dishes/categories', '/dishes/categories', undefined, customer.token],
      ['GET', '/admin/users/{id}/preference', `/admin/users/${customer.id}/preference`, undefined, kitchen.token],
      ['GET', '/admin/summary/week-remaining', '/admin/summary/week-remaining', undefined, kitchen.token],
      ['GET', '/admin/summary/dispatch-list', '/admin/summary/dispatch-list?mealType=lunch', undefined, kitchen.token],
      ['PATCH', '/admin/users/credit', '/admin/users/credit', { id: customer.id, credit: 100, paymentMethod: 'offline' }, admin.token],
      ['GET', '/admin/users/transactions', `/admin/users/transactions?userId=${customer.id}`, undefined, admin.token],
      ['POST', '/admin/users/transactions/{id}/reverse', '/admin/users/transactions/999999/reverse', undefined, admin.token],
      ['GET', '/menu', '/menu'],
      ['GET', '/admin/menu', '/admin/menu', undefined, kitchen.token],
      ['POST', '/me/addresses', '/me/addresses', { label: 'Home', line1: '14, 2nd Cross', city: 'Bengaluru', pin: '560038' }, customer.token],
      ['GET', '/users/{id}/addresses', `/users/${customer.id}/addresses`, undefined, kitchen.token],
      ['POST', '/enquiry', '/enquiry', { name: 'Neha Gupta', email: 'neha.ref@example.com', phone: '9811234567', mealType: 'vegPlan', mealDetails: ['lunch'], duration: 14, addons: [] }],
      ['GET', '/enquiry', '/enquiry', undefined, admin.token],
      ['GET', '/contact-us/{id}', '/contact-us/999999', undefined, admin.token],
      ['GET', '/uploads/dish-thumbnails', '/uploads/dish-thumbnails', undefined, kitchen.token],
      ['POST', '/analytics/events', '/analytics/events', { events: [{ name: 'time_on_page', page: 'contact-us', duration_seconds: 12, sessionId: `s-ref-${Date.now()}` }] }],
      ['POST', '/auth/refresh-token', '/auth/refresh-token', {}],
    ];
    const statuses: number[] = [];
    for (const [method, template, path, body, token] of calls) {
      const answer = await t.rest(method, path, body, { token });
      statuses.push(answer.status);
      const label = `${method} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      expect(answer.status, label).not.toBe(500);
      const responses = doc.paths[template][method.toLowerCase()].responses;
      expect(Object.keys(responses), label).toContain(String(answer.status));
      const validate = ajv.compile({ $ref: `openapi.json#/paths/${template.replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${answer.status}/content/application~1json/schema` });
      expect(validate(answer.body) ? null : ajv.errorsText(validate.errors), label).toBeNull();
    }
    expect(statuses).toEqual([200, 200, 200, 400, 200, 200, 404, 409, 403, 200, 200, 200, 200, 200, 404, 200, 200, 200, 200, 200, 200, 404, 200, 200, 401]);
    // The kitchen user's own answers: listed with the kitchen role, signed in with it.
    const list = await t.rest('GET', '/admin/users?search=Kavi', undefined, { token: admin.token });
    expect(list.body.users).toEqual([expect.objectContaining({ id: kitchen.id, role: 'kitchen' })]);
  });

  it('renders at /server/api/v1/docs with Swagger UI served from this origin', async () => {
    const page = await t.app.fetch('http://localhost/server/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const links = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    // The integrations guide, and the reference's own three files.
    expect(links.filter((link) => link === INTEGRATIONS_PATH)).toHaveLength(1);
    const files = links.filter((link) => link !== INTEGRATIONS_PATH);
    expect(files).toHaveLength(3);
    for (const file of files) {
      expect(file).toMatch(/^\/server\/api\/v1\/docs\/assets\/[0-9a-f]{12}\/[\w.-]+\.(js|css)$/);
      const asset = await t.app.fetch(`http://localhost${file}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('br');
    }
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect((await t.app.fetch('http://localhost/server/api/v1/docs/assets/000000000000/x.js')).status).toBe(404);
  });

  it('serves the integrations guide at /server/api/v1/docs/integrations: plain HTML from this origin, its facts from the code', async () => {
    const page = await t.app.fetch(`http://localhost${INTEGRATIONS_PATH}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await page.text();
    // Nothing to load from anywhere, no script: it reads the same offline and under the CSP.
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script|\ssrc=|<link/);
    const links = [...html.matchAll(/\shref="([^"]+)"/g)].map((m) => m[1]!);
    expect(links).toEqual(expect.arrayContaining(['/server/api/v1/docs', '/server/api/v1/openapi.json']));
    for (const [id, title] of INTEGRATIONS_SECTIONS) {
      expect(html).toContain(`<a href="#${id}">${title}</a>`);
      expect(html).toContain(`<section id="${id}" aria-labelledby="${id}-title">`);
      expect(html).toContain(`<h2 id="${id}-title">${title}</h2>`);
    }
    expect(INTEGRATIONS_SECTIONS.map(([, title]) => title)).toEqual(['API keys', 'Webhooks', 'Idempotency keys', 'Trusted documents', 'Cost and limits', 'Deprecation policy']);
    const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    // API keys.
    expect(text).toContain('/dashboard/api-keys');
    expect(text).toContain('readonly (Read-only admin)');
    expect(text).toContain('admin (Full admin)');
    expect(text).toContain('Authorization: Bearer fmk_…');
    // Webhooks: every event, the payload, the signature, retries, turning off, dedupe, the snippet.
    for (const event of [...WEBHOOK_EVENT_TYPES, 'webhook.test']) expect(text).toContain(event);
    expect(text).toContain('"id": "evt_…"');
    expect(text).toContain('FreshMeals-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>');
    expect(text).toContain('for 24 hours; then the delivery is dead');
    expect(text).toContain('An endpoint that has failed for 24 hours without a success is turned off');
    expect(text).toContain('dedupe on the event id');
    expect(text).toContain(WEBHOOK_VERIFY_SNIPPET.replace(/\s+/g, ' '));
    const readmeWebhooks = readFileSync('README.md', 'utf8').split('### Webhooks')[1]!;
    expect(/```js\n([\s\S]*?)\n```/.exec(readmeWebhooks)?.[1]).toBe(WEBHOOK_VERIFY_SNIPPET);
    // Idempotency keys: the routes and mutations that take them, read from the routes and the schema.
    const restCalls = /the Idempotency-Key header on ([^.]+)\./.exec(text)?.[1]?.split(', ');
    expect(restCalls?.sort()).toEqual(restRoutes.filter((r) => r.idempotent).map((r) => `${r.method} /server/api/v1${r.path.replace(/:(\w+)/g, '{$1}')}`).sort());
    expect(restCalls).toEqual(expect.arrayContaining(['PATCH /server/api/v1/admin/users/credit', 'POST /server/api/v1/admin/users/transactions/{id}/reverse']));
    const [, inputs, args] = /idempotencyKey in the input of ([\w, ]+), and as an argument of ([\w, ]+)\./.exec(text) ?? [];
    expect(inputs?.split(', ').sort()).toEqual(['addCredit', 'createContactEnquiry', 'createEnquiry', 'debitCredit', 'registerUser']);
    expect(args?.split(', ').sort()).toEqual(['deductAll', 'deductCredits', 'reverseTransaction', 'startTopUp']);
    expect(text).toContain('within 24 hours');
    expect(text).toContain('HTTP 422, IDEMPOTENCY_KEY_REUSED');
    expect(text).toContain('HTTP 409, IDEMPOTENCY_KEY_IN_PROGRESS');
    // Trusted documents, cost and limits, deprecations.
    expect(text).toContain('browser apps send the id of one of their compiled documents instead of its text ({ "documentId": "<SHA-256 hex of the text>"');
    expect(text).toContain('any other document is accepted only from an API key: an integration sends the full query text');
    expect(text).toContain(`HTTP 400 “${UNKNOWN_DOCUMENT_MESSAGE}”`);
    expect(text).toContain('extensions.cost');
    expect(text).toContain(`An API key may spend ${API_KEY_COST_PER_MINUTE.toLocaleString('en-US')} cost points a minute (the gateway's API_KEY_COST_PER_MINUTE)`);
    expect(text).toContain('RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset');
    expect(text).toContain('HTTP 429 (RATE_LIMITED) with Retry-After');
    expect(text).toContain('@deprecated(reason: "Use X instead. Removal after 2027-03-01.")');
    expect(text).toContain('at least 90 days after the deprecation is released');

    const head = await t.app.fetch(`http://localhost${INTEGRATIONS_PATH}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it("the guide's verification snippet accepts what the gateway signs and refuses anything else", () => {
    const body = JSON.stringify({ id: 'evt_test', type: 'credit.added', createdAt: new Date().toISOString(), data: { object: { amount: 100 } } });
    const secret = 'whsec_test-secret';
    const verify = new Function('createHmac', 'timingSafeEqual', 'Buffer', `${WEBHOOK_VERIFY_SNIPPET.replace(/^import .*$/m, '')}\nreturn verifyFreshMealsWebhook;`)(
      createHmac,
      timingSafeEqual,
      Buffer,
    ) as (rawBody: string, header: string, secret: string) => boolean;
    const now = Math.floor(Date.now() / 1000);
    expect(verify(body, signWebhook(secret, body, now), secret)).toBe(true);
    expect(verify(`${body} `, signWebhook(secret, body, now), secret)).toBe(false);
    expect(verify(body, signWebhook(secret, body, now), 'whsec_other')).toBe(false);
    expect(verify(body, signWebhook(secret, body, now - 3600), secret)).toBe(false);
    expect(verify(body, 't=,v1=', secret)).toBe(false);
  });
});

// The facade runs each route's document in-process through yoga (gateway/yoga.ts runInProcess), not
// as a GraphQL request over yoga's HTTP handler: here that handler throws, and the routes still
// answer, with the same guard, cookies and masking as GraphQL over HTTP.
describe.each(dbKinds)('the REST facade runs its documents in-process on %s', (kind) => {
  let t: TestApp;
  let rest: ReturnType<typeof createRestFacade>;
  const httpCalls: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const graphql = t.app.graphql;
    // Every way into yoga over HTTP refuses; everything else is the gateway's own instance.
    const noHttp = new Proxy(graphql, {
      get(target, prop, receiver) {
        if (prop === 'fetch' || prop === 'handle' || prop === 'handleRequest' || prop === 'handleNodeRequest' || prop === 'handleNodeRequestAndResponse') {
          return () => {
            httpCalls.push(String(prop));
            throw new Error(`the REST facade called yoga.${String(prop)}`);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as GraphQLApp;
    rest = createRestFacade(noHttp, restRoutes, undefined, { checkResponses: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: string, path: string, opts: { token?: string; body?: unknown } = {}) =>
    rest(
      new Request(`http://localhost/server/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      }),
      { clientIp: '127.0.0.1' },
    );

  it('answers a read, a login with its cookie and a visitor refused, without yoga.fetch', async () => {
    const admin = await createUserAndLogin(t, { role: 'admin' });
    const list = await call('GET', '/dishes', { token: admin.token });
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ total: 0, data: [] });

    const login = await call('POST', '/auth/login', { body: { email: admin.email, password: admin.password } });
    expect(login.status).toBe(200);
    expect((await login.json()).accessToken).toEqual(expect.any(String));
    expect(login.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);

    const visitor = await call('GET', '/dishes');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: expect.any(String) });
    expect(httpCalls).toEqual([]);
  });

  it('refuses a lone surrogate in a text field with 400 before anything runs', async () => {
    const admin = await createUserAndLogin(t, { role: 'admin' });
    const res = await call('POST', '/dishes/categories', { token: admin.token, body: { name: 'Bowls \ud800' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: UNPAIRED_SURROGATE_MESSAGE });
    expect(await t.prisma.dishCategory.count()).toBe(0);
    expect(httpCalls).toEqual([]);
  });

  it('masks an unexpected error as 500 with the generic message', async () => {
    // A fresh sign-in, so the gateway reads its user from the database, which fails here.
    const admin = await createUserAndLogin(t, { role: 'admin' });
    const prisma = t.prisma as unknown as { $queryRaw: unknown };
    const queryRaw = prisma.$queryRaw;
    prisma.$queryRaw = () => Promise.reject(new Error('connection lost: secret internals'));
    try {
      const res = await call('GET', '/dishes', { token: admin.token });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Something went wrong' });
    } finally {
      prisma.$queryRaw = queryRaw;
    }
    expect((await call('GET', '/dishes', { token: admin.token })).status).toBe(200);
    expect(httpCalls).toEqual([]);
  });
});
