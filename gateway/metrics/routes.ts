// The `route` label of the HTTP metrics: the template of what answered a request, never its path.
// Ids, tokens and query strings stay out of the labels, and a scanner's made-up paths all count as
// `other`, so the number of series stays what the gateway's own routes make it.
import { GRAPHIQL_ASSETS_PATH } from '../graphiql/index.ts';
import { CALLBACK_PATH, CHECKOUT_PREFIX, TEST_CHECKOUT_PATH, WEBHOOK_PATH } from '../payments/index.ts';
import { INTEGRATIONS_PATH, REST_DOCS_ASSETS_PATH, REST_DOCS_PATH } from '../rest/docs/index.ts';
import { REST_BASE, restRouteMatcher, type RestRoute } from '../rest/facade.ts';
import { UPLOADS_PATH } from '../storage/index.ts';

export const METRICS_PATH = '/metrics';

/** Paths answered as they are, whatever the request. */
const EXACT = new Set([
  '/graphql',
  '/healthz',
  '/readyz',
  METRICS_PATH,
  '/remotes.json',
  '/dev/outbox',
  CALLBACK_PATH,
  TEST_CHECKOUT_PATH,
  WEBHOOK_PATH,
  `${REST_BASE}/openapi.json`,
  REST_DOCS_PATH,
  INTEGRATIONS_PATH,
]);

/** Paths that end in a name or id of their own: the label is the prefix and a placeholder. */
const PREFIXES: [prefix: string, template: string][] = [
  [UPLOADS_PATH, `${UPLOADS_PATH}*`],
  [GRAPHIQL_ASSETS_PATH, `${GRAPHIQL_ASSETS_PATH}*`],
  [REST_DOCS_ASSETS_PATH, `${REST_DOCS_ASSETS_PATH}*`],
  [CHECKOUT_PREFIX, `${CHECKOUT_PREFIX}:order`],
  ['/dev/jobs/', '/dev/jobs/:task'],
];

/** Methods a label may name; anything else is `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const methodLabel = (method: string): string => (METHODS.has(method) ? method : 'other');

export function createRouteTemplates(restRoutes: RestRoute[]) {
  const restRoute = restRouteMatcher(restRoutes);
  /**
   * The template of a request's route. A REST path is the pattern of the route it reached
   * (`/server/api/v1/admin/users/:id`); whatever the built apps answered (pages and their files) is
   * `/static/*`; a path nothing answered, with status 404 or any other error, is `other`.
   */
  return function routeTemplate(method: string, path: string, status: number): string {
    if (EXACT.has(path)) return path;
    for (const [prefix, template] of PREFIXES) if (path.startsWith(prefix)) return template;
    if (path === REST_BASE || path.startsWith(`${REST_BASE}/`)) {
      const pattern = restRoute(path.slice(REST_BASE.length) || '/', method);
      return pattern === null ? 'other' : `${REST_BASE}${pattern}`;
    }
    return status < 400 ? '/static/*' : 'other';
  };
}
