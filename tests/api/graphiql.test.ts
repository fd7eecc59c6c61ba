// GraphiQL served by the gateway itself: a page whose every file comes from this origin (no CDN),
// its files cached for a year and compressed, example tabs that are valid operations, and in
// production only with GRAPHIQL=true and for a signed-in user.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema/index.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';

const html = { accept: 'text/html,application/xhtml+xml' };
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';

/** The same-origin paths and the data: URLs the page loads; throws on anything else. */
function loadedUrls(page: string): string[] {
  const urls = [...page.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
  for (const url of urls) expect(url, 'every file of the page is on this origin').toMatch(/^(\/(?!\/)|data:image\/)/);
  return urls.filter((u) => u.startsWith('/'));
}

const configOf = (page: string) =>
  JSON.parse(/<script type="application\/json" id="graphiql-config">([\s\S]*?)<\/script>/.exec(page)![1]!) as {
    workers: Record<string, string>;
    graphiql: { defaultTabs: { query: string; variables?: string }[] };
  };

describe('GraphiQL in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a page that loads nothing from another origin, with a CSP that allows nothing else', async () => {
    const response = await t.app.fetch('http://localhost/graphql', { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).not.toMatch(/unpkg|jsdelivr|cdn\.|https?:\/\//);
    expect(loadedUrls(page).length).toBe(3); // styles, bundle, session script
    // The bar where the page script shows the last query's cost (tests/api/graphiql-cost.test.ts).
    expect(page).toContain('<p id="fm-cost-status" role="status"');
    const csp = response.headers.get('content-security-policy')!;
    for (const directive of ['script-src', 'connect-src', 'worker-src', 'style-src', 'img-src', 'font-src']) {
      const sources = new RegExp(`${directive} ([^;]*)`).exec(csp)![1]!;
      expect(sources, directive).not.toMatch(/https?:|\*/);
    }
    expect(csp).toMatch(/worker-src 'self'(;|$)/);
    // Programs still get JSON from GET /graphql.
    const get = await t.app.fetch('http://localhost/graphql?query=%7B__typename%7D', { headers: { accept: 'application/json' } });
    expect(await get.json()).toEqual({ data: { __typename: 'Query' }, extensions: { cost: { requestedQueryCost: 0, actualQueryCost: 0 } } });
  });

  it('serves its files by content-hashed URLs: cached for a year, brotli or gzip when asked, 404 otherwise', async () => {
    const page = await (await t.app.fetch('http://localhost/graphql', { headers: html })).text();
    const { workers } = configOf(page);
    const files = [...loadedUrls(page), ...Object.values(workers)];
    expect(files).toHaveLength(6);
    for (const path of files) {
      expect(path).toMatch(/^\/graphiql\/[0-9a-f]{12}\/[\w.]+\.(js|css)$/);
      const plain = await t.app.fetch(`http://localhost${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status, path).toBe(200);
      expect(plain.headers.get('content-type')).toMatch(path.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const bytes = Buffer.from(await plain.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(1000);
      const br = await t.app.fetch(`http://localhost${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brBytes.length).toBeLessThan(bytes.length);
      expect(brotliDecompressSync(brBytes).equals(bytes)).toBe(true);
      const gz = await t.app.fetch(`http://localhost${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(bytes)).toBe(true);
    }
    const [, hash] = /^\/graphiql\/([0-9a-f]{12})\//.exec(files[0]!)!;
    expect((await t.app.fetch(`http://localhost/graphiql/${hash}/nope.js`)).status).toBe(404);
    expect((await t.app.fetch('http://localhost/graphiql/000000000000/graphiql.js')).status).toBe(404);
  });

  it('opens with example tabs that are valid operations against the schema, and says how to authenticate', async () => {
    const page = await (await t.app.fetch('http://localhost/graphql', { headers: html })).text();
    const tabs = configOf(page).graphiql.defaultTabs;
    expect(tabs.length).toBe(4);
    expect(tabs[0]!.query).toContain('How to authenticate');
    for (const tab of tabs) expect(validate(schema, parse(tab.query)), tab.query.slice(0, 60)).toEqual([]);
    expect(tabs.map((tab) => /^(query|mutation) (\w+)/m.exec(tab.query)![2])).toEqual(['PublicMenu', 'SignIn', 'Dishes', 'Summary']);
  });
});

describe('GraphiQL in production', () => {
  // The test signs in with documents of no app's manifest (trusted-documents.test.ts tests that rule).
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused.invalid/freshmeals', ALLOW_LOCAL_MAIL: 'true', TRUSTED_DOCUMENTS: 'false' };

  it('is off unless GRAPHIQL=true', async () => {
    const t = await createTestApp('pglite', { env: production });
    try {
      const page = await t.app.fetch('http://localhost/graphql', { headers: html });
      expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
      expect((await t.app.fetch('http://localhost/graphiql/000000000000/graphiql.js')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('with GRAPHIQL=true, only for a signed-in user: a visitor is sent to sign in and back; a logout ends it', async () => {
    const t = await createTestApp('pglite', { env: { ...production, GRAPHIQL: 'true' } });
    try {
      const visitor = await t.app.fetch('http://localhost/graphql', { headers: html, redirect: 'manual' });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('location')).toBe('/login?next=%2Fgraphql');
      for (const role of ['customer', 'admin'] as const) {
        const user = await createUserAndLogin(t, { role });
        const login = await t.gql(LOGIN, { input: { email: user.email, password: user.password } });
        const cookie = cookiePair(login.setCookies[0]);
        const page = await t.app.fetch('http://localhost/graphql', { headers: { ...html, cookie } });
        expect(page.status, role).toBe(200);
        expect(await page.text()).toContain('graphiql-config');
        const logout = await t.app.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: 'mutation { logout { message } }' }),
        });
        expect(logout.status).toBe(200);
        const after = await t.app.fetch('http://localhost/graphql', { headers: { ...html, cookie }, redirect: 'manual' });
        expect(after.status, `${role} after logout`).toBe(302);
      }
      const forged = await t.app.fetch('http://localhost/graphql', { headers: { ...html, cookie: 'refresh_token=forged' }, redirect: 'manual' });
      expect(forged.status).toBe(302);
    } finally {
      await t.close();
    }
  });
});
