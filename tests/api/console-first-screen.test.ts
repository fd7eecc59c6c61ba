// The console's first screen, rendered per request: a signed-in staff member who opens the console's
// landing page gets the shell's page with their screen in it. The gateway finds the user from the
// refresh-token cookie without spending it, runs the renderer the admin remote's build ships (here a
// small stand-in with the same exports) with a way to run the remote's documents as that user
// through the GraphQL endpoint (trusted documents enforced, as for browsers), inlines the CSS the
// HTML uses, and never lets a cache keep the page. Everyone else, and every failure, gets the page
// without one.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_TIMEOUT_MS } from '../../gateway/console-first-screen.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';

const INDEX =
  '<!doctype html><html><head><title>FreshMeals</title><meta name="description" content="Fresh meals."></head>' +
  '<body><div id="root"></div><script>(function () { void 0; })();</script></body></html>';

const VIEWER = 'query ConsoleFirstScreenViewer { viewer { name email role } }';
const FAILING = 'query ConsoleFirstScreenFailing { user(id: "VXNlcjo5OTk5OTk=") { name } }';
/** The sign-in of the test users (support/users.ts): a document of the manifest too, as trusted documents are enforced. */
const FIXTURE_LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken user { id } } }';
const id = (text: string) => createHash('sha256').update(text).digest('hex');

// The stand-in renderer: the exports of mfe-admin/src/first-screen.tsx, answering from a document of
// the remote's manifest run as the user. Its markup says what it was given.
const RENDERER = `
export const FIRST_SCREEN_ROUTES = ['/dashboard/home', '/dashboard/dishes', '/dashboard/menu'];
export const VARIANT_CSS = '[data-first-screen-variant]{}';
export async function renderFirstScreen({ path, user, cookie, execute }) {
  if (user.role === 'delivery') return null;
  if (path === '/dashboard/dishes') return new Promise(() => {});
  const answer = await execute({ documentId: ${JSON.stringify(id(VIEWER))}, variables: {} });
  if (path === '/dashboard/menu') {
    const failed = await execute({ documentId: ${JSON.stringify(id(FAILING))}, variables: {} });
    if (failed.errors) throw new Error('a query failed');
  }
  const viewer = answer.data.viewer;
  const sidebar = cookie.includes('admin_sidebar_state=false') ? 'collapsed' : 'open';
  return {
    html: '<main class="used"><h1>' + viewer.name + ' &lt;' + viewer.email + '&gt;</h1><p>' + user.id + ' ' + user.role + ' ' + sidebar + '</p><img src="/__remote__/static/svg/logo.svg"></main>',
    css: '.css-var-r1{--ant-color-primary:#15803d}',
    title: 'Home – FreshMeals Admin',
  };
}
`;

const MANIFEST = '{"id":"mfe_admin","exposes":[]}';

let dir: string;
let t: TestApp;
let elsewhere: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-first-screen-'));
  mkdirSync(join(dir, 'shell'), { recursive: true });
  mkdirSync(join(dir, 'mfe-admin/trusted-documents'), { recursive: true });
  mkdirSync(join(dir, '.first-screen/mfe-admin'), { recursive: true });
  mkdirSync(join(dir, 'mfe-admin/static/css/async'), { recursive: true });
  writeFileSync(join(dir, 'shell/index.html'), INDEX);
  writeFileSync(join(dir, 'mfe-admin/trusted-documents/test.json'), JSON.stringify({ [id(VIEWER)]: VIEWER, [id(FAILING)]: FAILING, [id(FIXTURE_LOGIN)]: FIXTURE_LOGIN }));
  writeFileSync(join(dir, '.first-screen/mfe-admin/first-screen.js'), RENDERER);
  writeFileSync(join(dir, 'mfe-admin/static/css/async/home.css'), '.used{color:green}.unused{color:red}');
  // The renderer notes the build of the remote it was made with (the build writes this).
  writeFileSync(join(dir, 'mfe-admin/mf-manifest.json'), MANIFEST);
  writeFileSync(join(dir, '.first-screen/mfe-admin/remote-manifest.sha256'), id(MANIFEST));
  const env = { STATIC_DIR: dir, TRUSTED_DOCUMENTS: 'true' };
  t = await createTestApp('pglite', { env });
  elsewhere = await createTestApp('pglite', { env: { ...env, MFE_ADMIN_MANIFEST: 'https://cdn.example.com/admin/mf-manifest.json' } });
});

