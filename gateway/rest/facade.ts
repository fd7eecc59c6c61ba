// The REST facade under /server/api/v1: no business logic. A route is a method, a path, a GraphQL
// document and a mapping of the request to variables; the document itself (aliases, fragments and
// the directives of shape.ts) makes its result the product's response shape, and the OpenAPI schema
// of that shape is derived from it. Errors come back as `{ message }` with a fitting status (a 500
// also names its request: `requestId`).
import { z } from 'zod';
import { cursorForPage, MAX_OFFSET, MAX_PAGE_SIZE } from '../../schema/pagination.ts';
import { readBoundedText } from '../body-limit.ts';
import type { GraphQLApp } from '../yoga.ts';
import type { ServerContext } from '../context.ts';
import { isMultipart, readMultipart } from '../multipart.ts';
import { restUploadRefusal, type UploadGate } from '../upload-gate.ts';
import { schema as graphqlSchema } from '../../schema/index.ts';
import { compileShape, RestShapeError, type JsonSchema, type RestShape } from './shape.ts';
import { currentRequestId, setRequestRoute } from '../request-context.ts';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '../../schema/idempotency.ts';

export const REST_BASE = '/server/api/v1';

/**
 * The body of a 500: the contract's fixed message, which tells nothing of the fault, and the id of
 * the request (as in its X-Request-Id header) that support finds the fault by in the log.
 */
export function serverFault(): { message: string; requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? { message: 'Something went wrong' } : { message: 'Something went wrong', requestId };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest {
  /** The parsed JSON body ({} when there is none); for a multipart route, its text fields. */
  body: Record<string, unknown>;
  /** A multipart route's file fields. A File among the variables is sent to GraphQL as an upload. */
  files: Record<string, File>;
  query: URLSearchParams;
  params: Record<string, string>;
}

export interface RestRoute {
  method: HttpMethod;
  /** Relative to REST_BASE; `:name` marks a path parameter. */
  path: string;
  tag: string;
  summary: string;
  /**
   * Who may call it, for the OpenAPI document (the GraphQL fields enforce it): staff are admins and
   * kitchen staff; delivery is staff and delivery staff (riders).
   */
  access: 'visitor' | 'logged-in' | 'delivery' | 'staff' | 'admin';
  /** Request body schema, for the OpenAPI document. */
  bodySchema?: z.ZodType;
  querySchema?: Record<string, { type: 'string' | 'integer' | 'boolean'; format?: 'date'; description?: string; required?: boolean }>;
  /**
   * Error statuses besides those every route of its access level may answer and the 404 of a path
   * parameter (e.g. 409, or a 404 for an id in the body).
   */
  errorStatuses?: number[];
  /**
   * The GraphQL document. Its result, read through shape.ts (aliases name the REST fields, named
   * fragments are the OpenAPI components, a few directives arrange values), is the 200 answer:
   * the OpenAPI schema of that answer is derived from the same document against the schema.
   */
  document: string;
  variables(request: RestRequest): Record<string, unknown>;
  /**
   * Fields the contract adds that GraphQL does not give in that form (a fixed message, the page asked
   * for): each one's JSON Schema and its value, from the shaped answer and the request.
   */
  add?: Record<string, { schema: JsonSchema; value(body: Record<string, any>, request: RestRequest): unknown }>;
  /** The body is multipart/form-data (a file upload, bounded like GraphQL uploads) instead of JSON. */
  multipart?: boolean;
  /**
   * Read-only routes whose answer holds fields only some of their callers may read (a user's credit
   * in the users list, which kitchen staff also call): when the first answer is FORBIDDEN, the route
   * is asked once more with these variables laid over its own (`withMoney: false`), so the caller
   * gets what they may read, and a caller refused the whole route is still refused.
   */
  fallbackVariables?: Record<string, unknown>;
  /**
   * The route moves money or creates something: it takes an `Idempotency-Key` header, passed to its
   * mutation as `input.idempotencyKey` ('input') or as the `$idempotencyKey` variable ('argument');
   * gateway/use-idempotency.ts answers a repeat with the first answer.
   */
  idempotent?: 'input' | 'argument';
  /**
   * The route answers a file instead of JSON (a PDF): the shaped answer names its base64 content and
   * file name, and the facade sends the bytes as an attachment of this content type.
   */
  download?: { contentType: string; file(body: Record<string, any>): { base64: string; fileName: string } };
}

export interface RouteContract {
  shape: RestShape;
  /** The 200 body: the shaped result and the added fields. */
  schema: JsonSchema;
  /** The name of the 200 body's component: the operation's name without `Rest`, and `Response`. */
  name: string;
}

const contracts = new WeakMap<RestRoute, RouteContract>();

/** A route's shape and 200 schema, derived once from its document (see shape.ts). */
export function routeContract(route: RestRoute): RouteContract {
  let contract = contracts.get(route);
  if (contract) return contract;
  const label = `${route.method} ${route.path}`;
  let shape: RestShape;
  try {
    shape = compileShape(graphqlSchema, route.document);
  } catch (error) {
    if (error instanceof RestShapeError) throw new RestShapeError(`${label}: ${error.message}`);
    throw error;
  }
  const operation = /^\s*(?:query|mutation)\s+Rest(\w+)/.exec(route.document)?.[1];
  if (!operation) throw new RestShapeError(`${label}: its document needs an operation named Rest<Name>`);
  const properties = { ...(shape.schema.properties as Record<string, JsonSchema>) };
  const required = [...(shape.schema.required as string[])];
  for (const [key, field] of Object.entries(route.add ?? {})) {
    if (key in properties) throw new RestShapeError(`${label}: ${key} is both selected and added`);
    properties[key] = field.schema;
    required.push(key);
  }
  contract = { shape, schema: { ...shape.schema, required, properties }, name: `${operation}Response` };
  contracts.set(route, contract);
  return contract;
}

/**
 * Every named schema of the routes: the fragments' components and each route's 200 body. A name
 * given to two different shapes is a defect of the documents, refused here.
 */
export function restComponents(routes: RestRoute[]): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  const put = (name: string, schema: JsonSchema) => {
    const known = components[name];
    if (known && JSON.stringify(known) !== JSON.stringify(schema)) throw new RestShapeError(`two different shapes are named ${name}`);
    components[name] = schema;
  };
  for (const route of routes) {
    const contract = routeContract(route);
    for (const [name, schema] of Object.entries(contract.shape.components)) put(name, schema);
    // A download's 200 is its file: its JSON shape is only what the facade reads the file from.
    if (!route.download) put(contract.name, contract.schema);
  }
  return components;
}

