// Browser-facing protections of the cookie-authenticated endpoints: CORS grants only the site's own
// origins (PUBLIC_URL's, the request's own, CORS_ORIGINS), and a request that carries the refresh
// cookie is refused when it comes from another origin or in a body a cross-site HTML form could send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/config.ts';
import { hashPassword } from '../../schema/auth/password.ts';
import { dbKinds } from '../support/db.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const REFRESH = 'mutation { refreshToken { accessToken user { email role } } }';
const LOGOUT = 'mutation { logout { message } }';
const EVIL = 'https://evil.example';
const SITE = 'http://localhost:4000'; // PUBLIC_URL of the test gateway
const PASSWORD = 'Secret@123';

let seq = 0;
let ipSeq = 0;
const ip = () => `10.77.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

describe.each(dbKinds)('CORS and CSRF on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CORS_ORIGINS: 'https://partner.example, https://admin.partner.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A verified admin signed in; returns the refresh cookie (`name=value`). */
  async function adminCookie(): Promise<{ email: string; cookie: string; token: string }> {
    const email = `csrf.admin.${Date.now()}.${seq++}@example.com`;
    await t.prisma.user.create({
      data: { name: 'Admin', email, phone: '9876500000', passwordHash: await hashPassword(PASSWORD), role: 'admin', emailVerified: true },
    });
    const login = await t.gql(LOGIN, { input: { email, password: PASSWORD } });
    expect(login.errors).toBeUndefined();
    return { email, cookie: cookiePair(login.setCookies[0]), token: login.data.login.accessToken as string };
  }

  function post(path: string, init: { headers?: Record<string, string>; body?: BodyInit | null }) {
    return t.app.fetch(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip(), ...init.headers },
      body: init.body ?? null,
    });
  }

  const jsonRefresh = (cookie: string, headers: Record<string, string> = {}) =>
    post('/graphql', { headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify({ query: REFRESH }) });

  /** The session behind `cookie` is intact: it still refreshes from the site itself (a rotated token would be refused). */
  async function expectSessionIntact(cookie: string) {
    const again = await jsonRefresh(cookie, { origin: SITE });
    expect(again.status).toBe(200);
    const body = (await again.json()) as { data?: { refreshToken?: { accessToken?: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.refreshToken?.accessToken).toEqual(expect.any(String));
  }

  describe('CORS', () => {
    it('a foreign origin is not granted CORS on /graphql (no echo, no credentials)', async () => {
      const response = await post('/graphql', {
        headers: { 'content-type': 'application/json', origin: EVIL },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('a preflight from a foreign origin gets no grant, on /graphql and on the REST API', async () => {
      for (const path of ['/graphql', '/server/api/v1/auth/refresh-token']) {
        const response = await t.app.fetch(`http://localhost${path}`, {
          method: 'OPTIONS',
          headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        expect(response.status, path).toBeLessThan(300);
        expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
        expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
        expect(response.headers.get('access-control-allow-methods'), path).toBeNull();
      }
    });

    it('the site itself and CORS_ORIGINS are granted, with credentials, on /graphql and the REST API', async () => {
      for (const origin of [SITE, 'https://partner.example', 'https://admin.partner.example', 'http://localhost']) {
        const preflight = await t.app.fetch('http://localhost/graphql', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
        });
        expect(preflight.headers.get('access-control-allow-origin'), origin).toBe(origin);
        expect(preflight.headers.get('access-control-allow-credentials'), origin).toBe('true');
        expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase(), origin).toContain('authorization');
        expect(preflight.headers.get('vary'), origin).toMatch(/origin/i);

        const rest = await t.app.fetch('http://localhost/server/api/v1/auth/refresh-token', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(rest.status, origin).toBe(204);
        expect(rest.headers.get('access-control-allow-origin'), origin).toBe(origin);
        expect(rest.headers.get('access-control-allow-methods'), origin).toContain('POST');

        const get = await t.app.fetch('http://localhost/server/api/v1/openapi.json', { headers: { origin } });
        expect(get.headers.get('access-control-allow-origin'), origin).toBe(origin);
      }
    });

    it('a look-alike of an allowed origin is not granted', async () => {
      for (const origin of ['https://partner.example.evil.example', 'http://partner.example', 'https://evilpartner.example', 'null']) {
        const response = await t.app.fetch('http://localhost/server/api/v1/openapi.json', { headers: { origin } });
        expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      }
    });
  });

  describe('CSRF on the refresh cookie', () => {
    it('a foreign Origin carrying the refresh cookie gets 403, no token, and the session is not rotated', async () => {
      const { cookie } = await adminCookie();
      const response = await jsonRefresh(cookie, { origin: EVIL });
      expect(response.status).toBe(403);
      const body = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(body)).not.toMatch(/accessToken":"ey/);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      await expectSessionIntact(cookie);
    });

    it('the refresh mutation cannot be sent as a GET (a link or an image) either', async () => {
      const { cookie } = await adminCookie();
      const response = await t.app.fetch(`http://localhost/graphql?query=${encodeURIComponent(REFRESH)}`, {
        headers: { cookie, origin: EVIL, 'x-forwarded-for': ip() },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.getSetCookie()).toEqual([]);
      await expectSessionIntact(cookie);
    });

    it('logout from a foreign Origin is refused and the session survives', async () => {
      const { cookie } = await adminCookie();
      const response = await post('/graphql', {
        headers: { 'content-type': 'application/json', cookie, origin: EVIL },
        body: JSON.stringify({ query: LOGOUT }),
      });
      expect(response.status).toBe(403);
      await expectSessionIntact(cookie);
    });

    it('without Origin, a foreign Referer is refused too', async () => {
      const { cookie } = await adminCookie();
      const response = await jsonRefresh(cookie, { referer: `${EVIL}/attack.html` });
      expect(response.status).toBe(403);
      await expectSessionIntact(cookie);
    });

    it('the REST refresh and logout refuse a foreign Origin', async () => {
      const { cookie } = await adminCookie();
      for (const path of ['/auth/refresh-token', '/auth/logout']) {
        const response = await post(`/server/api/v1${path}`, {
          headers: { 'content-type': 'application/json', cookie, origin: EVIL },
          body: '{}',
        });
        expect(response.status, path).toBe(403);
        expect(((await response.json()) as { message: string }).message, path).toMatch(/cross-site/i);
        expect(response.headers.getSetCookie(), path).toEqual([]);
      }
      await expectSessionIntact(cookie);
    });

    it('a form-like body (multipart, text/plain, url-encoded) of the refresh mutation with the cookie is refused', async () => {
      const { cookie } = await adminCookie();
      const multipart = new FormData();
      multipart.set('operations', JSON.stringify({ query: REFRESH, variables: {} }));
      multipart.set('map', '{}');
      const attempts: [string, BodyInit, Record<string, string>][] = [
        ['multipart', multipart, {}],
        ['text/plain', JSON.stringify({ query: REFRESH }), { 'content-type': 'text/plain;charset=UTF-8' }],
        ['url-encoded', new URLSearchParams({ query: REFRESH }).toString(), { 'content-type': 'application/x-www-form-urlencoded' }],
      ];
      for (const [name, body, headers] of attempts) {
        // No Origin (a browser that strips it) and also the site's own: neither makes a form post acceptable.
        for (const origin of [null, SITE]) {
          const response = await post('/graphql', { headers: { cookie, ...headers, ...(origin ? { origin } : {}) }, body });
          expect(response.status, `${name} from ${origin}`).toBe(403);
          expect(response.headers.getSetCookie(), name).toEqual([]);
        }
      }
      for (const path of ['/server/api/v1/auth/refresh-token', '/server/api/v1/auth/logout']) {
        const response = await post(path, { headers: { cookie, 'content-type': 'text/plain' }, body: '{}' });
        expect(response.status, path).toBe(403);
      }
      await expectSessionIntact(cookie);
    });

    it('the same-origin refresh works: JSON, or a form body with the X-Requested-With header the shell sends', async () => {
      const { email, cookie, token } = await adminCookie();
      // The site's own origin (PUBLIC_URL) and the request's own origin.
      let current = cookie;
      for (const origin of [SITE, 'http://localhost']) {
        const response = await jsonRefresh(current, { origin, referer: `${origin}/dashboard/home` });
        expect(response.status, origin).toBe(200);
        const body = (await response.json()) as { data: { refreshToken: { user: { email: string; role: string } } } };
        expect(body.data.refreshToken.user).toEqual({ email, role: 'admin' });
        current = cookiePair(response.headers.getSetCookie()[0]);
      }
      // An allowed partner origin too.
      const partner = await jsonRefresh(current, { origin: 'https://partner.example' });
      expect(partner.status).toBe(200);
      current = cookiePair(partner.headers.getSetCookie()[0]);

      // A multipart request, as the shell sends an admin's uploads (bearer token, cookie and the
      // header), is fine. Multipart bodies are read for admins only.
      const multipart = new FormData();
      multipart.set('operations', JSON.stringify({ query: REFRESH, variables: {} }));
      multipart.set('map', '{}');
      const withHeader = await post('/graphql', {
        headers: { cookie: current, authorization: `Bearer ${token}`, origin: SITE, 'x-requested-with': 'fetch' },
        body: multipart,
      });
      expect(withHeader.status).toBe(200);
      expect(((await withHeader.json()) as { errors?: unknown }).errors).toBeUndefined();
      current = cookiePair(withHeader.headers.getSetCookie()[0]);

      // REST: the product's empty body with the cookie, as JSON, and the logout.
      const rest = await post('/server/api/v1/auth/refresh-token', { headers: { cookie: current, 'content-type': 'application/json', origin: SITE } });
      expect(rest.status).toBe(200);
      current = cookiePair(rest.headers.getSetCookie()[0]);
      const bare = await post('/server/api/v1/auth/refresh-token', { headers: { cookie: current } });
      expect(bare.status).toBe(200);
      current = cookiePair(bare.headers.getSetCookie()[0]);
      const out = await post('/server/api/v1/auth/logout', { headers: { cookie: current, 'content-type': 'application/json' }, body: '{}' });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie()[0]).toMatch(/refresh_token=;/);
    });

    it('requests that do not use the cookie are not affected: a text/plain analytics beacon with the cookie is stored', async () => {
      const { cookie } = await adminCookie();
      const response = await post('/server/api/v1/analytics/events', {
        headers: { cookie, 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
        body: JSON.stringify({ events: [{ name: 'time_on_page', sessionId: 's-csrf', page: 'home', duration_seconds: 5 }] }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ accepted: 1 });
      // And a refresh without any cookie answers as before (401), whatever its origin.
      const anonymous = await post('/server/api/v1/auth/refresh-token', { headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(anonymous.status).toBe(401);
    });
  });
});

describe('CORS_ORIGINS', () => {
  const origins = (value?: string, production = false) =>
    loadConfig({
      NODE_ENV: production ? 'production' : 'test',
      DATA_DIR: 'memory://',
      JWT_SECRET: 'x'.repeat(32),
      CODE_SECRET: 'c'.repeat(32),
      PUBLIC_URL: 'https://meals.example',
      DATABASE_URL: 'postgres://unused.invalid/db',
      ALLOW_LOCAL_MAIL: 'true',
      CORS_ORIGINS: value,
    }).corsOrigins;

  it('is a list of origins; a wildcard, a path or junk stops the start', () => {
    expect(origins('https://a.example, https://b.example:8443/ ,http://localhost:5173')).toEqual([
      'https://a.example',
      'https://b.example:8443',
      'http://localhost:5173',
    ]);
    expect(origins('')).toEqual([]);
    for (const bad of ['*', 'https://a.example/app', 'a.example', 'ftp://a.example', 'https://*.example']) {
      expect(() => origins(bad), bad).toThrow(/CORS_ORIGINS/);
    }
  });

  it('defaults to nothing in production and to the dev servers otherwise', () => {
    expect(origins(undefined, true)).toEqual([]);
    expect(origins(undefined)).toEqual(['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002']);
  });
});