afterAll(async () => {
  await t?.close();
  await elsewhere?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Signs a new user of `role` in through the REST API; returns them with their refresh-token cookie. */
async function signedIn(app: TestApp, role: 'admin' | 'kitchen' | 'delivery' | 'customer') {
  const user = await createUserAndLogin(app, { role, name: `Ravi ${role}` });
  const login = await app.rest('POST', '/auth/login', { email: user.email, password: user.password });
  expect(login.status).toBe(200);
  return { ...user, cookie: cookiePair(login.setCookies.find((cookie) => cookie.startsWith('refresh_token='))) };
}

const page = (app: TestApp, path: string, cookie?: string) =>
  app.app.fetch(new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

/**
 * The renderer is read in the background, started by a sign-in or a signed-in request, and pages go
 * without a first screen until it has been: signs an admin in, waits for that work, and checks that
 * their page has one.
 */
async function whenRead(app: TestApp) {
  const admin = await signedIn(app, 'admin');
  await page(app, '/dashboard/home', admin.cookie);
  await app.settled();
  expect(firstScreenOf(await (await page(app, '/dashboard/home', admin.cookie)).text())).not.toBeNull();
}

const firstScreenOf = (html: string) => /<div id="first-screen">([\s\S]*?)<\/div><div id="root">/.exec(html)?.[1] ?? null;

describe('a gateway that has just started', () => {
  it('reads the renderer when someone signs in, so that their first console page has its first screen', async () => {
    const fresh = await createTestApp('pglite', { env: { STATIC_DIR: dir, TRUSTED_DOCUMENTS: 'true' } });
    try {
      // A visitor's page starts nothing.
      expect(firstScreenOf(await (await page(fresh, '/dashboard/home')).text())).toBeNull();
      const admin = await signedIn(fresh, 'admin');
      // The sign-in's answer started the reading (a page request would only start it, and go without).
      await fresh.settled();
      expect(firstScreenOf(await (await page(fresh, '/dashboard/home', admin.cookie)).text())).not.toBeNull();
    } finally {
      await fresh.close();
    }
  }, 30_000);
});

describe("a staff member's console page", () => {
  beforeAll(() => whenRead(t), 20_000);

  it("holds their screen, made from the API as them, with the CSS it uses and its title, and no cache keeps it", async () => {
    const admin = await signedIn(t, 'admin');
    const response = await page(t, '/dashboard/home', `theme=dark; ${admin.cookie}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    const html = await response.text();
    expect(firstScreenOf(html)).toBe(
      `<main class="used"><h1>Ravi admin &lt;${admin.email}&gt;</h1><p>${admin.globalId} admin open</p><img src="/mfe-admin/static/svg/logo.svg"></main>`,
    );
    expect(html).toContain('<title>Home – FreshMeals Admin</title>');
    const css = /<style data-first-screen>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('.used{color:green}');
    expect(css).not.toContain('.unused');
    expect(css).toContain('.css-var-r1{--ant-color-primary:#15803d}');
    expect(css).toContain('[data-first-screen-variant]{}');
  });

  it('is rendered for kitchen staff too, with the sidebar as its cookie left it', async () => {
    const kitchen = await signedIn(t, 'kitchen');
    const html = await (await page(t, '/dashboard/home/', `${kitchen.cookie}; admin_sidebar_state=false`)).text();
    expect(firstScreenOf(html)).toContain('kitchen collapsed');
  });

  it('leaves the sign-in as it was: the same cookie still refreshes afterwards', async () => {
    const admin = await signedIn(t, 'admin');
    expect(firstScreenOf(await (await page(t, '/dashboard/home', admin.cookie)).text())).not.toBeNull();
    const refresh = await t.rest('POST', '/auth/refresh-token', {}, { cookie: admin.cookie });
    expect(refresh.status).toBe(200);
  });
});

describe('a console page without a first screen', () => {
  beforeAll(() => whenRead(t), 20_000);

  async function expectPlainPage(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toBe('private, no-store');
    const html = await response.text();
    expect(html).not.toContain('first-screen');
    expect(html).toContain('<div id="root"></div>');
  }

  it('for a visitor, a customer, an unknown cookie and a rider (whose screen it is not)', async () => {
    await expectPlainPage(await page(t, '/dashboard/home'));
    await expectPlainPage(await page(t, '/dashboard/home', (await signedIn(t, 'customer')).cookie));
    await expectPlainPage(await page(t, '/dashboard/home', 'refresh_token=not-a-session'));
    await expectPlainPage(await page(t, '/dashboard/home', (await signedIn(t, 'delivery')).cookie));
  });

  it('after the sign-in ended, and for a disabled user', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await t.rest('POST', '/auth/logout', {}, { cookie: admin.cookie })).status).toBe(200);
    await expectPlainPage(await page(t, '/dashboard/home', admin.cookie));
    const kitchen = await signedIn(t, 'kitchen');
    await t.prisma.user.update({ where: { id: kitchen.id }, data: { isDisabled: true } });
    await expectPlainPage(await page(t, '/dashboard/home', kitchen.cookie));
  });

  it('on a screen the renderer has none for, and when the admin remote is deployed elsewhere', async () => {
    const admin = await signedIn(t, 'admin');
    await expectPlainPage(await page(t, '/dashboard/users', admin.cookie));
    await expectPlainPage(await page(elsewhere, '/dashboard/home', (await signedIn(elsewhere, 'admin')).cookie));
  });

  it('when the remote served is another build than the renderer was made with (deployed on its own since)', async () => {
    const admin = await signedIn(t, 'admin');
    const manifest = join(dir, 'mfe-admin/mf-manifest.json');
    writeFileSync(manifest, '{"id":"mfe_admin","exposes":[{"name":"App"}]}');
    utimesSync(manifest, new Date(), new Date(Date.now() + 10_000));
    try {
      await expectPlainPage(await page(t, '/dashboard/home', admin.cookie));
      // Once the new build has been looked at.
      await t.settled();
      await expectPlainPage(await page(t, '/dashboard/home', admin.cookie));
    } finally {
      writeFileSync(manifest, MANIFEST);
      utimesSync(manifest, new Date(), new Date(Date.now() + 20_000));
    }
    await whenRead(t);
  });

  it('when one of its queries fails, and when it takes too long', async () => {
    const admin = await signedIn(t, 'admin');
    await expectPlainPage(await page(t, '/dashboard/menu', admin.cookie));
    const started = Date.now();
    await expectPlainPage(await page(t, '/dashboard/dishes', admin.cookie));
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
  });
});
