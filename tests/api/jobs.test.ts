// The job queue as gateways run it: a gateway killed in the middle of a job (here an e-mail whose
// provider has not answered yet) finishes that job exactly once after it restarts, on PostgreSQL
// (graphile-worker: the dead worker's lock is released) and on embedded PGlite (the undelivered
// message is queued again at start).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, dbKinds, type TestDatabase } from '../support/db.ts';
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
      const dataDir = mkdtempSync(join(tmpdir(), 'freshmeals-jobs-'));
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
    // Once: the provider accepted it once, and nothing runs it again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(postmark.accepted.filter((message) => message.To === ADMIN)).toHaveLength(1);
    expect(postmark.received).toBe(2);
    expect((await outbox()).filter((row) => row.to === ADMIN)).toEqual([expect.objectContaining({ id: mid!.id, status: 'sent', attempts: 2 })]);
    if (db) {
      const jobs = await db.prisma.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM graphile_worker.jobs`;
      expect(jobs[0]!.count).toBe(0);
    }
    await gateway.stop();
  }, 90_000);
});
