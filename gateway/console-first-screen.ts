// The console's first screen, rendered per request: a signed-in staff member who opens the console's
// landing page gets the page with their screen already in it, so they see it before any of the
// console's script has arrived (the shell then hands it over to the live console). The admin remote
// renders it (its build's Node bundle, `dist/.first-screen/mfe-admin`); this module decides who
// gets one and gives the renderer what it needs:
//   - who: the session the refresh-token cookie names, read without rotating it (a page load must
//     not spend the browser's token), a user who is not disabled and whose role may open the screen;
//   - their data: the remote's own documents, run through this gateway's GraphQL endpoint with an
//     access token issued for that session, so every rule of the API applies as to the browser;
//   - the CSS the screen's HTML uses, picked from the remote's own stylesheets (used-css.ts).
// A page with a user's data in it is never stored by a cache (`private, no-store`). Anything that
// fails, or takes longer than RENDER_TIMEOUT_MS, leaves the page without a first screen: the
// console then loads as it does without one.
// Only when this gateway serves the admin remote itself, and only with a renderer built with the
// remote it serves (its build notes the remote's manifest, `remote-manifest.sha256`): a remote
// deployed on its own since, or elsewhere, may be another version than the renderer.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { liveSession, type SessionSettings } from '../schema/auth/sessions.ts';
import type { AccessTokens, BackgroundTasks, Viewer } from '../schema/context.ts';
import { parseCookie } from 'cookie';
import { composePage, filesVersion, FIRST_SCREEN_ASSET_PREFIX } from './first-screen.ts';
import type { Logger } from './logger.ts';
import { classesOf, indexStylesheet } from './used-css.ts';

/** How long a page may wait for its first screen before it is served without one. */
export const RENDER_TIMEOUT_MS = 1500;

const REMOTE_BASE = '/mfe-admin/';

interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'admin' | 'kitchen' | 'delivery' | 'customer';
}

interface Operation {
  documentId?: string | null;
  query?: string | null;
  variables?: Record<string, unknown>;
  operationName?: string | null;
}

/** What the remote's Node bundle exports (mfe-admin/src/first-screen.tsx). */
interface ConsoleRenderer {
  FIRST_SCREEN_ROUTES: string[];
  VARIANT_CSS: string;
  renderFirstScreen(request: {
    path: string;
    user: SessionUser;
    cookie: string;
    execute(operation: Operation): Promise<{ data?: unknown; errors?: unknown[] }>;
  }): Promise<{ html: string; css: string; title: string } | null>;
}

export interface ConsoleFirstScreenDeps {
  staticDir: string;
  /** Where the shell loads the admin remote from (/remotes.json). */
  remoteManifest: string | undefined;
  refreshCookie: string;
  prisma: PrismaClient;
  sessions: SessionSettings;
  now(): Date;
  tokens: Pick<AccessTokens, 'issue'>;
  /** Runs a GraphQL request through this gateway's endpoint (as a browser's would be). */
  graphql(request: Request): Promise<Response>;
  /** Where the renderer is read, in the background. */
  background: BackgroundTasks;
  logger: Pick<Logger, 'warn'>;
}

