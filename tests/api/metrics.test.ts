// Prometheus metrics at /metrics on PGlite and real PostgreSQL: after known traffic the scrape shows
// exactly that traffic, labelled by route templates and operation names (never a raw id, a query
// string or an e-mail address); the gauges read at scrape time show what the database holds; in
// production only METRICS_TOKEN opens it; and Prometheus's own `promtool check metrics` accepts the text.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { parse as parseGraphQL } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/config.ts';
import { DELIVER_EMAIL_JOB } from '../../gateway/mailer/index.ts';
import { registerCollectors } from '../../gateway/metrics/collectors.ts';
import { createMetricsRegistry, MAX_OPERATION_NAMES } from '../../gateway/metrics/registry.ts';
import type { Logger } from '../../gateway/logger.ts';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { estimateCosts } from '../../gateway/query-analysis.ts';
import { schema } from '../../schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape in Prometheus's text format; a line that is none is an error. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the series with exactly these labels, or undefined when the scrape has none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels);
  return samples.find(
    (s) => s.name === name && Object.keys(s.labels).length === wanted.length && wanted.every(([key, value]) => s.labels[key] === value),
  )?.value;
}

/** The label values a metric's series show for one label. */
const labelValues = (samples: Sample[], name: string, label: string) =>
  [...new Set(samples.filter((s) => s.name === name && label in s.labels).map((s) => s.labels[label]!))].sort();

async function scrape(t: TestApp, headers: Record<string, string> = {}) {
  const response = await t.app.fetch('http://localhost/metrics', { headers });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
}

