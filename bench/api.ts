// `npm run bench`: how fast the API answers under load, and how many SQL statements each answer
// costs. Runs against a throwaway PostgreSQL (scripts/with-postgres.sh starts one with
// pg_stat_statements loaded; or TEST_PG_URL names a server that has it):
//
// 1. Two databases, migrated and seeded by the gateway itself, then filled by bench/volume.ts: a
//    small kitchen (50 dishes, 200 customers, 5,000 transactions) and a large one (500 dishes,
//    2,000 customers with routines, 50,000 transactions).
// 2. Per operation, the SQL statements one request runs (pg_stat_statements), on both databases
//    and, for the paged lists, at page sizes 10 and 50: the counts must not grow with the data or
//    the page. Counted on fresh gateways that read the viewer every time: the first request finds
//    nothing kept; "repeated" is the average of the nine after it (the summary is kept until the
//    data it reads changes).
// 3. On the large database, autocannon with 20 connections against each operation in interleaved
//    rounds (baseline, GraphQL, REST, the others, then again), so that a noisy machine slows every
//    target alike and the ratios stay fair. The baseline is bench/baseline.ts: plain node:http + pg
//    writing the same JSON as the GraphQL dishes page, checked equal before the load starts.
// 4. Login is bound by the password check (scrypt, slow by design, PASSWORD_HASH_CONCURRENCY at a
//    time), so it is held to what the machine can hash rather than to a latency: its throughput at
//    20 connections as a share of the hash limit, its p99 at 2 connections (a separate run in each
//    round), and /healthz's p99 measured beside the 20-connection login load, which shows whether
//    the hashing ever blocks the event loop.
// 5. The heaviest request the query limits accept, again and again from one connection, with
//    /healthz's p99 beside it: whether the gateway answers others while it works through one.
//
// Prints a table with the targets and writes everything to bench/results/api-<time>.json.
// BENCH_SECONDS (per target and round, default 4) and BENCH_ROUNDS (default 3) tune the length.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import dishesPage from '../mfe-admin/src/pages/dishes/__generated__/dishesPageQuery.graphql.ts';
import homeSummary from '../mfe-admin/src/pages/home/__generated__/homeSummaryQuery.graphql.ts';
import usersPage from '../mfe-admin/src/pages/users/__generated__/usersPageQuery.graphql.ts';
import createApiKey from '../mfe-admin/src/pages/api-keys/components/__generated__/CreateApiKeyDialogMutation.graphql.ts';
import loginPage from '../mfe-public/src/pages/__generated__/LoginPageMutation.graphql.ts';
import weeklyMeals from '../mfe-public/src/pages/home/__generated__/WeeklyMealsQuery.graphql.ts';
import { loadConfig } from '../gateway/config.ts';
import { hashPassword, verifyPassword } from '../schema/auth/password.ts';
import { HEAVIEST_ACCEPTED, HEAVIEST_IN_PRODUCTION } from '../tests/support/heaviest-request.ts';
import { ADMIN, JWT_SECRET, createBenchDatabase, gatewayEnv, graphql, percentiles, send, statements, text, type Request, type Statements } from './client.ts';
import { freePort, root, startGateway, stop, waitUntilUp } from './gateway.ts';
import { CUSTOMER_PASSWORD, customerEmail, seedVolume, type Volume } from './volume.ts';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS || 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SIZES: Record<'small' | 'large', Volume> = {
  small: { dishes: 50, customers: 200, transactions: 5_000 },
  large: { dishes: 500, customers: 2_000, transactions: 50_000 },
};

/** The targets: what the figures must reach. */
const TARGETS = {
  graphqlOfBaseline: 0.5,
  restOfGraphql: 0.9,
  p99Ms: 50,
  dishesStatements: 4,
  summaryStatements: 10,
  loginOfHashLimit: 0.9,
  loginFewP99Ms: 150,
  healthDuringLoginP99Ms: 20,
  healthDuringHeaviestP99Ms: 100,
};
/** Login's latency is held at a few clients signing in at once, where the hash pool does not queue. */
const LOGIN_FEW_CONNECTIONS = 2;
const LOGIN_FEW = `login, ${LOGIN_FEW_CONNECTIONS} connections`;
const HEALTH = '/healthz beside the login load';
const HEAVY = 'heaviest accepted request, 1 connection';
const HEALTH_HEAVY = '/healthz beside the heaviest request';
/** How often the health probe asks: often enough for a p99, rarely enough to add next to no work. */
const PROBE_EVERY_MS = 20;