export function createConsoleFirstScreens(deps: ConsoleFirstScreenDeps) {
  const enabled = deps.remoteManifest === `${REMOTE_BASE}mf-manifest.json`;
  const bundleFile = join(deps.staticDir, '.first-screen', 'mfe-admin', 'first-screen.js');
  const builtWithFile = join(deps.staticDir, '.first-screen', 'mfe-admin', 'remote-manifest.sha256');
  const manifestFile = join(deps.staticDir, 'mfe-admin', 'mf-manifest.json');
  const cssDir = join(deps.staticDir, 'mfe-admin', 'static', 'css');
  const indexFile = join(deps.staticDir, 'shell', 'index.html');
  interface Loaded {
    renderer: ConsoleRenderer;
    index: string;
    usedCss: (classes: Set<string>) => string;
  }
  /** The build being read (`files` once it has been; 'other' for a renderer of another build of the remote), by its version. */
  let build: { version: string; files: Loaded | 'other' | null } | null = null;
  /** The CSS of a set of classes (the same screen with other figures uses the same rules). */
  const cssCache = new LRUCache<string, string>({ max: 50 });

  async function load(version: string): Promise<Loaded | 'other'> {
    const [builtWith, manifest] = await Promise.all([readFile(builtWithFile, 'utf8'), readFile(manifestFile)]);
    if (builtWith.trim() !== createHash('sha256').update(manifest).digest('hex')) return 'other';
    const [renderer, index, files] = await Promise.all([
      // A new build has a new file URL query, so the module is read again.
      import(`${pathToFileURL(bundleFile).href}?v=${encodeURIComponent(version)}`) as Promise<ConsoleRenderer>,
      readFile(indexFile, 'utf8'),
      readdir(cssDir, { recursive: true, encoding: 'utf8' }).catch(() => [] as string[]),
    ]);
    const stylesheets = await Promise.all(files.filter((file) => file.endsWith('.css')).sort().map((file) => readFile(join(cssDir, file), 'utf8')));
    return { renderer, index, usedCss: indexStylesheet(stylesheets.join('\n')) };
  }

  /**
   * The renderer, the shell's page and the remote's stylesheets, read again after a new build of any;
   * null while they are being read (about half a second: the page then goes without a first screen
   * rather than wait) or when there is no build of them.
   */
  async function current(): Promise<Loaded | null> {
    const version = await filesVersion([bundleFile, builtWithFile, manifestFile, indexFile]);
    if (version === null) return null;
    if (build?.version !== version) {
      const reading: { version: string; files: Loaded | 'other' | null } = { version, files: null };
      build = reading;
      cssCache.clear();
      // With the work that runs after responses: a failure is logged, and a shutdown (or a test)
      // waits for it.
      deps.background.run('read the console first-screen renderer', async () => {
        try {
          reading.files = await load(version);
        } catch (error) {
          if (build === reading) build = null;
          throw error;
        }
      });
    }
    return build.files === 'other' ? null : build.files;
  }

  function usedCss(files: Loaded, html: string): string {
    const classes = classesOf(html);
    const key = [...classes].sort().join(' ');
    let css = cssCache.get(key);
    if (css === undefined) {
      css = files.usedCss(classes);
      cssCache.set(key, css);
    }
    return css;
  }

  /** The signed-in staff member the request's refresh-token cookie names, with their sign-in, or null. */
  async function signedInStaff(cookies: Record<string, string | undefined>) {
    const session = await liveSession(deps.prisma, cookies[deps.refreshCookie], deps.sessions, deps.now());
    return session && session.role !== 'customer' ? session : null;
  }

  async function render(request: Request, path: string): Promise<string | null> {
    const cookieHeader = request.headers.get('cookie') ?? '';
    const cookies = parseCookie(cookieHeader);
    if (!cookies[deps.refreshCookie]) return null;
    const files = await current();
    if (!files || !files.renderer.FIRST_SCREEN_ROUTES.includes(path)) return null;
    const user = await signedInStaff(cookies);
    if (!user) return null;
    const viewer: Viewer = { id: user.userId, role: user.role, sessionId: user.familyId };
    const accessToken = await deps.tokens.issue(viewer, user.familyId);
    const origin = new URL(request.url).origin;
    const screen = await files.renderer.renderFirstScreen({
      path,
      user: { id: encodeGlobalID('User', user.userId), name: user.name, email: user.email, emailVerified: user.emailVerified, role: user.role },
      cookie: cookieHeader,
      async execute(operation) {
        const response = await deps.graphql(
          new Request(`${origin}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/graphql-response+json, application/json',
              authorization: `Bearer ${accessToken}`,
              // The client's address, for the API's limits per client.
              ...(request.headers.get('x-forwarded-for') ? { 'x-forwarded-for': request.headers.get('x-forwarded-for')! } : {}),
            },
            body: JSON.stringify(operation.documentId ? { documentId: operation.documentId, variables: operation.variables ?? {} } : operation),
          }),
        );
        return (await response.json()) as { data?: unknown; errors?: unknown[] };
      },
    });
    if (!screen) return null;
    const css = usedCss(files, screen.html) + screen.css + files.renderer.VARIANT_CSS;
    return composePage(files.index, { html: screen.html, css, title: screen.title, description: null }, FIRST_SCREEN_ASSET_PREFIX, REMOTE_BASE);
  }

  /** The shell's page for the request with the user's first screen in it, or null when it gets none. */
  async function consolePage(request: Request): Promise<string | null> {
    if (!enabled) return null;
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    if (!path.startsWith('/dashboard/')) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        deps.logger.warn({ path, ms: RENDER_TIMEOUT_MS }, 'console first screen took too long; page served without it');
        resolve(null);
      }, RENDER_TIMEOUT_MS);
    });
    const rendered = render(request, path).catch((error: unknown) => {
      // The page still goes out, without its first screen; why is for the operator.
      deps.logger.warn({ path, err: { name: (error as Error)?.name, message: String((error as Error)?.message ?? error).split('\n')[0] } }, 'console first screen not rendered');
      return null;
    });
    try {
      return await Promise.race([rendered, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Starts reading the build, unless it has been, on a request of someone signed in or an answer
   * that signs someone in (the console's first requests, a sign-in): by the time they load a console
   * page, its first screen is ready.
   */
  function prepare(request: Request, response: Response): void {
    if (!enabled || build?.files) return;
    const signedIn =
      parseCookie(request.headers.get('cookie') ?? '')[deps.refreshCookie] !== undefined ||
      response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${deps.refreshCookie}=`) && !cookie.startsWith(`${deps.refreshCookie}=;`));
    if (signedIn) current().catch(() => undefined);
  }

  return { page: consolePage, prepare };
}
