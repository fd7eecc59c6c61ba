// Request ids: every response names its request in X-Request-Id (a fresh random id, or a valid one
// a trusted proxy passed on); every log line written while serving it carries that id as
// `requestId`, and so does every line of the jobs it added (e-mail deliveries included); GraphQL
// errors carry it in `extensions.requestId`, an unexpected error's masked message and a REST 500
// name it, so a client quoting it leads support to the log line of the fault.
import { Writable } from 'node:stream';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/logger.ts';
import { unexpectedErrorMessage } from '../../gateway/graphql-errors.ts';
import type { MailTransport } from '../../gateway/mailer/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin } from '../support/users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MENU = '{ publicMenu { weekStart } }';

type LogLine = Record<string, any>;

/** A logger as the gateway makes it, writing its lines here instead of to standard output. */
function capturedLogger() {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('debug', sink), lines };
}

function graphqlRequest(query: string, headers: Record<string, string> = {}) {
  return new Request('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ query }),
  });
}

async function graphql(t: TestApp, query: string, headers: Record<string, string> = {}) {
  const response = await t.app.fetch(graphqlRequest(query, headers));
  const body = (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { status: response.status, id: response.headers.get('x-request-id'), body };
}

describe('X-Request-Id', () => {
  let t: TestApp;
  let log: ReturnType<typeof capturedLogger>;
  beforeAll(async () => {
    log = capturedLogger();
    // The test gateway stands behind one trusted proxy (TRUST_PROXY=true).
    t = await createTestApp('pglite', { logger: log.logger });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every response carries a fresh random id: GraphQL, REST, health, a refusal, a 404', async () => {
    const responses = await Promise.all([
      t.app.fetch(graphqlRequest(MENU)),
      t.app.fetch('http://localhost/server/api/v1/dishes'),
      t.app.fetch('http://localhost/server/api/v1/no-such-route'),
      t.app.fetch('http://localhost/healthz'),
      t.app.fetch('http://localhost/no-such-page.js'),
      // Refused before routing: the refresh-token cookie from another site.
      t.app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'refresh_token=x', origin: 'https://evil.example' }, body: '{}' })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 401, 404, 200, 404, 403]);
    const ids = responses.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    // The gateway's own GraphQL refusal names its request too.
    const refusal = (await responses[5]!.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(refusal.errors[0]!.extensions).toEqual({ code: 'FORBIDDEN', requestId: ids[5] });
  });

  it('a page on an allowed origin may read it (CORS exposes it on REST and GraphQL)', async () => {
    const origin = 'http://localhost:3001';
    const rest = await t.app.fetch('http://localhost/server/api/v1/dishes', { headers: { origin } });
    const gql = await t.app.fetch(graphqlRequest(MENU, { origin }));
    for (const response of [rest, gql]) {
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toMatch(/(^|, ?)x-request-id(,|$)/);
    }
  });

  it('keeps a valid id passed on by the trusted proxy, and replaces a malformed one', async () => {
    for (const kept of ['req-42', 'a', 'edge:1.2.3_x-Y', 'x'.repeat(128)]) {
      const response = await t.app.fetch('http://localhost/healthz', { headers: { 'x-request-id': kept } });
      expect(response.headers.get('x-request-id')).toBe(kept);
    }
    for (const malformed of ['', ' ', 'x'.repeat(129), 'a b', 'a/b', '<script>', 'id;drop', 'ünïcode', '{"requestId":"x"}']) {
      const response = await t.app.fetch('http://localhost/healthz', { headers: { 'x-request-id': malformed } });
      expect(response.headers.get('x-request-id'), malformed).toMatch(UUID);
    }
  });

  it('GraphQL errors carry the id; the same cached parse error never carries another request’s', async () => {
    const broken = '{ publicMenu { ';
    const [a, b] = await Promise.all([graphql(t, broken), graphql(t, broken)]);
    for (const answer of [a, b]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      for (const error of answer.body.errors!) expect(error.extensions?.requestId).toBe(answer.id);
    }
    expect(a.id).not.toBe(b.id);
    // Several errors in one answer: each names the request.
    const two = await graphql(t, '{ a: nope b: alsoNope }');
    expect(two.body.errors).toHaveLength(2);
    for (const error of two.body.errors!) expect(error.extensions?.requestId).toBe(two.id);
    const fine = await graphql(t, MENU);
    expect(fine.body.errors).toBeUndefined();
  });

  it('an unexpected error names the id in its masked message, and its log line carries the same id', async () => {
    const now = t.app.services.now;
    t.app.services.now = () => {
      throw new Error('clock exploded');
    };
    let answer: Awaited<ReturnType<typeof graphql>>;
    try {
      answer = await graphql(t, MENU, { 'x-request-id': 'support-case-7' });
    } finally {
      t.app.services.now = now;
    }
    expect(answer.id).toBe('support-case-7');
    expect(answer.body.errors).toHaveLength(1);
    const [error] = answer.body.errors!;
    expect(error!.message).toBe(unexpectedErrorMessage('support-case-7'));
    expect(error!.message).toBe('Unexpected error. Reference: support-case-7');
    expect(error!.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId: 'support-case-7' });
    expect(JSON.stringify(answer.body)).not.toContain('clock exploded');

    const fault = log.lines.find((l) => l.err?.message === 'clock exploded');
    expect(fault).toMatchObject({ level: 50, requestId: 'support-case-7' });
    expect(fault!.err.stack).toContain('clock exploded');
    expect(log.lines.find((l) => l.msg === 'graphql errors' && l.requestId === 'support-case-7')).toBeDefined();
    expect(log.lines.find((l) => l.msg === 'request' && l.requestId === 'support-case-7')).toMatchObject({
      level: 20,
      method: 'POST',
      route: '/graphql',
      status: answer.status,
    });
  });

  it('a REST 500 keeps its message and adds the id, which its log lines carry; the request line names the route', async () => {
    // A fresh sign-in, so the gateway reads its user from the database, which fails here.
    const admin = await createUserAndLogin(t, { role: 'admin' });
    const prisma = t.prisma as unknown as { $queryRaw: unknown };
    const queryRaw = prisma.$queryRaw;
    prisma.$queryRaw = () => Promise.reject(new Error('connection lost: secret internals'));
    let res: Awaited<ReturnType<TestApp['rest']>>;
    try {
      res = await t.rest('DELETE', '/dishes/12', undefined, { token: admin.token });
    } finally {
      prisma.$queryRaw = queryRaw;
    }
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong', requestId: id });
    // The body is one the REST reference's Error schema describes (it allows no other fields).
    const reference = (await (await t.app.fetch('http://localhost/server/api/v1/openapi.json')).json()) as any;
    const errorSchema = new Ajv2020({ strict: false }).compile(reference.components.schemas.Error);
    expect(errorSchema(res.body), JSON.stringify(errorSchema.errors)).toBe(true);
    expect(errorSchema({ ...res.body, stack: 'x' })).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
    expect(log.lines.find((l) => l.err?.message?.includes('secret internals'))).toMatchObject({ requestId: id });
    expect(log.lines.find((l) => l.msg === 'request' && l.requestId === id)).toMatchObject({
      method: 'DELETE',
      route: '/server/api/v1/dishes/:id',
      status: 500,
    });
  });

  it('a request the router fails on answers 500 with the id, logged as the failed request', async () => {
    const add = t.app.jobs.add;
    t.app.jobs.add = () => Promise.reject(new Error('queue unreachable'));
    let response: Response;
    try {
      response = await t.app.fetch('http://localhost/dev/jobs/weekly-summary', { method: 'POST', headers: { 'x-request-id': 'failed-route-1' } });
    } finally {
      t.app.jobs.add = add;
    }
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('failed-route-1');
    expect(await response.json()).toEqual({ message: 'Something went wrong', requestId: 'failed-route-1' });
    expect(log.lines.find((l) => l.msg === 'request failed' && l.requestId === 'failed-route-1')).toMatchObject({
      level: 50,
      route: '/dev/jobs/weekly-summary',
      status: 500,
      err: { message: 'queue unreachable' },
    });
  });

  it('a job added by a request logs with its id; one added outside any request with none', async () => {
    const ran = await t.app.fetch('http://localhost/dev/jobs/low-credit-check', { method: 'POST', headers: { 'x-request-id': 'dev-job-9' } });
    expect(ran.status).toBe(200);
    expect(log.lines.filter((l) => l.msg === 'low-credit check').map((l) => l.requestId)).toEqual(['dev-job-9']);

    await t.app.jobs.add('low-credit-check');
    await t.settled();
    const runs = log.lines.filter((l) => l.msg === 'low-credit check');
    expect(runs).toHaveLength(2);
    expect(runs[1]).not.toHaveProperty('requestId');
  });
});

