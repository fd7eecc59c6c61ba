// What the benchmarks share to talk to a gateway: the apps' own GraphQL documents (by their Relay
// artifacts), a request sent and its answer read, the statements one request costs
// (pg_stat_statements), and the environment of a gateway configured as in production.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from './gateway.ts';

/** The admin every bench gateway makes on its empty database. */
export const ADMIN = { email: 'bench-admin@bench.example', password: 'BenchAdmin@1234' };
/** One signing key for every gateway of a run, so that a token from one is good on another. */
export const JWT_SECRET = randomBytes(32).toString('hex');
/** Requests per operation when counting statements. */
const COUNT_REQUESTS = 10;

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The apps' persisted documents: their Relay artifacts carry only the id of the text they send. */
const persisted: Record<string, string> = Object.assign(
  {},
  ...['mfe-admin', 'mfe-public'].map((app) => JSON.parse(readFileSync(path.join(root, app, 'persisted-documents.json'), 'utf8'))),
);

export function text(artifact: { params: { id?: string | null; text?: string | null } }): string {
  const query = artifact.params.text ?? (artifact.params.id ? persisted[artifact.params.id] : undefined);
  if (!query) throw new Error(`a Relay artifact whose text is neither in it nor in the persisted documents (id ${artifact.params.id})`);
  return query;
}

export function graphql(query: string, variables: Record<string, unknown>, token?: string): Request {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  };
}

export async function send(port: number, request: Request): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${request.path}`, request);
  const body = await response.json();
  return { status: response.status, body };
}

export interface Statements {
  /** The first request on a gateway that has kept nothing (no viewer, no summary). */
  first: number;
  /** The average of the requests after it. */
  repeated: number;
}

export async function statements(db: pg.Pool, database: string, port: number, request: Request): Promise<Statements> {
  const counted = async () => {
    const { rows } = await db.query<{ calls: string | null }>(
      `SELECT sum(s.calls) AS calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
       WHERE d.datname = $1 AND s.query NOT ILIKE '%pg_stat_statements%'`,
      [database],
    );
    return Number(rows[0]?.calls ?? 0);
  };
  await db.query('SELECT pg_stat_statements_reset(0, oid, 0) FROM pg_database WHERE datname = $1', [database]);
  await send(port, request);
  const first = await counted();
  for (let i = 1; i < COUNT_REQUESTS; i++) await send(port, request);
  return { first, repeated: Number(((await counted()) - first) / (COUNT_REQUESTS - 1)) };
}

export function gatewayEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    CODE_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ALLOW_LOCAL_MAIL: 'true',
    // Every request of the bench comes from one address: lift the per-client limits out of the way.
    RATE_LIMIT_MULTIPLIER: '1000000',
    // The heaviest-request load spends its API key's cost points far faster than any integration
    // may (10,000 a minute): lifted too, or the load measures refusals instead of answers.
    API_KEY_COST_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
    STATIC_DIR: path.join(root, 'dist'),
  };
}

/**
 * A fresh database `database` on TEST_PG_URL's server (dropped first if a run left it), with
 * pg_stat_statements, which the statement counts read.
 */
export async function createBenchDatabase(adminPool: pg.Pool, database: string): Promise<{ url: URL; db: pg.Pool }> {
  await adminPool.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await adminPool.query(`CREATE DATABASE ${database}`);
  const url = new URL(process.env.TEST_PG_URL!);
  url.pathname = `/${database}`;
  const db = new pg.Pool({ connectionString: url.href, max: 2 });
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await db.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
  } catch (error) {
    await db.end();
    throw new Error(`pg_stat_statements is not loaded (${(error as Error).message}); run the bench through npm run bench, which starts PostgreSQL with it`);
  }
  return { url, db };
}

/** The percentile function of some latencies (ms): `at(0.99)` is the p99, to 0.1 ms. */
export function percentiles(latencies: number[]): (share: number) => number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return (share) => Number(sorted[Math.ceil(share * sorted.length) - 1]!.toFixed(1));
}