/** `promtool check metrics` on a scrape: its exit status and what it printed. */
function promtool(text: string): { status: number | null; output: string; missing: boolean } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  const missing = (run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
  return { status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}`, missing };
}

const DISHES = 'query Dishes { dishes(first: 5) { totalCount edges { node { name } } } }';
const BROKEN = 'query Broken { dishes(first: 5) { noSuchField } }';
const LOGIN = 'mutation SignIn($input: LoginInput!) { login(input: $input) { accessToken } }';
/** A dish id no test creates: it must not show up anywhere in the scrape. */
const RAW_ID = '987654321';

describe.each(dbKinds)('metrics on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  let categoryId: number;

  beforeAll(async () => {
    // Mail delivery fails here, so that a delivery job's failed run can be counted.
    t = await createTestApp(kind, { mailTransport: { name: 'down', deliver: async () => Promise.reject(new Error('mail server down')) } });
    admin = await createUserAndLogin(t, { role: 'admin' });
    categoryId = (await t.prisma.dishCategory.create({ data: { name: 'Bowls', nameKey: 'bowls' } })).id;
    customer = await createUserAndLogin(t, { role: 'customer', email: `metrics.victim.${kind}@example.com` });
  });
  afterAll(() => t?.close());

  it('counts known traffic exactly, by route template and operation name, with no id, query string or e-mail in any label', async () => {
    const before = parse((await scrape(t)).text);
    const delta = (name: string, labels: Record<string, string>) => (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);

    const graphqlStatuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const dishes = await t.gql(DISHES, {}, { token: admin.token });
      expect(dishes.errors).toBeUndefined();
      graphqlStatuses.push(dishes.status);
    }
    const broken = await t.gql(BROKEN, {}, { token: admin.token });
    expect(broken.errors?.[0]?.message).toMatch(/noSuchField/);
    graphqlStatuses.push(broken.status);
    const restCall = await t.app.fetch(`http://localhost/server/api/v1/dishes/${RAW_ID}?page=2&secret=${RAW_ID}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ name: 'Bowl', description: 'A bowl', type: 'veg', dishCategoryId: categoryId }),
    });
    expect(restCall.status).toBe(404);
    const badPassword = await t.gql(LOGIN, { input: { email: customer.email, password: 'Wrong@1234' } });
    expect(badPassword.errors?.[0]?.message).toBe('Invalid email or password');
    graphqlStatuses.push(badPassword.status);
    const goodLogin = await t.gql(LOGIN, { input: { email: customer.email, password: customer.password } });
    expect(goodLogin.data.login.accessToken).toEqual(expect.any(String));
    graphqlStatuses.push(goodLogin.status);
    const scanner = await t.app.fetch(`http://localhost/wp-admin/${RAW_ID}/setup.php?x=${RAW_ID}`, { method: 'POST' });
    await scanner.text();

    const scraped = await scrape(t);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    const after = parse(scraped.text);

    // GraphQL operations: the two Dishes, the refused Broken, both sign-ins (the wrong password is an error).
    expect(delta('freshmeals_graphql_operations_total', { operation: 'Dishes', type: 'query', outcome: 'ok' })).toBe(2);
    expect(delta('freshmeals_graphql_operations_total', { operation: 'Dishes', type: 'query', outcome: 'error' })).toBe(0);
    expect(delta('freshmeals_graphql_operations_total', { operation: 'Broken', type: 'query', outcome: 'error' })).toBe(1);
    expect(delta('freshmeals_graphql_operations_total', { operation: 'SignIn', type: 'mutation', outcome: 'error' })).toBe(1);
    expect(delta('freshmeals_graphql_operations_total', { operation: 'SignIn', type: 'mutation', outcome: 'ok' })).toBe(1);
    expect(delta('freshmeals_graphql_operation_duration_seconds_count', { operation: 'Dishes', type: 'query' })).toBe(2);
    // The cost the query limits estimated for each run.
    expect(delta('freshmeals_graphql_operation_cost_count', { operation: 'Dishes' })).toBe(2);
    expect(delta('freshmeals_graphql_operation_cost_sum', { operation: 'Dishes' })).toBe(2 * estimateCosts(schema, parseGraphQL(DISHES)).Dishes!);
    // A refused document never ran: no cost.
    expect(delta('freshmeals_graphql_operation_cost_count', { operation: 'Broken' })).toBe(0);
    // The REST route ran its own document, named after the route.
    expect(delta('freshmeals_graphql_operations_total', { operation: 'RestUpdateDish', type: 'mutation', outcome: 'error' })).toBe(1);

    // HTTP: /graphql by status, the REST route by its pattern, the scanner as `other`.
    for (const status of new Set(graphqlStatuses)) {
      expect(delta('freshmeals_http_requests_total', { method: 'POST', route: '/graphql', status: String(status) })).toBe(
        graphqlStatuses.filter((s) => s === status).length,
      );
    }
    const restLabels = { method: 'PUT', route: '/server/api/v1/dishes/:id', status: String(restCall.status) };
    expect(delta('freshmeals_http_requests_total', restLabels)).toBe(1);
    expect(delta('freshmeals_http_request_duration_seconds_count', restLabels)).toBe(1);
    expect(delta('freshmeals_http_requests_total', { method: 'POST', route: 'other', status: String(scanner.status) })).toBe(1);
    // The scrape before this one counted itself once answered.
    expect(delta('freshmeals_http_requests_total', { method: 'GET', route: '/metrics', status: '200' })).toBe(1);

    // Sign-ins by outcome; every outcome is shown, from 0.
    expect(delta('freshmeals_logins_total', { outcome: 'bad_password' })).toBe(1);
    expect(delta('freshmeals_logins_total', { outcome: 'success' })).toBe(1);
    expect(delta('freshmeals_logins_total', { outcome: 'unknown_account' })).toBe(0);
    expect(labelValues(after, 'freshmeals_logins_total', 'outcome')).toEqual(
      ['bad_password', 'disabled', 'locked', 'rate_limited', 'success', 'unknown_account', 'unverified'],
    );

    // SQL statements by kind only: the sign-ins and the dishes pages read, the sign-ins wrote.
    expect(delta('freshmeals_db_query_duration_seconds_count', { operation: 'select' })).toBeGreaterThanOrEqual(2);
    expect(delta('freshmeals_db_query_duration_seconds_count', { operation: 'insert' }) + delta('freshmeals_db_query_duration_seconds_count', { operation: 'update' })).toBeGreaterThanOrEqual(1);
    for (const kind of labelValues(after, 'freshmeals_db_query_duration_seconds_count', 'operation')) expect(['select', 'insert', 'update', 'delete', 'other']).toContain(kind);

    // Every route label is a template; nothing the clients sent is in the text.
    for (const route of labelValues(after, 'freshmeals_http_requests_total', 'route')) {
      expect(route).toMatch(/^(other|(\/([a-z0-9._-]+|:[a-z]+|\*))+)$/);
      expect(route).not.toMatch(/\d{3,}/);
    }
    expect(scraped.text).not.toContain(RAW_ID);
    expect(scraped.text).not.toContain(customer.email);
    expect(scraped.text).not.toContain('@');
    expect(scraped.text).not.toContain('wp-admin');

    expect(valueOf(after, 'freshmeals_database_up')).toBe(1);
    // Process metrics, and the pool of PostgreSQL (PGlite has none).
    expect(valueOf(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (kind === 'postgres') {
      expect(valueOf(after, 'freshmeals_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(after, 'freshmeals_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(after.some((s) => s.name === 'freshmeals_db_pool_connections')).toBe(false);
    }
  });

  it('counts a request whose client left before its answer as 499, not as a server error', async () => {
    const server = createServer(t.app.handler).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const before = parse((await scrape(t)).text);
      // Half a body, then the connection closes: the gateway cannot finish reading what it was sent.
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write('POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"query":');
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
      const counted = async () => {
        const samples = parse((await scrape(t)).text);
        return (status: string) =>
          (valueOf(samples, 'freshmeals_http_requests_total', { method: 'POST', route: '/graphql', status }) ?? 0) -
          (valueOf(before, 'freshmeals_http_requests_total', { method: 'POST', route: '/graphql', status }) ?? 0);
      };
      // The gateway notices the closed connection on its own time.
      let delta = await counted();
      for (let i = 0; i < 50 && delta('499') === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        delta = await counted();
      }
      expect(delta('499')).toBe(1);
      for (const status of ['400', '413', '500', '503']) expect(delta(status)).toBe(0);
    } finally {
      server.close();
    }
  });

  it('counts job runs by task and outcome', async () => {
    const before = parse((await scrape(t)).text);
    await t.app.jobs.add('housekeeping');
    await t.app.mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hello' });
    await t.settled();
    const after = parse((await scrape(t)).text);
    const delta = (labels: Record<string, string>) =>
      (valueOf(after, 'freshmeals_job_runs_total', labels) ?? 0) - (valueOf(before, 'freshmeals_job_runs_total', labels) ?? 0);
    expect(delta({ task: 'housekeeping', outcome: 'succeeded' })).toBe(1);
    expect(delta({ task: 'housekeeping', outcome: 'failed' })).toBe(0);
    // The first try failed; the next waits for its backoff.
    expect(delta({ task: DELIVER_EMAIL_JOB, outcome: 'failed' })).toBe(1);
    expect(delta({ task: DELIVER_EMAIL_JOB, outcome: 'succeeded' })).toBe(0);
  });

  it('bounds the operation label: a long name, and names beyond the first ones, count as `other`', async () => {
    const long = `Q${'x'.repeat(70)}`;
    await t.gql(`query ${long} { __typename }`);
    const names = Array.from({ length: MAX_OPERATION_NAMES + 5 }, (_, i) => `Many${i}`);
    for (const name of names) await t.gql(`query ${name} { __typename }`);
    const operations = labelValues(parse((await scrape(t)).text), 'freshmeals_graphql_operations_total', 'operation');
    expect(operations).not.toContain(long);
    expect(operations).toContain('other');
    // The names kept, `other`, and `anonymous` (the fixtures' sign-ins name no operation).
    expect(operations.length).toBeLessThanOrEqual(MAX_OPERATION_NAMES + 2);
    expect(operations).not.toContain(names.at(-1));
  });

  it("is text that Prometheus's promtool accepts", async () => {
    const { text } = await scrape(t);
    const check = promtool(text);
    if (check.missing) {
      // CI installs Debian's `prometheus` (.ci/run): there, a missing promtool is a failure.
      expect(process.env.CI, 'promtool is not installed: apt-get install prometheus').toBeFalsy();
      // Elsewhere at least every line is a comment or a sample, and every family has HELP and TYPE.
      const families = new Set(parse(text).map((s) => s.name.replace(/_(bucket|sum|count)$/, '')));
      for (const family of families) {
        if (!text.includes(`# TYPE ${family} `)) continue;
        expect(text).toContain(`# HELP ${family} `);
      }
      return;
    }
    expect(check.output).toBe('');
    expect(check.status).toBe(0);
  });
});

