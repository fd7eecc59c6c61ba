// Housekeeping: tables that grow with traffic lose exactly the rows nothing can use any more, on
// both sides of every cut-off, and a refresh token replayed after housekeeping still ends its sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ENDED_DAYS, runHousekeeping } from '../../gateway/housekeeping.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin } from '../support/users.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

describe.each(dbKinds)('housekeeping on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes ended rate-limit windows, throttles, sessions, codes and old analytics, and nothing else', async () => {
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ahead = (ms: number) => new Date(now.getTime() + ms);
    const kept = KEEP_ENDED_DAYS * DAY;
    const tag = `${kind}-${Date.now()}`;

    await t.prisma.rateLimit.createMany({
      data: [
        { key: `${tag}:ended`, count: 3, resetAt: ago(1_000) },
        { key: `${tag}:open`, count: 3, resetAt: ahead(MINUTE) },
      ],
    });
    await t.prisma.loginThrottle.createMany({
      data: [
        { key: `${tag}:old`, email: `${tag}@x.example`, failures: 5, lockedUntil: ago(DAY), expiresAt: ago(1_000) },
        { key: `${tag}:live`, email: `${tag}@x.example`, failures: 5, lockedUntil: ahead(MINUTE), expiresAt: ahead(MINUTE) },
      ],
    });

    const verified = await createUserAndLogin(t);
    const unverified = await t.prisma.user.create({
      data: { name: 'Pending', email: `${tag}-pending@x.example`, phone: '9800000001', passwordHash: null, emailVerified: false },
    });
    const invited = await t.prisma.user.create({
      data: { name: 'Invited', email: `${tag}-invited@x.example`, phone: '9800000002', passwordHash: null, emailVerified: true },
    });
    const session = (name: string, fields: { expiresAt: Date; familyExpiresAt: Date; revokedAt?: Date; rotatedAt?: Date }) => ({
      userId: verified.id,
      familyId: `${tag}-${name}`,
      tokenHash: `${tag}-${name}`,
      ...fields,
    });
    await t.prisma.session.createMany({
      data: [
        session('family-ended', { expiresAt: ahead(DAY), familyExpiresAt: ago(kept + MINUTE) }),
        session('expired', { expiresAt: ago(kept + MINUTE), familyExpiresAt: ahead(DAY) }),
        session('revoked-long-ago', { expiresAt: ahead(DAY), familyExpiresAt: ahead(DAY), revokedAt: ago(kept + MINUTE) }),
        session('revoked-recently', { expiresAt: ahead(DAY), familyExpiresAt: ahead(DAY), revokedAt: ago(DAY) }),
        session('rotated', { expiresAt: ahead(DAY), familyExpiresAt: ahead(DAY), rotatedAt: ago(kept + MINUTE) }),
        session('expired-recently', { expiresAt: ago(DAY), familyExpiresAt: ahead(DAY) }),
      ],
    });
    const code = (name: string, userId: number, purpose: 'verify_email' | 'reset_password' | 'set_password' | 'sign_in', fields: { expiresAt: Date; consumedAt?: Date }) => ({
      userId,
      purpose,
      codeHash: `${tag}-${name}`,
      signupPasswordHash: purpose === 'verify_email' ? 'scrypt$pending' : null,
      ...fields,
    });
    await t.prisma.emailCode.createMany({
      data: [
        code('reset-expired', verified.id, 'reset_password', { expiresAt: ago(kept + MINUTE) }),
        code('reset-used', verified.id, 'reset_password', { expiresAt: ahead(MINUTE), consumedAt: ago(kept + MINUTE) }),
        code('reset-recent', verified.id, 'reset_password', { expiresAt: ago(DAY) }),
        code('reset-live', verified.id, 'reset_password', { expiresAt: ahead(MINUTE) }),
        code('sign-in-expired', verified.id, 'sign_in', { expiresAt: ago(kept + MINUTE) }),
        code('sign-in-live', verified.id, 'sign_in', { expiresAt: ahead(MINUTE) }),
        code('verify-done', verified.id, 'verify_email', { expiresAt: ago(kept + MINUTE) }),
        code('verify-pending', unverified.id, 'verify_email', { expiresAt: ago(kept + MINUTE) }),
        code('invite-set', verified.id, 'set_password', { expiresAt: ago(kept + MINUTE) }),
        code('invite-unset', invited.id, 'set_password', { expiresAt: ago(kept + MINUTE) }),
      ],
    });
    await t.prisma.analyticsEvent.createMany({
      data: [
        { name: `${tag}:old`, payload: {}, createdAt: ago(31 * DAY) },
        { name: `${tag}:recent`, payload: {}, createdAt: ago(29 * DAY) },
      ],
    });

    // Webhook events: kept for 30 days with their delivery logs.
    const endpoint = await t.prisma.webhookEndpoint.create({ data: { url: 'http://127.0.0.1:9/hooks', events: ['credit.added'], secret: 'whsec_test' } });
    for (const [id, days] of [[`evt_${tag}_old`, 31], [`evt_${tag}_recent`, 29]] as const) {
      await t.prisma.webhookEvent.create({ data: { id, type: 'credit.added', payload: {}, createdAt: ago(days * DAY) } });
      await t.prisma.webhookDelivery.create({ data: { endpointId: endpoint.id, eventId: id, status: 'succeeded', createdAt: ago(days * DAY) } });
    }

    const deleted = await runHousekeeping(t.prisma, now, { analyticsRetentionDays: 30 });
    expect(deleted).toMatchObject({ rateLimits: expect.any(Number), sessions: expect.any(Number) });

    const keys = async <T extends { [k: string]: unknown }>(rows: Promise<T[]>, field: keyof T) =>
      (await rows).map((row) => String(row[field])).filter((key) => key.includes(tag)).sort();
    expect(await keys(t.prisma.rateLimit.findMany(), 'key')).toEqual([`${tag}:open`]);
    expect(await keys(t.prisma.loginThrottle.findMany(), 'key')).toEqual([`${tag}:live`]);
    expect(await keys(t.prisma.session.findMany(), 'familyId')).toEqual(
      [`${tag}-expired-recently`, `${tag}-revoked-recently`, `${tag}-rotated`].sort(),
    );
    // Kept: a code still usable or ended less than a week ago, a pending sign-up's password, an
    // invitation whose user has not set a password yet.
    expect(await keys(t.prisma.emailCode.findMany(), 'codeHash')).toEqual(
      [`${tag}-invite-unset`, `${tag}-reset-live`, `${tag}-reset-recent`, `${tag}-sign-in-live`, `${tag}-verify-pending`].sort(),
    );
    expect(await keys(t.prisma.analyticsEvent.findMany(), 'name')).toEqual([`${tag}:recent`]);
    expect(await keys(t.prisma.webhookEvent.findMany(), 'id')).toEqual([`evt_${tag}_recent`]);
    expect((await t.prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id } })).map((row) => row.eventId)).toEqual([`evt_${tag}_recent`]);

    // A second run finds nothing more of these.
    await runHousekeeping(t.prisma, now, { analyticsRetentionDays: 30 });
    expect(await keys(t.prisma.session.findMany(), 'familyId')).toHaveLength(3);
  });

  it('a rotated refresh token replayed after housekeeping still ends the whole sign-in', async () => {
    const user = await createUserAndLogin(t);
    const login = await t.gql(`mutation($input: LoginInput!) { login(input: $input) { accessToken } }`, {
      input: { email: user.email, password: user.password },
    });
    const cookie = cookiePair(login.setCookies[0]);
    const first = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
    expect(first.status).toBe(200);
    const current = cookiePair(first.setCookies[0]);
    t.clock.advance(2 * DAY);
    await runHousekeeping(t.prisma, t.clock.now(), { analyticsRetentionDays: 395 });

    const replay = await t.rest('POST', '/auth/refresh-token', {}, { cookie });
    expect(replay.status).toBe(401);
    expect((await t.rest('POST', '/auth/refresh-token', {}, { cookie: current })).status).toBe(401);
  });
});
