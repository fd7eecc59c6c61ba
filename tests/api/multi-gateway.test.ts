// Several gateways on one PostgreSQL, as real processes: nothing a request or a job needs lives in
// one gateway's memory. A sign-in made on one is refreshed on the other; a rate limit counted on
// one holds on the other; an e-mail is delivered once although both run workers; and a scheduled
// job fires once per slot across both (its schedule is moved to every minute for the test).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../schema/auth/password.ts';
import { createTestDatabase, graphileJobsLeft, type TestDatabase } from '../support/db.ts';
import { startFakePostmark, startGateway, type FakePostmark, type GatewayProcess } from '../support/gateway-process.ts';

const ADMIN = { email: 'admin@example.com', password: 'Admin@1234' };
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

describe('two gateways on one PostgreSQL', () => {
  let db: TestDatabase;
  let postmark: FakePostmark;
  let a: GatewayProcess;
  let b: GatewayProcess;
  let ready = 0;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    postmark = await startFakePostmark();
    // The database is not empty, so the gateways seed nothing: the admin is made here.
    await db.prisma.user.create({
      data: { name: 'Admin', email: ADMIN.email, phone: '9876500000', role: 'admin', emailVerified: true, passwordHash: await hashPassword(ADMIN.password) },
    });
    // A customer whose credit covers no day of their routine: the low-credit check e-mails them.
    const customer = await db.prisma.user.create({
      data: { name: 'Kavya Nair', email: 'kavya.multi@example.com', phone: '9876500001', role: 'customer', emailVerified: true, creditPaise: 0 },
    });
    await db.prisma.routineSlot.createMany({ data: DAYS.map((weekday) => ({ userId: customer.id, weekday, meal: 'lunch' as const, hour: 13, type: 'veg' as const })) });
    const env = {
      DATABASE_URL: db.url!,
      POSTMARK_SERVER_TOKEN: 'test-token',
      POSTMARK_API_HOST: postmark.host,
      JOB_SCHEDULE_LOW_CREDIT_CHECK: '* * * * *',
      LOG_LEVEL: 'info',
    };
    [a, b] = await Promise.all([startGateway(env), startGateway(env)]);
    ready = Date.now();
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await postmark?.close();
    await db?.drop();
  });

  async function gql(gateway: GatewayProcess, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] }, cookies: response.headers.getSetCookie() };
  }

  it('a sign-in made on one gateway is refreshed on the other', async () => {
    const login = await gql(a, 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', { input: ADMIN });
    expect(login.body.errors).toBeUndefined();
    const cookie = login.cookies.map((line) => line.split(';')[0]).join('; ');
    expect(cookie).toContain('refresh_token=');
    const refreshed = await gql(b, 'mutation { refreshToken { accessToken user { email } } }', {}, cookie);
    expect(refreshed.body.errors).toBeUndefined();
    expect(refreshed.body.data.refreshToken).toMatchObject({ accessToken: expect.any(String), user: { email: ADMIN.email } });
  });

  it('a rate limit counted on one gateway holds on the other, and the e-mail goes out once', async () => {
    const reset = 'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }';
    const first = await gql(a, reset, { input: { email: ADMIN.email } });
    expect(first.body.errors).toBeUndefined();
    const second = await gql(b, reset, { input: { email: ADMIN.email } });
    expect(second.body.errors?.[0]).toMatchObject({ message: 'Please wait 30 seconds before requesting a new code.', extensions: { code: 'RATE_LIMITED' } });

    // Both gateways run workers; the reset code is delivered by one of them, once.
    await vi.waitFor(() => expect(postmark.accepted.filter((m) => m.Tag === 'reset-password')).toHaveLength(1), { timeout: 15_000, interval: 200 });
    // Delivered and recorded once, and no job for it is left that either gateway could run again.
    await vi.waitFor(
      async () => {
        const rows = await db.prisma.emailOutbox.findMany({ where: { tag: 'reset-password' } });
        expect(rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
        expect(await graphileJobsLeft(db, `email:${rows[0]!.id}`)).toBe(0);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(postmark.accepted.filter((m) => m.Tag === 'reset-password')).toHaveLength(1);
  });

  it('a scheduled job runs once per slot across both gateways', async () => {
    // A scheduler only fires slots that begin after it started (it does not backfill), so the
    // first slot is the next minute after both gateways answered, or the one after it when they
    // came up in the last seconds of a minute. Then allow time for the job to run.
    const firstSlot = Math.ceil((ready + 5_000) / 60_000) * 60_000;
    await vi.waitFor(
      async () => expect(await db.prisma.emailOutbox.count({ where: { tag: 'low-credit', to: 'kavya.multi@example.com' } })).toBe(1),
      { timeout: Math.max(firstSlot - Date.now(), 0) + 30_000, interval: 500 },
    );
    const logged = () =>
      [a, b]
        .flatMap((gateway) => gateway.output().split('\n'))
        .filter((line) => line.includes('"msg":"low-credit check"'))
        .map((line) => JSON.parse(line) as { time: number });
    // The job writes its e-mail, then logs the run: the line may come a moment after the row.
    await vi.waitFor(() => expect(logged().length).toBeGreaterThan(0), { timeout: 10_000, interval: 200 });
    const runs = logged();
    // One run per minute, whichever gateway ran it.
    const slots = runs.map((run) => Math.floor(run.time / 60_000));
    expect(new Set(slots).size).toBe(slots.length);
    await vi.waitFor(() => expect(postmark.accepted.filter((m) => m.Tag === 'low-credit')).toHaveLength(1), { timeout: 10_000, interval: 200 });
  }, 150_000);
});
