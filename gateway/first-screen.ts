// The shell's index.html with the public remote's first screen of the route in it, when the remote's
// build has one (`first-screen/routes.json`, written at build time): its HTML before the app's root
// (`#first-screen`, which the shell hands over to the app once that is ready), the CSS it uses inline,
// and its title and description. The page then shows before any script has loaded.
// Only when this gateway serves the public remote itself: a remote deployed elsewhere may be
// another version than the local build, and its screens would not match it. And only for visitors:
// a request that carries the sign-in cookie gets the page without one, since a signed-in user's
// pages differ (their account in the header; the sign-in pages send them on).
//
// A screen rendered at build time shows the offer of that moment, which an admin may since have
// changed or ended. The remote marks the element that shows it (`data-site-offer`, its title,
// description and badge); a screen whose offer is no longer the one payments honour is not served,
// and the app, which asks the server, shows the right one.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface FirstScreenRoute {
  /** Resource hints for the head (preloads of the page's key images). */
  head?: string;
  html: string;
  css: string;
  title: string | null;
  description: string | null;
}

interface FirstScreens {
  /** What the asset URLs of the screens start with, in place of where the remote is served. */
  assetPrefix: string;
  routes: Record<string, FirstScreenRoute>;
}

/** Where asset URLs of a remote's first screens point until the page is composed: the remote's own base goes in its place. */
export const FIRST_SCREEN_ASSET_PREFIX = '/__remote__/';

/** A version of `files` (their times and sizes), or null when one is missing: a new build of any changes it. */
export async function filesVersion(files: string[]): Promise<string | null> {
  const infos = await Promise.all(files.map((file) => stat(file).catch(() => null)));
  return infos.every((info) => info?.isFile()) ? infos.map((info) => `${info!.mtimeMs}:${info!.size}`).join(':') : null;
}

/** The mount point of the root the shell renders into; the first screen goes right before it. */
const ROOT_ELEMENT = '<div id="root">';

/** The words an offer shows, as the remote writes them into `data-site-offer`. */
export const offerWords = (offer: { title: string; description: string; badge: string } | null) =>
  offer ? [offer.title, offer.description, offer.badge].join('\n') : '';

const unescapeAttribute = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#10;|&#xA;/gi, '\n').replace(/&amp;/g, '&');

/** The offers a screen shows (their words), from its `data-site-offer` marks. */
function offersShown(html: string): string[] {
  return [...html.matchAll(/data-site-offer="([^"]*)"/g)].map((match) => unescapeAttribute(match[1]!));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The route a path names: decoded, without a trailing slash. */
function routeOf(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  } catch {
    return null;
  }
}

export function composePage(index: string, screen: FirstScreenRoute, assetPrefix: string, remoteBase: string): string {
  if (!index.includes(ROOT_ELEMENT)) return index;
  const withRemote = (text: string) => text.split(assetPrefix).join(remoteBase);
  let page = index;
  if (screen.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`);
  if (screen.description) {
    page = page.replace(/<meta name="description" content="[^"]*">/, `<meta name="description" content="${escapeHtml(screen.description)}">`);
  }
  // A style element ends at the first `</style`, whatever it is inside.
  const css = withRemote(screen.css).replace(/<\/style/gi, '<\\/style');
  page = page.replace('</head>', `${withRemote(screen.head ?? '')}<style data-first-screen>${css}</style></head>`);
  return page.replace(ROOT_ELEMENT, `<div id="first-screen">${withRemote(screen.html)}</div>${ROOT_ELEMENT}`);
}

/**
 * `remoteManifest` is where the shell loads the public remote from (/remotes.json); first screens
 * are used only when that is this gateway's own `/mfe-public/`.
 */
export function createFirstScreens(
  staticDir: string,
  remoteManifest: string | undefined,
  sessionCookie: string,
  /** The words of the offer the site advertises now ('' for none): what a screen's offer must match. */
  currentOfferWords: () => Promise<string> = async () => '',
) {
  const remoteBase = '/mfe-public/';
  const enabled = remoteManifest === `${remoteBase}mf-manifest.json`;
  const screensFile = join(staticDir, 'mfe-public', 'first-screen', 'routes.json');
  const indexFile = join(staticDir, 'shell', 'index.html');
  let loaded: { version: string; screens: FirstScreens; index: string; pages: Map<string, string> } | null = null;

  /** The files, read again when either changed (a redeploy of the shell or the remote). */
  async function current() {
    const version = await filesVersion([screensFile, indexFile]);
    if (version === null) return null;
    if (loaded?.version !== version) {
      const [screens, index] = await Promise.all([readFile(screensFile, 'utf8'), readFile(indexFile, 'utf8')]);
      loaded = { version, screens: JSON.parse(screens) as FirstScreens, index, pages: new Map() };
    }
    return loaded;
  }

  const signedIn = (request: Request) =>
    (request.headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${sessionCookie}=`));

  /** The shell's page for the request's path with its first screen, or null when it gets none. */
  return async function pageWithFirstScreen(request: Request): Promise<string | null> {
    if (!enabled || signedIn(request)) return null;
    const route = routeOf(new URL(request.url).pathname);
    const files = route === null ? null : await current().catch(() => null);
    const screen = files && Object.hasOwn(files.screens.routes, route!) ? files.screens.routes[route!] : undefined;
    if (!files || !screen) return null;
    const shown = offersShown(screen.html);
    if (shown.length > 0) {
      const current = await currentOfferWords().catch(() => null);
      if (current === null || shown.some((words) => words !== current)) return null;
    }
    let page = files.pages.get(route!);
    if (page === undefined) {
      page = composePage(files.index, screen, files.screens.assetPrefix, remoteBase);
      files.pages.set(route!, page);
    }
    return page;
  };
}