interface Operation {
  name: string;
  /** Which server answers it. */
  server: 'gateway' | 'baseline';
  request(pageSize: number): Request;
  /** Lists whose statement count is also measured at page size 50. */
  paged?: boolean;
}

function operations(adminToken: string): Operation[] {
  const dishes = (first: number) => graphql(text(dishesPage), { first, after: null, search: null, types: null }, adminToken);
  return [
    { name: 'baseline dishes (node:http + pg)', server: 'baseline', request: () => dishes(10) },
    { name: 'GraphQL dishes page', server: 'gateway', request: dishes, paged: true },
    {
      name: 'REST GET /dishes',
      server: 'gateway',
      request: (limit) => ({ method: 'GET', path: `/server/api/v1/dishes?limit=${limit}`, headers: { authorization: `Bearer ${adminToken}` } }),
      paged: true,
    },
    { name: 'admin summary', server: 'gateway', request: () => graphql(text(homeSummary), {}, adminToken) },
    {
      name: 'users page, search',
      server: 'gateway',
      // As the admin console asks it for an admin, who sees the balances.
      request: (first) => graphql(text(usersPage), { first, after: null, search: 'customer1', withMoney: true }, adminToken),
      paged: true,
    },
    { name: 'public weekly menu', server: 'gateway', request: () => graphql(text(weeklyMeals), {}) },
    {
      name: 'login',
      server: 'gateway',
      request: () => graphql(text(loginPage), { input: { email: customerEmail(1), password: CUSTOMER_PASSWORD } }),
    },
  ];
}