/** The REST answer of a route: the shaped GraphQL data and the added fields. */
export function restAnswer(route: RestRoute, data: unknown, variables: Record<string, unknown>, request: RestRequest) {
  const body = routeContract(route).shape.shape(data, variables);
  for (const [key, field] of Object.entries(route.add ?? {})) body[key] = field.value(body, request);
  return body;
}

/** Reads a JSON field as a string the way a form would send it: absent or non-text becomes ''. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** A list of strings: a single value becomes a one-item list, absent becomes empty. */
export const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text) : value === undefined || value === null ? [] : [text(value)];

/** true/false, else null (the validation then answers). */
export const boolOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** Absent stays absent (unchanged), null clears, anything else is read as text. */
export const optionalText = (body: Record<string, unknown>, key: string): string | null | undefined =>
  !(key in body) ? undefined : body[key] === null ? null : text(body[key]);

/**
 * Reads a JSON field or query value as a number the way a form would send it: a number, or a string
 * of a number; anything else (absent, '', text) is null, so the GraphQL rules give the product's message.
 */
export const num = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/**
 * The one reading of a whole number in the REST API (JSON field, path or query value): an Int
 * variable's range, whole numbers only (also as text); anything else is null, meaning "no whole
 * number given". A nullable GraphQL argument then gets null and its rules answer with their message;
 * a required one goes through `requiredInt`.
 */
export const int = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && Number.isSafeInteger(n) && Math.abs(n) <= 2_147_483_647 ? n : null;
};

/** A REST value the route cannot use: the facade answers `status` (400 unless said) with the message. */
export class RestInputError extends Error {
  override name = 'RestInputError';
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * Input read by one of the shared rule sets, for a GraphQL argument that is typed (an enum, a Date)
 * and so would refuse a bad value with GraphQL's own wording: the route checks first and answers
 * 400 with the rule's message, as the contract says.
 */
export function ruled<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new RestInputError(parsed.error.issues[0]?.message ?? 'Invalid input');
}

/**
 * A whole number a required Int argument needs: `int`, else a RestInputError with the message the
 * rules give for that field (a path id that is no number names no record: pass 404 and its
 * not-found message).
 */
export function requiredInt(value: unknown, message: string, status = 400): number {
  const n = int(value);
  if (n === null) throw new RestInputError(message, status);
  return n;
}

