// GraphiQL at GET /graphql (a browser asking for HTML), served whole by the gateway: the page, its
// bundle and its editor workers (assets.ts), and a page script (session.js) that signs requests in
// with the visitor's session on this site. On in development; in production only with
// GRAPHIQL=true, and then only for a signed-in user: a visitor is sent to sign in first and comes
// back here.
import { loadGraphiQLAssets, type GraphiQLAssets } from './assets.ts';
import { DEFAULT_TABS } from './examples.ts';

export { GRAPHIQL_ASSETS_PATH } from './assets.ts';
export { DEFAULT_TABS } from './examples.ts';

export interface GraphiQLOptions {
  /** Serve the page only to a signed-in user (production). */
  requireSignIn: boolean;
  /** Whether the request carries a live sign-in (its refresh cookie). */
  signedIn(request: Request): Promise<boolean>;
}

/** Where a signed-out visitor is sent in production: the sign-in page, then back to GraphiQL. */
export const GRAPHIQL_SIGN_IN = '/login?next=%2Fgraphql';

/** A browser navigating to /graphql (yoga's rule): GET or HEAD that accepts HTML. */
export const wantsGraphiQL = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.get('accept') ?? '').includes('text/html');

/** JSON for a <script type="application/json">: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The one document the page sends by itself (session.js exchanges the refresh-token cookie for an
 * access token with it): a trusted document of the gateway's, accepted from a signed-out page too.
 */
export const GRAPHIQL_SESSION_DOCUMENT = 'mutation GraphiQLSession { refreshToken { accessToken user { name role } } }';

function page(assets: GraphiQLAssets): string {
  const config = {
    workers: assets.urls.workers,
    sessionDocument: GRAPHIQL_SESSION_DOCUMENT,
    graphiql: { title: 'FreshMeals API', defaultTabs: DEFAULT_TABS, shouldPersistHeaders: false },
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>FreshMeals API · GraphiQL</title>
    <link rel="icon" href="${assets.favicon}" />
    <link rel="stylesheet" href="${assets.urls.styles}" />
    <style>
      body { margin: 0; }
      #fm-bar { display: flex; gap: 24px; justify-content: space-between; margin: 0; padding: 6px 12px; font: 13px/1.4 system-ui, sans-serif; background: #0f172a; color: #f8fafc; white-space: nowrap; overflow: hidden; }
      #fm-bar p { margin: 0; overflow: hidden; text-overflow: ellipsis; }
      #root { height: calc(100vh - 31px); }
    </style>
  </head>
  <body id="body">
    <div id="fm-bar">
      <p id="fm-session-status" role="status">Checking your session…</p>
      <p id="fm-cost-status" role="status" title="From the answer's extensions.cost"></p>
    </div>
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-config">${scriptJson(config)}</script>
    <script src="${assets.urls.script}"></script>
    <script src="${assets.urls.session}"></script>
  </body>
</html>
`;
}

export function createGraphiQL(options: GraphiQLOptions) {
  // The bundle is loaded on the first visit, not at start: most gateways never serve GraphiQL.
  let loaded: Promise<{ assets: GraphiQLAssets; html: string }> | undefined;
  const load = () => (loaded ??= loadGraphiQLAssets().then((assets) => ({ assets, html: page(assets) })));

  return {
    /** The page, for a request wantsGraphiQL() accepts. */
    async page(request: Request): Promise<Response> {
      if (options.requireSignIn && !(await options.signedIn(request))) {
        return new Response(null, { status: 302, headers: { location: GRAPHIQL_SIGN_IN, 'cache-control': 'no-store' } });
      }
      const { html } = await load();
      return new Response(request.method === 'HEAD' ? null : html, {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    },
    /** GET /graphiql/<hash>/<file>; null when the path is no file of it. */
    async asset(request: Request): Promise<Response | null> {
      const { assets } = await load();
      return assets.serve(request);
    },
  };
}