/** Fails the run when an operation does not answer as a user would see it: load on errors proves nothing. */
async function checkAnswer(operation: Operation, port: number): Promise<unknown> {
  const { status, body } = await send(port, operation.request(10));
  const errors = (body as { errors?: unknown }).errors;
  if (status !== 200 || errors) throw new Error(`${operation.name} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

interface Prepared {
  name: keyof typeof SIZES;
  database: string;
  url: string;
  db: pg.Pool;
  gateway: ChildProcess;
  port: number;
  token: string;
  /** A full-admin API key: in production only an API key may send a document no app ships. */
  apiKey: string;
  operations: Operation[];
}

async function prepare(adminPool: pg.Pool, name: keyof typeof SIZES, passwordHash: string): Promise<Prepared> {
  const database = `bench_${name}`;
  const { url, db } = await createBenchDatabase(adminPool, database);
  const port = await freePort();
  // Statements are counted on a gateway that reads the viewer on every request, so that every
  // count includes the viewer check (a load gateway reads it once per token every 2 s), and that
  // runs no job worker: the queue's polling and the schedule's bookkeeping at each minute would be
  // counted with whichever request they fell beside.
  const gateway = await startGateway(port, gatewayEnv(url.href, { VIEWER_CACHE_MS: '0', JOB_WORKER: 'false' }));
  // The caller stops the gateways of the kitchens it got; one that failed half-way stops its own.
  try {
    await seedVolume(db, SIZES[name], passwordHash);
    const login = await send(port, graphql(text(loginPage), { input: ADMIN }));
    const token = (login.body as { data?: { login?: { accessToken?: string } } }).data?.login?.accessToken;
    if (!token) throw new Error(`the bench admin could not sign in: ${JSON.stringify(login.body)}`);
    const created = await send(port, graphql(text(createApiKey), { input: { name: 'Bench', role: 'admin' } }, token));
    const apiKey = (created.body as { data?: { createApiKey?: { key?: string } } }).data?.createApiKey?.key;
    if (!apiKey) throw new Error(`the bench admin could not make an API key: ${JSON.stringify(created.body)}`);
    return { name, database, url: url.href, db, gateway, port, token, apiKey, operations: operations(token) };
  } catch (error) {
    await stop(gateway);
    await db.end();
    throw error;
  }
}

interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

/**
 * A target's last requests may still be running on the server when autocannon stops: wait until the
 * server answers its health check briskly again, so that no target pays for another's backlog.
 */
async function settle(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.arrayBuffer(), () => undefined);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function load(port: number, request: Request, seconds: number, connections = CONNECTIONS): Promise<Load> {
  await settle(port);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Sign-ins still queued for the hash pool when autocannon stops go on taking the cores after their
 * clients have gone, unseen by /healthz. The pool serves in order, so one more sign-in is answered
 * only once they are done: send them until one takes about a password check alone, so that the next
 * target does not pay for another's queue.
 */
async function drainSignIns(port: number, login: Request, passwordCheckMs: number): Promise<void> {
  for (let tries = 0; tries < 20; tries++) {
    const started = performance.now();
    await send(port, login);
    if (performance.now() - started < 2 * passwordCheckMs) return;
  }
}

/**
 * The heaviest request the query limits accept (tests/support/heaviest-request.ts), sent again and
 * again from one connection: each answer must be whole, and /healthz, probed beside it, shows whether
 * the gateway works through it in steps short enough to answer others.
 */
async function heaviest(port: number, apiKey: string, seconds: number): Promise<Load> {
  await settle(port);
  const request = graphql(HEAVIEST_IN_PRODUCTION, HEAVIEST_ACCEPTED, apiKey);
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const { status, body } = await send(port, request);
    latencies.push(performance.now() - started);
    if (status !== 200 || (body as { errors?: unknown }).errors) {
      if (!failed) process.stderr.write(`the heaviest request answered ${status}: ${JSON.stringify(body).slice(0, 300)}\n`);
      failed++;
    }
  }
  const at = percentiles(latencies);
  return { requestsPerSecond: latencies.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), failed };
}

/**
 * /healthz's latency from one connection, one request at a time every PROBE_EVERY_MS. (autocannon's
 * own rate limit sends each second's requests in one burst, which would sample only the start of
 * every second.)
 */
async function probe(port: number, seconds: number): Promise<Load> {
  await settle(port);
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.arrayBuffer().then(() => r.ok), () => false);
    latencies.push(performance.now() - started);
    if (!ok) failed++;
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  const at = percentiles(latencies);
  return { requestsPerSecond: latencies.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), failed };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  if (!process.env.TEST_PG_URL) throw new Error('TEST_PG_URL is not set: run `npm run bench`, which starts a throwaway PostgreSQL');
  const started = Date.now();
  const adminPool = new pg.Pool({ connectionString: process.env.TEST_PG_URL, max: 1 });
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  // One password check on a quiet machine, and how many the gateway runs at once: at most its
  // PASSWORD_HASH_CONCURRENCY, read as the gateway reads it, and at most one per core.
  const checkMs: number[] = [];
  for (let i = 0; i < 9; i++) {
    const checkStarted = performance.now();
    await verifyPassword(CUSTOMER_PASSWORD, passwordHash);
    checkMs.push(performance.now() - checkStarted);
  }
  const passwordCheckMs = median(checkMs);
  const hashCores = Math.min(availableParallelism(), loadConfig({ ...process.env, ...gatewayEnv(process.env.TEST_PG_URL) }).passwordHashConcurrency);
  const loginLimitPerSecond = (hashCores * 1000) / passwordCheckMs;
  const prepared: Prepared[] = [];
  let baseline: ChildProcess | undefined;
  try {
    for (const name of ['small', 'large'] as const) {
      process.stdout.write(`seeding the ${name} kitchen (${JSON.stringify(SIZES[name])})…\n`);
      prepared.push(await prepare(adminPool, name, passwordHash));
    }
    const [small, large] = [prepared[0]!, prepared[1]!];

    // Statements first, on fresh gateways: the first request of each operation finds nothing kept.
    process.stdout.write('counting SQL statements per request…\n');
    const counts = new Map<string, { small: Statements; large: Statements; page50?: Statements }>();
    for (const operation of large.operations) {
      if (operation.server === 'baseline') continue;
      const smallOp = small.operations.find((op) => op.name === operation.name)!;
      counts.set(operation.name, {
        small: await statements(small.db, small.database, small.port, smallOp.request(10)),
        large: await statements(large.db, large.database, large.port, operation.request(10)),
        page50: operation.paged ? await statements(large.db, large.database, large.port, operation.request(50)) : undefined,
      });
    }
    for (const each of prepared) await stop(each.gateway);

    // The load runs against a gateway configured as in production, and the baseline.
    const gatewayPort = await freePort();
    large.gateway = await startGateway(gatewayPort, gatewayEnv(large.url));
    const baselinePort = await freePort();
    baseline = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/baseline.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(baselinePort), DATABASE_URL: large.url, JWT_SECRET },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(baseline, `http://127.0.0.1:${baselinePort}/healthz`, 'the baseline');
    const portOf = (operation: Operation) => (operation.server === 'baseline' ? baselinePort : gatewayPort);

    // Same answers first: the baseline must write the data the GraphQL dishes page writes (the
    // gateway adds the request's cost under `extensions`, a few bytes the baseline leaves out).
    const answers = new Map<string, unknown>();
    for (const operation of large.operations) {
      answers.set(operation.name, ((await checkAnswer(operation, portOf(operation))) as { data?: unknown }).data);
    }
    const [baselineOp, graphqlOp] = large.operations;
    if (!isDeepStrictEqual(answers.get(baselineOp!.name), answers.get(graphqlOp!.name))) {
      const [a, b] = [JSON.stringify(answers.get(baselineOp!.name)), JSON.stringify(answers.get(graphqlOp!.name))];
      let at = 0;
      while (at < a.length && a[at] === b[at]) at++;
      throw new Error(`the baseline and the GraphQL dishes page answer differently, from character ${at}:\n  baseline: …${a.slice(at - 80, at + 120)}\n  GraphQL:  …${b.slice(at - 80, at + 120)}`);
    }

    process.stdout.write(`load: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per target…\n`);
    for (const operation of large.operations) await load(portOf(operation), operation.request(10), 1);
    const loginRequest = large.operations.find((operation) => operation.name === 'login')!.request(10);
    await drainSignIns(gatewayPort, loginRequest, passwordCheckMs);
    const rounds: Map<string, Load>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const figures = new Map<string, Load>();
      for (const operation of large.operations) {
        if (operation.name !== 'login') {
          figures.set(operation.name, await load(portOf(operation), operation.request(10), SECONDS));
          continue;
        }
        // The probe asks beside the very load whose throughput is measured, where the hash pool is
        // full all the time: a hash that ran on the event loop would hold up /healthz there.
        const [login, health] = await Promise.all([load(gatewayPort, loginRequest, SECONDS), probe(gatewayPort, SECONDS)]);
        figures.set(operation.name, login).set(HEALTH, health);
        await drainSignIns(gatewayPort, loginRequest, passwordCheckMs);
        figures.set(LOGIN_FEW, await load(gatewayPort, loginRequest, SECONDS, LOGIN_FEW_CONNECTIONS));
        await drainSignIns(gatewayPort, loginRequest, passwordCheckMs);
      }
      const [heavy, healthBesideHeavy] = await Promise.all([heaviest(gatewayPort, large.apiKey, SECONDS), probe(gatewayPort, SECONDS)]);
      figures.set(HEAVY, heavy).set(HEALTH_HEAVY, healthBesideHeavy);
      rounds.push(figures);
    }

    const rows = [...large.operations.map((operation) => operation.name), LOGIN_FEW, HEALTH, HEAVY, HEALTH_HEAVY].map((name) => {
      const runs = rounds.map((round) => round.get(name)!);
      const counted = counts.get(name);
      return {
        operation: name,
        'req/s': Math.round(median(runs.map((run) => run.requestsPerSecond))),
        'p50 ms': median(runs.map((run) => run.p50Ms)),
        'p99 ms': median(runs.map((run) => run.p99Ms)),
        failed: runs.reduce((sum, run) => sum + run.failed, 0),
        'SQL small': counted?.small.first ?? '',
        'SQL large': counted?.large.first ?? '',
        'SQL page 50': counted?.page50?.first ?? '',
        'SQL repeated': counted ? Number(counted.large.repeated.toFixed(1)) : '',
      };
    });
    const ratio = (a: string, b: string) => median(rounds.map((round) => round.get(a)!.requestsPerSecond / round.get(b)!.requestsPerSecond));
    const graphqlOfBaseline = ratio(graphqlOp!.name, baselineOp!.name);
    const restOfGraphql = ratio('REST GET /dishes', graphqlOp!.name);
    const latencyRows = rows.filter((row) => ![baselineOp!.name, 'login', LOGIN_FEW, HEALTH, HEAVY, HEALTH_HEAVY].includes(row.operation));
    const p99Of = (name: string) => rows.find((row) => row.operation === name)!['p99 ms'];
    const loginPerSecond = median(rounds.map((round) => round.get('login')!.requestsPerSecond));
    const constantStatements = [...counts.values()].every(
      (c) => c.small.first === c.large.first && (c.page50 === undefined || c.page50.first === c.large.first),
    );
    const checks = [
      { target: `GraphQL dishes >= ${TARGETS.graphqlOfBaseline * 100}% of baseline`, figure: `${(graphqlOfBaseline * 100).toFixed(0)}%`, met: graphqlOfBaseline >= TARGETS.graphqlOfBaseline },
      { target: `REST dishes >= ${TARGETS.restOfGraphql * 100}% of GraphQL`, figure: `${(restOfGraphql * 100).toFixed(0)}%`, met: restOfGraphql >= TARGETS.restOfGraphql },
      ...latencyRows.map((row) => ({ target: `${row.operation}: p99 <= ${TARGETS.p99Ms} ms`, figure: `${row['p99 ms']} ms`, met: row['p99 ms'] <= TARGETS.p99Ms })),
      {
        target: `login at ${CONNECTIONS} connections >= ${TARGETS.loginOfHashLimit * 100}% of the hash limit`,
        figure: `${((loginPerSecond / loginLimitPerSecond) * 100).toFixed(0)}% (${loginPerSecond.toFixed(1)}/s of ${hashCores} × 1000 / ${passwordCheckMs.toFixed(1)} ms = ${loginLimitPerSecond.toFixed(1)}/s)`,
        met: loginPerSecond / loginLimitPerSecond >= TARGETS.loginOfHashLimit,
      },
      { target: `${LOGIN_FEW}: p99 <= ${TARGETS.loginFewP99Ms} ms`, figure: `${p99Of(LOGIN_FEW)} ms`, met: p99Of(LOGIN_FEW) <= TARGETS.loginFewP99Ms },
      {
        target: `${HEALTH}: p99 <= ${TARGETS.healthDuringLoginP99Ms} ms`,
        figure: `${p99Of(HEALTH)} ms`,
        met: p99Of(HEALTH) <= TARGETS.healthDuringLoginP99Ms,
      },
      {
        target: `${HEALTH_HEAVY}: p99 <= ${TARGETS.healthDuringHeaviestP99Ms} ms, every heavy answer whole`,
        figure: `${p99Of(HEALTH_HEAVY)} ms, ${rows.find((row) => row.operation === HEAVY)!.failed} failed`,
        met: p99Of(HEALTH_HEAVY) <= TARGETS.healthDuringHeaviestP99Ms && rows.find((row) => row.operation === HEAVY)!.failed === 0,
      },
      { target: 'SQL per request constant in data size and page size', figure: constantStatements ? 'constant' : 'grows', met: constantStatements },
      {
        target: `dishes page <= ${TARGETS.dishesStatements} statements (3 + viewer check)`,
        figure: String(counts.get(graphqlOp!.name)!.large.first),
        met: counts.get(graphqlOp!.name)!.large.first <= TARGETS.dishesStatements,
      },
      {
        target: `summary <= ${TARGETS.summaryStatements} statements`,
        figure: String(counts.get('admin summary')!.large.first),
        met: counts.get('admin summary')!.large.first <= TARGETS.summaryStatements,
      },
    ];
    console.table(rows);
    console.table(checks.map((check) => ({ ...check, met: check.met ? 'yes' : 'NO' })));
    const out = path.join(root, 'bench/results');
    mkdirSync(out, { recursive: true });
    const file = path.join(out, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version };
    const settings = { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, sizes: SIZES };
    const hashLimit = { passwordCheckMs: checkMs, hashCores, loginsPerSecond: loginLimitPerSecond };
    writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), machine, settings, hashLimit, rows, checks, rounds: rounds.map((round) => Object.fromEntries(round)) }, null, 2)}\n`);
    process.stdout.write(`written to ${path.relative(root, file)} in ${Math.round((Date.now() - started) / 1000)} s\n`);
  } finally {
    if (baseline) await stop(baseline);
    for (const each of prepared) {
      await stop(each.gateway);
      await each.db.end();
    }
    await adminPool.end();
  }
}

await main();
