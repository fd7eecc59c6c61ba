// The gateway remembers verified tokens until they expire and accepted viewers for a moment
// (gateway/tokens.ts, gateway/viewer-cache.ts). What must hold: nothing is remembered that the full
// check would refuse now. A revoked viewer is refused at once, by this gateway and, on PostgreSQL,
// by every other gateway on the same database.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { createAccessTokens } from '../../gateway/tokens.ts';
import { createViewerCache } from '../../gateway/viewer-cache.ts';
import { createTestDatabase } from '../support/db.ts';

const admin = { id: 1, role: 'admin' as const };

describe('the viewer cache', () => {
  it('reads a viewer once, and again after the user is forgotten', async () => {
    const cache = createViewerCache(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return admin;
    };
    expect(await cache.read(1, 'family', load)).toEqual(admin);
    expect(await cache.read(1, 'family', load)).toEqual(admin);
    expect(loads).toBe(1);
    // Another sign-in of the same user is a different entry.
    await cache.read(1, 'other', load);
    expect(loads).toBe(2);
    cache.forget(1);
    await cache.read(1, 'family', load);
    await cache.read(1, 'other', load);
    expect(loads).toBe(4);
  });

  it('never remembers a refusal, and with a lifetime of 0 remembers nothing', async () => {
    const cache = createViewerCache(60_000);
    let loads = 0;
    const refused = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.read(2, null, refused)).toBeNull();
    expect(await cache.read(2, null, refused)).toBeNull();
    expect(loads).toBe(2);

    const off = createViewerCache(0);
    const accepted = async () => {
      loads += 1;
      return admin;
    };
    await off.read(1, null, accepted);
    await off.read(1, null, accepted);
    expect(loads).toBe(4);
  });

  it('forgets entries after their lifetime', async () => {
    const cache = createViewerCache(50);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return admin;
    };
    await cache.read(1, null, load);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await cache.read(1, null, load);
    expect(loads).toBe(2);
  });

  it('does not keep what a lookup read while a revocation arrived', async () => {
    const cache = createViewerCache(60_000);
    let finish!: () => void;
    const slow = cache.read(1, null, () => new Promise((resolve) => (finish = () => resolve(admin))));
    cache.forget(1); // committed while the lookup was reading: its answer may be stale
    finish();
    expect(await slow).toEqual(admin);
    let loads = 0;
    await cache.read(1, null, async () => {
      loads += 1;
      return null;
    });
    expect(loads).toBe(1);
  });
});

describe('remembered access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are refused once they expire, as an unremembered one would be', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    const tokens = createAccessTokens({
      secret: new TextEncoder().encode('test-secret-test-secret-test-secret-123'),
      issuer: 'freshmeals',
      audience: 'freshmeals-web',
      accessTokenSeconds: 60,
    });
    const token = await tokens.issue(admin, 'family');
    expect(await tokens.verify(token)).toEqual({ userId: 1, sessionId: 'family' });
    expect(await tokens.verify(token)).toEqual({ userId: 1, sessionId: 'family' });
    vi.setSystemTime(new Date('2026-11-25T09:00:59Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 1, sessionId: 'family' });
    vi.setSystemTime(new Date('2026-11-25T09:01:00Z'));
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
    // A token differing by one character of its signature is not the remembered one.
    const forged = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    vi.setSystemTime(new Date('2026-11-25T09:00:30Z'));
    expect(await tokens.verify(forged)).toEqual({ error: 'invalid' });
  });
});

describe('revocation across gateways on PostgreSQL', () => {
  it('a user disabled through one gateway is refused at once by another that remembered them', async () => {
    const db = await createTestDatabase('postgres');
    // A lifetime far beyond the test: only the announcement can make the second gateway forget.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      CODE_SECRET: 'test-code-secret-test-code-secret-0123',
      STATIC_DIR: '/nonexistent',
      VIEWER_CACHE_MS: '60000',
    });
    const first = await createApp({ config, database: db, mailTransport: null });
    const second = await createApp({ config, database: db, mailTransport: null });
    try {
      const staff = await db.prisma.user.create({ data: { name: 'Admin', email: 'admin@example.com', phone: '', role: 'admin', emailVerified: true } });
      const customer = await db.prisma.user.create({ data: { name: 'Asha', email: 'asha@example.com', phone: '', emailVerified: true } });
      const adminToken = await first.services.tokens.issue({ id: staff.id, role: 'admin' });
      const customerToken = await second.services.tokens.issue({ id: customer.id, role: 'customer' });
      const ask = (app: typeof first, token: string, query: string, variables: Record<string, unknown> = {}) =>
        app.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        });

      expect((await ask(second, customerToken, '{ viewer { email } }')).status).toBe(200);
      const disable = await ask(first, adminToken, 'mutation($id: Int!) { setUserDisabled(userId: $id, disabled: true) { isDisabled } }', { id: customer.id });
      expect(((await disable.json()) as { data: unknown }).data).toEqual({ setUserDisabled: { isDisabled: true } });
      // The first gateway refuses at once; the second as soon as the announcement arrives.
      expect((await ask(first, customerToken, '{ viewer { email } }')).status).toBe(401);
      const started = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - started < 5_000) {
        status = (await ask(second, customerToken, '{ viewer { email } }')).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(401);
    } finally {
      await first.close();
      await second.close();
      await db.drop();
    }
  });
});
