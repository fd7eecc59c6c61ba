// The reverse proxy of docker-compose.yml, run as Debian's Caddy with the repository's Caddyfile in
// front of two real gateways on one PostgreSQL: requests are spread over both, and while one
// gateway stops the site keeps answering from the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { startGateway, type GatewayProcess } from '../support/gateway-process.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Caddy in front of two gateways', () => {
  let db: TestDatabase;
  let gateways: GatewayProcess[] = [];
  let caddy: ChildProcess;
  let proxyUrl = '';
  let caddyLog = '';

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const env = { DATABASE_URL: db.url!, LOG_LEVEL: 'debug', TRUST_PROXY: '1', JOB_SCHEDULE: 'false' };
    gateways = await Promise.all([startGateway(env), startGateway(env)]);
    const port = await freePort();
    caddy = spawn('caddy', ['run', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PROXY_PORT: String(port), GATEWAYS: gateways.map((g) => g.url.replace('http://', '')).join(' ') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stderr!.on('data', (chunk) => (caddyLog += chunk));
    proxyUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${proxyUrl}/healthz`).then((r) => r.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('Caddy did not start');
  }, 60_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await Promise.all(gateways.map((g) => g.stop()));
    await db?.drop();
  });

  const typename = () =>
    fetch(`${proxyUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
  /** The GraphQL requests a gateway has logged. */
  const servedBy = (gateway: GatewayProcess) => gateway.output().split('\n').filter((line) => line.includes('"msg":"request"') && line.includes('/graphql')).length;

  it('spreads requests over both gateways', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await typename();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    }
    await vi.waitFor(() => expect(servedBy(gateways[0]!) + servedBy(gateways[1]!)).toBe(10));
    expect(servedBy(gateways[0]!)).toBeGreaterThanOrEqual(3);
    expect(servedBy(gateways[1]!)).toBeGreaterThanOrEqual(3);
  });

  it('keeps answering while one gateway stops (a deploy, a scale-down)', async () => {
    await gateways[0]!.stop('SIGTERM');
    const before = servedBy(gateways[1]!);
    for (let i = 0; i < 10; i++) expect((await typename()).status, caddyLog.slice(-2000)).toBe(200);
    // Its log lines arrive a moment after the answers.
    await vi.waitFor(() => expect(servedBy(gateways[1]!) - before).toBe(10));
  });
});