describe('metrics at scrape time', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Jobs are only queued here, so they stay waiting for the gauges to count.
    t = await createTestApp('pglite', { env: { JOB_WORKER: 'false' } });
  });
  afterAll(() => t?.close());

  it('shows the waiting jobs, the outbox and the payments as the database holds them', async () => {
    const dueSince = new Date(Date.now() - 90_000);
    await t.app.jobs.add('housekeeping', {}, { runAt: dueSince });
    await t.app.jobs.add('low-credit-check', {}, { runAt: new Date(Date.now() - 10_000) });
    await t.app.jobs.add('weekly-summary', {}, { runAt: new Date(Date.now() + 3_600_000) });

    const mail = (status: 'pending' | 'failed' | 'dead' | 'sent' | 'local') => ({ to: 'someone@example.com', subject: 'S', text: 'T', status });
    await t.prisma.emailOutbox.createMany({ data: [mail('pending'), mail('pending'), mail('failed'), mail('dead'), mail('sent'), mail('local')] });

    const user = await t.prisma.user.create({ data: { name: 'Payer', email: 'payer@example.com', phone: '9876500000' } });
    const payment = (orderId: string, status: 'created' | 'paid' | 'failed', minutesAgo: number) => ({
      userId: user.id,
      provider: 'test',
      orderId,
      amountPaise: 100_00,
      creditPaise: 100_00,
      pack: 'custom',
      status,
      createdAt: new Date(t.clock.now().getTime() - minutesAgo * 60_000),
    });
    await t.prisma.payment.createMany({
      data: [payment('o1', 'created', 5), payment('o2', 'created', 61), payment('o3', 'created', 120), payment('o4', 'paid', 30), payment('o5', 'failed', 30)],
    });

    const samples = parse((await scrape(t)).text);
    expect(valueOf(samples, 'freshmeals_jobs_queue_depth')).toBe(2);
    const oldest = valueOf(samples, 'freshmeals_jobs_oldest_age_seconds')!;
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(150);
    expect(valueOf(samples, 'freshmeals_outbox_emails', { status: 'pending' })).toBe(2);
    expect(valueOf(samples, 'freshmeals_outbox_emails', { status: 'failed' })).toBe(1);
    expect(valueOf(samples, 'freshmeals_outbox_emails', { status: 'dead' })).toBe(1);
    expect(labelValues(samples, 'freshmeals_outbox_emails', 'status')).toEqual(['dead', 'failed', 'pending']);
    expect(valueOf(samples, 'freshmeals_payments', { state: 'created' })).toBe(1);
    expect(valueOf(samples, 'freshmeals_payments', { state: 'abandoned' })).toBe(2);
    expect(valueOf(samples, 'freshmeals_payments', { state: 'paid' })).toBe(1);
    expect(valueOf(samples, 'freshmeals_payments', { state: 'failed' })).toBe(1);
  });
});

