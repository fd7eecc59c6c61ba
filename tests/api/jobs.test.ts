// The job queue as gateways run it: a gateway killed in the middle of a job (here an e-mail whose
// provider has not answered yet) finishes that job exactly once after it restarts, on PostgreSQL
// (graphile-worker: the dead worker's lock is released) and on embedded PGlite (the undelivered
// message is queued again at start). A webhook the gateway was delivering when it was killed
// reaches its receiver after the restart, under the same event id.
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, dbKinds, graphileJobsLeft, migratedDataFolder, type TestDatabase } from '../support/db.ts';
import { startFakePostmark, startGateway, type FakePostmark, type GatewayProcess } from '../support/gateway-process.ts';

const ADMIN = 'admin@example.com';

interface OutboxRow {
  id: number;
  to: string;
  status: string;
  attempts: number;
  tag: string | null;
}

describe.each(dbKinds)('jobs on %s', (kind) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('a gateway killed while it delivers an e-mail delivers it exactly once after it restarts', async () => {
    const postmark: FakePostmark = await startFakePostmark();
    cleanup.push(() => postmark.close());
    let db: TestDatabase | null = null;
    const env: Record<string, string> = {
      POSTMARK_SERVER_TOKEN: 'test-token',
      POSTMARK_API_HOST: postmark.host,
      JOB_SCHEDULE: 'false',
      JOB_STALE_AFTER_SECONDS: '1',
    };
    if (kind === 'postgres') {
      db = await createTestDatabase('postgres');
      cleanup.push(() => db!.drop());
      env.DATABASE_URL = db.url!;
    } else {
      const dataDir = await migratedDataFolder('freshmeals-jobs-');
      cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
    }

    let gateway: GatewayProcess = await startGateway(env);
    cleanup.push(() => gateway.stop('SIGKILL'));
    const outbox = async (): Promise<OutboxRow[]> => {
      if (db) return db.prisma.emailOutbox.findMany({ orderBy: { id: 'asc' } });
      return ((await (await fetch(`${gateway.url}/dev/outbox`)).json()) as OutboxRow[]).reverse();
    };

    // A password reset e-mails a code: the provider receives it and does not answer.
    const arrived = postmark.holdNext();
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }',
        variables: { input: { email: ADMIN } },
      }),
    });
    expect(response.status).toBe(200);
    await arrived;
    const [mid] = (await outbox()).filter((row) => row.to === ADMIN);
    expect(mid).toMatchObject({ status: 'pending', attempts: 1, tag: 'reset-password' });

    // Killed mid-job: no answer from the provider was ever seen, nothing recorded the delivery.
    await gateway.stop('SIGKILL');
    if (db) expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: mid!.id } })).toMatchObject({ status: 'pending' });

    gateway = await startGateway(env);
    await vi.waitFor(async () => expect((await outbox()).find((row) => row.id === mid!.id)).toMatchObject({ status: 'sent', attempts: 2 }), {
      timeout: 20_000,
      interval: 250,
    });
    // Once: the provider accepted it once, and nothing is left to run it again. On PostgreSQL that
    // is graphile-worker holding no job (the dead worker's lock released, the job done); the
    // embedded queue lives in the process and queues again only what the outbox left pending at
    // start, and the row says sent.
    if (db) {
      await vi.waitFor(async () => expect(await graphileJobsLeft(db!)).toBe(0), { timeout: 20_000, interval: 250 });
    }
    expect(postmark.accepted.filter((message) => message.To === ADMIN)).toHaveLength(1);
    expect(postmark.received).toBe(2);
    expect((await outbox()).filter((row) => row.to === ADMIN)).toEqual([expect.objectContaining({ id: mid!.id, status: 'sent', attempts: 2 })]);
    await gateway.stop();
  }, 90_000);

  it('a webhook being delivered when the gateway is killed reaches the receiver after it restarts, as the same event', async () => {
    // The receiver never answers its first request; every later one gets 200.
    const bodies: string[] = [];
    let arrivedFirst!: () => void;
    const firstArrived = new Promise<void>((resolve) => (arrivedFirst = resolve));
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        bodies.push(body);
        if (bodies.length === 1) return arrivedFirst();
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise<void>((resolve) => { receiver.closeAllConnections(); receiver.close(() => resolve()); }));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

    let db: TestDatabase | null = null;
    const env: Record<string, string> = { JOB_SCHEDULE: 'false', JOB_STALE_AFTER_SECONDS: '1' };
    if (kind === 'postgres') {
      db = await createTestDatabase('postgres');
      cleanup.push(() => db!.drop());
      env.DATABASE_URL = db.url!;
    } else {
      const dataDir = await migratedDataFolder('freshmeals-hooks-');
      cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
    }
    let gateway: GatewayProcess = await startGateway(env);
    cleanup.push(() => gateway.stop('SIGKILL'));
    const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: any; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    const { login } = await graphql('mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', { input: { email: ADMIN, password: 'Admin@1234' } });
    await graphql(
      'mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
      { input: { url: receiverUrl, events: ['user_created'] } },
      login.accessToken,
    );
    // The change commits, its delivery starts, and the gateway dies before the receiver answers.
    await graphql(
      'mutation ($i: RegisterUserInput!) { registerUser(input: $i) { userId } }',
      { i: { name: 'Bala Murugan', email: 'bala.murugan@example.com', phone: '9876500003' } },
      login.accessToken,
    );
    await firstArrived;
    await gateway.stop('SIGKILL');

    gateway = await startGateway(env);
    await vi.waitFor(() => expect(bodies.length).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 250 });
    const [first, second] = bodies.map((body) => JSON.parse(body) as { id: string; type: string; data: { object: { email: string } } });
    expect(second).toEqual(first);
    expect(first).toMatchObject({ type: 'user.created', data: { object: { email: 'bala.murugan@example.com' } } });
    // Accepted: once its delivery is recorded as succeeded and the gateway has finished its work,
    // nothing has sent it again (and, on PostgreSQL, no job for it is left to).
    await vi.waitFor(
      async () => {
        const { webhookEndpoints } = await graphql('{ webhookEndpoints(first: 1) { edges { node { deliveries(first: 5) { edges { node { status } } } } } } }', {}, login.accessToken);
        expect(webhookEndpoints.edges[0].node.deliveries.edges.map((edge: { node: { status: string } }) => edge.node.status)).toEqual(['succeeded']);
      },
      { timeout: 20_000, interval: 250 },
    );
    if (db) expect(await graphileJobsLeft(db, 'webhook:%')).toBe(0);
    await gateway.stop();
    expect(bodies).toHaveLength(2);
  }, 90_000);
});
