// The REST facade under /server/api/v1: no business logic. A route is a method, a path, a GraphQL
// document, a mapping of the request to variables and a mapping of the result to the spec's
// response shape. Errors come back as `{ message }` with a fitting status.
import type { z } from 'zod';
import type { GraphQLApp } from '../yoga.ts';
import type { ServerContext } from '../context.ts';

export const REST_BASE = '/server/api/v1';
const MAX_JSON_BYTES = 1024 * 1024;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest {
  /** The parsed JSON body ({} when there is none). */
  body: Record<string, unknown>;
  query: URLSearchParams;
  params: Record<string, string>;
}

export interface RestRoute {
  method: HttpMethod;
  /** Relative to REST_BASE; `:name` marks a path parameter. */
  path: string;
  tag: string;
  summary: string;
  /** Who may call it, for the OpenAPI document (the GraphQL fields enforce it). */
  access: 'visitor' | 'logged-in' | 'admin';
  /** Request body schema, for the OpenAPI document. */
  bodySchema?: z.ZodType;
  querySchema?: Record<string, { type: 'string' | 'integer' | 'boolean'; description?: string; required?: boolean }>;
  /** Response description for the OpenAPI document. */
  responseExample?: unknown;
  document: string;
  variables(request: RestRequest): Record<string, unknown>;
  /** Maps `data` of the GraphQL result to the response body. */
  result(data: any): unknown;
}

/** Reads a JSON field as a string the way a form would send it: absent or non-text becomes ''. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

const statusByCode: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
};

export const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  names: string[];
}

function compile(route: RestRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

async function readBody(request: Request): Promise<Record<string, unknown> | Response> {
  if (request.method === 'GET' || request.method === 'DELETE') return {};
  const length = Number(request.headers.get('content-length') || 0);
  if (length > MAX_JSON_BYTES) return json(413, { message: 'Request body is too large' });
  const raw = await request.text();
  if (raw.length > MAX_JSON_BYTES) return json(413, { message: 'Request body is too large' });
  if (!raw.trim()) return {};
  try {
    const parsed = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // fall through
  }
  return json(400, { message: 'The request body must be a JSON object' });
}

export function createRestFacade(graphql: GraphQLApp, routes: RestRoute[]) {
  const compiled = routes.map(compile);

  return async function handleRest(request: Request, serverContext: ServerContext): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice(REST_BASE.length) || '/';
    const candidates = compiled
      .map((c) => ({ c, match: c.pattern.exec(path) }))
      .filter((x): x is { c: CompiledRoute; match: RegExpExecArray } => x.match !== null);
    if (candidates.length === 0) return json(404, { message: 'Not found' });
    const hit = candidates.find((x) => x.c.route.method === request.method);
    if (!hit) {
      return json(405, { message: 'Method not allowed' }, { allow: candidates.map((x) => x.c.route.method).join(', ') });
    }

    const body = await readBody(request);
    if (body instanceof Response) return body;
    const params: Record<string, string> = {};
    try {
      hit.c.names.forEach((name, i) => (params[name] = decodeURIComponent(hit.match[i + 1]!)));
    } catch {
      return json(400, { message: 'Malformed path' });
    }

    const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
    for (const name of ['authorization', 'cookie', 'user-agent']) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    const variables = hit.c.route.variables({ body, query: url.searchParams, params });
    const response = await graphql.fetch(
      new URL('/graphql', url),
      { method: 'POST', headers, body: JSON.stringify({ query: hit.c.route.document, variables }) },
      serverContext,
    );
    const payload = (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
    };
    const cookies = response.headers.getSetCookie();
    const out = (status: number, resBody: unknown) => {
      const res = json(status, resBody);
      for (const cookie of cookies) res.headers.append('set-cookie', cookie);
      return res;
    };

    const error = payload.errors?.[0];
    if (error) {
      const code = error.extensions?.code ?? '';
      const status = response.status === 401 ? 401 : (statusByCode[code] ?? 500);
      const res = out(status, { message: status === 500 ? 'Something went wrong' : error.message });
      if (error.extensions?.retryAfter) res.headers.set('retry-after', String(error.extensions.retryAfter));
      return res;
    }
    return out(200, hit.c.route.result(payload.data));
  };
}