describe('an untrusted client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRUST_PROXY: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cannot choose its request id: a valid X-Request-Id is replaced by a fresh one', async () => {
    const response = await t.app.fetch('http://localhost/healthz', { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    const answer = await graphql(t, '{ nope }', { 'x-request-id': 'chosen-by-client' });
    expect(answer.id).toMatch(UUID);
    expect(answer.body.errors?.[0]?.extensions?.requestId).toBe(answer.id);
  });
});

describe.each(dbKinds)('e-mail delivery jobs on %s', (kind) => {
  let t: TestApp;
  let log: ReturnType<typeof capturedLogger>;
  const transport: MailTransport = {
    name: 'unavailable',
    async deliver() {
      throw new Error('provider unavailable');
    },
  };
  beforeAll(async () => {
    log = capturedLogger();
    t = await createTestApp(kind, { logger: log.logger, mailTransport: transport });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the delivery of an e-mail a request wrote logs with that request’s id, whichever request woke the queue', async () => {
    const [first, second] = [await createUserAndLogin(t), await createUserAndLogin(t)];
    const asked = await Promise.all(
      [first, second].map((user, i) => graphql(t, `mutation { requestPasswordReset(input: { email: "${user.email}" }) { message } }`, { 'x-request-id': `reset-${i}` })),
    );
    expect(asked.map((a) => [a.id, a.body.errors])).toEqual([
      ['reset-0', undefined],
      ['reset-1', undefined],
    ]);
    await t.settled();
    const rows = await t.prisma.emailOutbox.findMany({ where: { to: { in: [first.email, second.email] } }, select: { id: true, to: true } });
    expect(rows).toHaveLength(2);
    for (const [i, user] of [first, second].entries()) {
      const mailId = rows.find((row) => row.to === user.email)!.id;
      const failed = log.lines.filter((l) => l.msg === 'mail delivery failed' && l.mailId === mailId);
      expect(failed.length, user.email).toBeGreaterThan(0);
      for (const line of failed) expect(line.requestId).toBe(`reset-${i}`);
    }
    if (kind === 'postgres') {
      // graphile-worker's own line about the failed run names the request too.
      const worker = log.lines.filter((l) => /^Failed task \d+ \(deliver-email\b/.test(l.msg));
      expect(worker.map((l) => l.requestId).sort()).toEqual(['reset-0', 'reset-1']);
    }
  });
});
