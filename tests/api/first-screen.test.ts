// First screens: the gateway serves a route of the public site with the public remote's first screen
// in the shell's page (its HTML before the app's root, its CSS inline, its title and description),
// with the remote's asset URLs pointing where the gateway serves the remote; routes without one,
// and a remote deployed elsewhere, get the shell's page as it is. A new build of either app is
// picked up without a restart.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePage } from '../../gateway/first-screen.ts';
import { inlineScriptHashes } from '../../gateway/security-headers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const INDEX =
  '<!doctype html><html><head><title>FreshMeals</title><meta name="description" content="Fresh meals."></head>' +
  '<body><div id="root"></div><script>(function () { void 0; })();</script></body></html>';

const SEEDED_OFFER = ['LIMITED TIME OFFER!', 'Get 20% OFF on your first month order!', '20% OFF your first month'].join('\n');

const PADDING = '<p>Fresh meals, delivered.</p>'.repeat(40);

const screens = (heading: string) => ({
  assetPrefix: '/__remote__/',
  routes: {
    '/': { head: '<link rel="preload" as="image" href="/__remote__/static/svg/hero.0123456789.svg" fetchPriority="high"/>', html: `<main><h1>${heading}</h1><img src="/__remote__/static/svg/hero.0123456789.svg"></main>${PADDING}`, css: 'h1{color:green}', title: 'FreshMeals', description: 'Home & more' },
    '/plans': {
      html: '<main><h1>Plans</h1></main>',
      css: '.hero{background:url(/__remote__/static/svg/bg.0123456789.svg)}</style><script>',
      title: 'Plans – "FreshMeals" <b>',
      description: null,
    },
    '/t&c': { html: '<main><h1>Terms</h1></main>', css: '', title: 'Terms', description: 'Terms' },
    // A screen showing the seeded first-month offer, marked as the public remote marks it.
    '/offer': { html: `<main><aside data-site-offer="${SEEDED_OFFER}">LIMITED TIME OFFER!</aside></main>`, css: '', title: 'Offer', description: null },
  },
});

let dir: string;
let t: TestApp;
let elsewhere: TestApp;

function writeScreens(heading: string) {
  const file = join(dir, 'mfe-public/first-screen/routes.json');
  writeFileSync(file, JSON.stringify(screens(heading)));
  // Two writes within one clock tick must still count as a new build.
  const later = new Date(Date.now() + 5000 + Math.random() * 1000);
  utimesSync(file, later, later);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  mkdirSync(join(dir, 'shell'), { recursive: true });
  mkdirSync(join(dir, 'mfe-public/first-screen'), { recursive: true });
  writeFileSync(join(dir, 'shell/index.html'), INDEX);
  writeScreens('Healthy meals');
  t = await createTestApp('pglite', { env: { STATIC_DIR: dir } });
  elsewhere = await createTestApp('pglite', { env: { STATIC_DIR: dir, MFE_PUBLIC_MANIFEST: 'https://cdn.example.com/public/mf-manifest.json' } });
});

afterAll(async () => {
  await t?.close();
  await elsewhere?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (app: TestApp, path: string, init: RequestInit = {}) => app.app.fetch(new Request(`http://localhost${path}`, init));

describe('a page with a first screen', () => {
  it("puts the route's first screen before the app's root, its CSS inline and its title and description in the head", async () => {
    const response = await get(t, '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<div id="first-screen"><main><h1>Healthy meals</h1><img src="/mfe-public/static/svg/hero.0123456789.svg"></main>${PADDING}</div><div id="root"></div>`);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/mfe-public/static/svg/hero.0123456789.svg" fetchPriority="high"/><style data-first-screen>h1{color:green}</style></head>',
    );
    expect(html).toContain('<meta name="description" content="Home &amp; more">');
    expect(html).not.toContain('__remote__');
  });

  it('escapes the title and keeps the CSS inside its style element', async () => {
    const html = await (await get(t, '/plans/')).text();
    expect(html).toContain('<title>Plans – &quot;FreshMeals&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="Fresh meals.">'); // none of its own: the default stays
    expect(html).toContain('url(/mfe-public/static/svg/bg.0123456789.svg)}<\\/style><script>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('finds the route however the path is written (encoded, trailing slash)', async () => {
    for (const path of ['/t%26c', '/t&c/']) expect(await (await get(t, path)).text(), path).toContain('<h1>Terms</h1>');
  });

  it('hashes the inline script of the page in its Content-Security-Policy, as for any page', async () => {
    const response = await get(t, '/');
    const [hash] = inlineScriptHashes(await response.text());
    expect(response.headers.get('content-security-policy')).toContain(hash);
  });

  it('goes out compressed to a client that takes brotli', async () => {
    // (pages under 1 KB go plain: not worth it)
    const response = await get(t, '/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('<div id="first-screen">');
  });

  it('answers HEAD without a body', async () => {
    const response = await get(t, '/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it("serves a new build's first screen without a restart", async () => {
    writeScreens('Fresh this week');
    expect(await (await get(t, '/')).text()).toContain('<h1>Fresh this week</h1>');
    writeScreens('Healthy meals');
  });
});

describe("a first screen showing an offer", () => {
  it('is served only while that offer is the one payments honour: not once it ends or its words change', async () => {
    expect(await (await get(t, '/offer')).text()).toContain('<div id="first-screen"><main><aside data-site-offer=');
    try {
      await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: false } });
      expect(await (await get(t, '/offer')).text()).toBe(INDEX);
      await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: true, title: 'DIWALI SPECIAL!' } });
      expect(await (await get(t, '/offer')).text()).toBe(INDEX);
      // Screens that show no offer are not affected.
      expect(await (await get(t, '/t&c')).text()).toContain('<h1>Terms</h1>');
    } finally {
      await t.prisma.offer.updateMany({ where: { kind: 'first_month' }, data: { active: true, title: 'LIMITED TIME OFFER!' } });
    }
    expect(await (await get(t, '/offer')).text()).toContain('<div id="first-screen">');
  });
});

describe('pages without one', () => {
  it("serves the shell's page as it is for routes without a first screen", async () => {
    for (const path of ['/account', '/dashboard/home', '/verify', '/PLANS']) {
      const response = await get(t, path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
    }
    const missing = await get(t, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(INDEX);
  });

  it('serves a signed-in user (a request with the sign-in cookie) the page without one: their pages differ', async () => {
    for (const path of ['/', '/login']) {
      const response = await get(t, path, { headers: { cookie: 'theme=dark; refresh_token=abc' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('vary'), path).toContain('Cookie');
      expect(await response.text(), path).toBe(INDEX);
    }
    const visitor = await get(t, '/', { headers: { cookie: 'theme=dark; not_refresh_token=abc' } });
    expect(visitor.headers.get('vary')).toContain('Cookie');
    expect(await visitor.text()).toContain('<div id="first-screen">');
  });

  it('uses no first screen when the public remote is loaded from elsewhere (it may be another version)', async () => {
    expect(await (await get(elsewhere, '/')).text()).toBe(INDEX);
  });
});

describe('composePage', () => {
  it('leaves a page without the root element as it is', () => {
    const page = '<html><head></head><body><div id="app"></div></body></html>';
    expect(composePage(page, { html: '<main></main>', css: '', title: 'T', description: 'D' }, '/__remote__/', '/mfe-public/')).toBe(page);
  });
});