/** A whole number in [min, max] from a query value; `fallback` when absent or empty. */
function queryInt(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = int(raw);
  if (value === null || value < min || value > max) {
    throw new RestInputError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/**
 * Variables for a REST `page`/`limit` query. Absent values take the defaults; anything else that
 * is not a whole number in range (`page=-1`, `page=1e308`, `limit=abc`) is a 400 with a message.
 */
export function pageVariables(query: URLSearchParams, defaultLimit = 10, maxLimit = MAX_PAGE_SIZE) {
  const limit = queryInt(query, 'limit', defaultLimit, 1, maxLimit);
  const page = queryInt(query, 'page', 1, 1, Math.floor(MAX_OFFSET / limit));
  return { page, limit, first: limit, after: cursorForPage(page, limit) };
}

type Added = NonNullable<RestRoute['add']>[string];

/** An added `message`: a fixed text, or one read from the answer. */
export const message = (value: string | ((body: Record<string, any>) => string)): Added => ({
  schema: { type: 'string' },
  value: (body) => (typeof value === 'string' ? value : value(body)),
});

/** An added `page`: the 1-based page number asked for, as `page`/`limit` are read for the query. */
export const page = (defaultLimit = 10): Added => ({
  schema: { type: 'integer', minimum: 1 },
  value: (_body, { query }) => pageVariables(query, defaultLimit).page,
});

const statusByCode: Record<string, number> = {
  BAD_USER_INPUT: 400,
  PASSWORD_REQUIRED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  TIMEOUT: 503,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
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
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!part.startsWith(':')) return escape(part);
      // A parameter may be followed by a fixed ending in its segment (`:id.pdf`).
      const [, name, ending] = /^:(\w+)(.*)$/.exec(part)!;
      names.push(name!);
      return ending ? `([^/]+?)${escape(ending)}` : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

/**
 * The path pattern (`/admin/users/:id`, relative to REST_BASE) of the route a request's path and
 * method reach as the facade matches them, else of the first route whose path matches (answered 405),
 * else null (404). The metrics label requests with it instead of the path.
 */
export function restRouteMatcher(routes: RestRoute[]): (path: string, method: string) => string | null {
  const compiled = routes.map(compile);
  return (path, method) => {
    const candidates = compiled.filter((c) => c.pattern.test(path));
    return (candidates.find((c) => c.route.method === method) ?? candidates[0])?.route.path ?? null;
  };
}

type ParsedBody = { body: Record<string, unknown>; files: Record<string, File> };

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && typeof (value as File).size === 'number';

async function readFormBody(request: Request): Promise<ParsedBody | Response> {
  if (!isMultipart(request)) return json(400, { message: 'The request body must be multipart/form-data' });
  const result = await readMultipart(request);
  if (!('form' in result)) return json(result.status, { message: result.message });
  const parsed: ParsedBody = { body: {}, files: {} };
  result.form.forEach((value, name) => {
    if (isFile(value)) parsed.files[name] = value;
    else parsed.body[name] = value;
  });
  return parsed;
}

async function readBody(request: Request): Promise<Record<string, unknown> | Response> {
  if (request.method === 'GET' || request.method === 'DELETE') return {};
  const raw = await readBoundedText(request);
  if (raw === null) return json(413, { message: 'Request body is too large' });
  if (!raw.trim()) return {};
  try {
    const parsed = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // fall through
  }
  return json(400, { message: 'The request body must be a JSON object' });
}

export interface RestFacadeOptions {
  /** Check each response against its route's derived 200 schema (development and tests). */
  checkResponses?: boolean;
}

/** A route answered with a body its 200 schema does not describe: a defect of the route. */
export class RestResponseMismatch extends Error {
  constructor(route: RestRoute, issues: string) {
    super(`${route.method} ${route.path} answered a body its 200 schema does not describe: ${issues}`);
    this.name = 'RestResponseMismatch';
  }
}

type Check = (body: unknown) => string | null;

/**
 * The response check: Ajv (a development dependency, loaded only when checks are on) compiles
 * each route's 200 schema with every component.
 */
async function responseChecks(routes: RestRoute[]): Promise<(route: RestRoute) => Check> {
  const [{ Ajv2020 }, { default: addFormats }] = await Promise.all([import('ajv/dist/2020.js'), import('ajv-formats')]);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: typeof ajv) => void)(ajv);
  ajv.addSchema({ $id: 'rest', components: { schemas: restComponents(routes) } });
  const checks = new Map<RestRoute, Check>();
  return (route) => {
    let check = checks.get(route);
    if (!check) {
      const validate = ajv.compile({ $ref: `rest#/components/schemas/${routeContract(route).name}` });
      check = (body) => (validate(body) ? null : ajv.errorsText(validate.errors));
      checks.set(route, check);
    }
    return check;
  };
}