describe('metrics when the database does not answer', () => {
  it('say so in freshmeals_database_up, and show no stale outbox or payment counts', async () => {
    const down = () => Promise.reject(new Error('connection refused'));
    const prisma = { $queryRaw: down, emailOutbox: { groupBy: down } } as unknown as PrismaClient;
    const warnings: string[] = [];
    const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) } as unknown as Logger;
    const metrics = createMetricsRegistry();
    registerCollectors(metrics, { prisma, database: {}, jobs: { backlog: down }, now: () => new Date(), logger });
    const samples = parse(await metrics.registry.metrics());
    expect(valueOf(samples, 'freshmeals_database_up')).toBe(0);
    for (const name of ['freshmeals_outbox_emails', 'freshmeals_payments']) expect(samples.some((s) => s.name === name)).toBe(false);
    // A gauge without labels always has a value: NaN, never a made-up 0.
    expect(valueOf(samples, 'freshmeals_jobs_queue_depth')).toBeNaN();
    expect(valueOf(samples, 'freshmeals_jobs_oldest_age_seconds')).toBeNaN();
    expect(warnings).toEqual(expect.arrayContaining(['metrics: could not read the outbox', 'metrics: could not read the payments', 'metrics: could not read the job queue']));
  });
});

describe('who may read the metrics', () => {
  // The test signs in with documents of no app's manifest (trusted-documents.test.ts tests that rule).
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused.invalid/db', ALLOW_LOCAL_MAIL: 'true', TRUSTED_DOCUMENTS: 'false' };
  const TOKEN = 'metrics-token-metrics-token-metrics-0123';
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('in production: nothing without METRICS_TOKEN set (404)', async () => {
    const t = await createTestApp('pglite', { env: production });
    apps.push(t);
    const admin = await createUserAndLogin(t, { role: 'admin' });
    expect((await scrape(t)).status).toBe(404);
    expect((await scrape(t, { authorization: `Bearer ${admin.token}` })).status).toBe(404);
  });

  it('in production: only the metrics token, not a visitor, a customer or an admin (401)', async () => {
    const t = await createTestApp('pglite', { env: { ...production, METRICS_TOKEN: TOKEN } });
    apps.push(t);
    const admin = await createUserAndLogin(t, { role: 'admin' });
    const customer = await createUserAndLogin(t, { role: 'customer' });
    const refused: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${customer.token}` },
      { authorization: `Bearer ${admin.token}` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const answer = await scrape(t, headers);
      expect(answer.status).toBe(401);
      expect(answer.text).not.toContain('freshmeals_');
    }
    const allowed = await scrape(t, { authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(allowed.text).toContain('freshmeals_http_requests_total{method="GET",route="/metrics",status="401"} 7');
  });

  it('outside production: open without a token, unless METRICS_TOKEN is set', async () => {
    const open = await createTestApp('pglite');
    apps.push(open);
    expect((await scrape(open)).status).toBe(200);
    const closed = await createTestApp('pglite', { env: { METRICS_TOKEN: TOKEN } });
    apps.push(closed);
    expect((await scrape(closed)).status).toBe(401);
    expect((await scrape(closed, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('production refuses a METRICS_TOKEN shorter than 32 characters', () => {
    const env = { ...production, JWT_SECRET: 'x'.repeat(40), CODE_SECRET: 'c'.repeat(40), PUBLIC_URL: 'https://meals.example' };
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short-token' })).toThrow('METRICS_TOKEN must be at least 32 characters');
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });
});
