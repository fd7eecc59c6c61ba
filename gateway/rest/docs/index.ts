// The REST reference at GET /server/api/v1/docs: Swagger UI (swagger-ui-dist, served from memory by
// the gateway, no CDN) rendering the API's own OpenAPI document (/server/api/v1/openapi.json); and
// beside it the integrations guide at /server/api/v1/docs/integrations (plain HTML, integrations.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createAssetBundle, CSS_TYPE, JS_TYPE, type AssetBundle } from '../../asset-bundle.ts';
import { REST_BASE } from '../facade.ts';

export const REST_DOCS_PATH = `${REST_BASE}/docs`;
export const REST_DOCS_ASSETS_PATH = `${REST_BASE}/docs/assets/`;
export const OPENAPI_PATH = `${REST_BASE}/openapi.json`;
export const INTEGRATIONS_PATH = `${REST_BASE}/docs/integrations`;

const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function load(): Promise<{ bundle: AssetBundle; html: string }> {
  const dist = createRequire(import.meta.url).resolve('swagger-ui-dist/package.json').replace(/package\.json$/, '');
  const bundle = createAssetBundle(REST_DOCS_ASSETS_PATH, {
    'swagger-ui.css': { type: CSS_TYPE, body: await readFile(`${dist}swagger-ui.css`) },
    'swagger-ui-bundle.js': { type: JS_TYPE, body: await readFile(`${dist}swagger-ui-bundle.js`) },
    'reference.js': { type: JS_TYPE, body: await readFile(new URL('./reference.js', import.meta.url)) },
  });
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>FreshMeals REST API reference</title>
    <link rel="stylesheet" href="${bundle.urlOf('swagger-ui.css')}" />
    <style>
      body { margin: 0; } .swagger-ui .topbar { display: none; }
      .guide { font: 14px/1.5 system-ui, sans-serif; max-width: 1460px; margin: 0 auto; padding: .75rem 20px 0; }
      .guide a { color: #0b57d0; }
    </style>
  </head>
  <body>
    <p class="guide">API keys, webhooks, idempotency keys, limits and the deprecation policy:
      <a href="${INTEGRATIONS_PATH}">the integrations guide</a>.</p>
    <main id="reference" aria-label="FreshMeals REST API reference"></main>
    <noscript>The reference needs JavaScript; the OpenAPI document is at ${OPENAPI_PATH}.</noscript>
    <script type="application/json" id="reference-config">${scriptJson({ openApiUrl: OPENAPI_PATH })}</script>
    <script src="${bundle.urlOf('swagger-ui-bundle.js')}"></script>
    <script src="${bundle.urlOf('reference.js')}"></script>
  </body>
</html>
`;
  return { bundle, html };
}

async function loadIntegrations(): Promise<string> {
  // The routes and the schema are imported here, on the first visit, not by whoever imports the paths.
  const [{ integrationsPage }, { restRoutes }, { schema }] = await Promise.all([
    import('./integrations.ts'),
    import('../routes/index.ts'),
    import('../../../schema/index.ts'),
  ]);
  return integrationsPage({ restBase: REST_BASE, referencePath: REST_DOCS_PATH, openApiPath: OPENAPI_PATH, routes: restRoutes, schema });
}

const htmlResponse = (request: Request, html: string) =>
  new Response(request.method === 'HEAD' ? null : html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });

export function createRestDocs() {
  // Loaded on the first visit: most gateways never serve the reference.
  let loaded: ReturnType<typeof load> | undefined;
  let integrations: Promise<string> | undefined;
  return async function serveRestDocs(request: Request): Promise<Response | null> {
    const path = new URL(request.url).pathname;
    if (path !== REST_DOCS_PATH && path !== INTEGRATIONS_PATH && !path.startsWith(REST_DOCS_ASSETS_PATH)) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (path === INTEGRATIONS_PATH) return htmlResponse(request, await (integrations ??= loadIntegrations()));
    const { bundle, html } = await (loaded ??= load());
    if (path === REST_DOCS_PATH) return htmlResponse(request, html);
    return bundle.serve(request);
  };
}