export function createRestFacade(graphql: GraphQLApp, routes: RestRoute[], uploads?: UploadGate, options: RestFacadeOptions = {}) {
  const compiled = routes.map(compile);
  // Derived at start: a document that cannot be shaped stops the gateway, not a request.
  restComponents(routes);
  let checks: Promise<(route: RestRoute) => Check> | undefined;

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
    setRequestRoute(`${REST_BASE}${hit.c.route.path}`);

    let parsed: ParsedBody | Response;
    if (hit.c.route.multipart) {
      // Who may upload, and whether there is room, is settled before the body is read.
      const admission = uploads ? await uploads.admit(request) : null;
      if (admission && !admission.admitted) {
        const { status, headers } = restUploadRefusal(admission.refusal);
        return json(status, { message: admission.refusal.message }, headers);
      }
      try {
        parsed = await readFormBody(request);
      } finally {
        if (admission?.admitted) admission.release();
      }
    } else {
      parsed = await readBody(request).then((body) => (body instanceof Response ? body : { body, files: {} }));
    }
    if (parsed instanceof Response) return parsed;
    const { body, files } = parsed;
    const params: Record<string, string> = {};
    try {
      hit.c.names.forEach((name, i) => (params[name] = decodeURIComponent(hit.match[i + 1]!)));
    } catch {
      return json(400, { message: 'Malformed path' });
    }

    let variables: Record<string, unknown>;
    try {
      variables = hit.c.route.variables({ body, files, query: url.searchParams, params });
    } catch (error) {
      // page=-1, limit=abc, userId: 'x' and the like: the route could not make its variables.
      if (error instanceof RestInputError) return json(error.status, { message: error.message });
      throw error;
    }
    const idempotencyKey = request.headers.get('idempotency-key');
    if (hit.c.route.idempotent && idempotencyKey !== null) {
      // Headers.get trims the value; an empty or over-long key, or one with spaces or non-ASCII, is refused.
      if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return json(400, { message: IDEMPOTENCY_MESSAGES.header });
      variables =
        hit.c.route.idempotent === 'input'
          ? { ...variables, input: { ...(variables.input as Record<string, unknown>), idempotencyKey } }
          : { ...variables, idempotencyKey };
    }
    // The route's document runs in-process (yoga.ts): the same guard, limits, context, scopes,
    // timeout, masking and messages as GraphQL over HTTP, without writing a GraphQL request and
    // reading its answer back. A File among the variables reaches the File scalar as it is.
    const ask = (vars: Record<string, unknown>) =>
      graphql.runInProcess(request, { query: routeContract(hit.c.route).shape.document, variables: vars }, serverContext);
    let answer = await ask(variables);
    const fallback = hit.c.route.fallbackVariables;
    if (fallback && answer.result.errors?.[0]?.extensions?.code === 'FORBIDDEN') {
      variables = { ...variables, ...fallback };
      answer = await ask(variables);
    }
    const { result: payload, status: graphqlStatus, cookies } = answer;
    const out = (status: number, resBody: unknown) => {
      const res = json(status, resBody);
      for (const cookie of cookies) res.headers.append('set-cookie', cookie);
      return res;
    };

    const error = payload.errors?.[0];
    if (error) {
      const code = typeof error.extensions?.code === 'string' ? error.extensions.code : '';
      // Variables GraphQL refuses (a bad enum value, a non-integer id) come back as HTTP 400 without a code.
      const status =
        graphqlStatus === 401 ? 401 : (statusByCode[code] ?? (graphqlStatus >= 400 && graphqlStatus < 500 ? graphqlStatus : 500));
      const res = out(status, status === 500 ? serverFault() : { message: error.message });
      const retryAfter = error.extensions?.retryAfter;
      if (retryAfter) res.headers.set('retry-after', String(retryAfter));
      return res;
    }
    const result = restAnswer(hit.c.route, payload.data, variables, { body, files, query: url.searchParams, params });
    if (options.checkResponses && !hit.c.route.download) {
      const problem = (await (checks ??= responseChecks(routes)))(hit.c.route)(result);
      if (problem) throw new RestResponseMismatch(hit.c.route, problem);
    }
    const download = hit.c.route.download;
    if (download) {
      const file = download.file(result);
      const res = new Response(Buffer.from(file.base64, 'base64'), {
        status: 200,
        headers: {
          'content-type': download.contentType,
          // Only a plain file name goes in the header: any other character becomes '_'.
          'content-disposition': `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
          // Someone's tax document: never kept by a shared cache.
          'cache-control': 'private, no-store',
        },
      });
      for (const cookie of cookies) res.headers.append('set-cookie', cookie);
      return res;
    }
    return out(200, result);
  };
}
