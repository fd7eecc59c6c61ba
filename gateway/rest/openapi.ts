// The OpenAPI 3.1 document of the REST facade, built from the route table itself: each route's
// request body comes from its zod schema, its 200 answer from its GraphQL document read against the
// executable schema (shape.ts): named components (the documents' fragments and each route's body),
// the same derivation the facade shapes and, outside production, checks every answer with.
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@freshmeals/rules/dishes';
import { REST_BASE, restComponents, routeContract, type RestRoute } from './facade.ts';
import { IDEMPOTENCY_WINDOW_HOURS } from '../../schema/idempotency.ts';

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** What each error status means, for every route that may answer it. */
const ERROR_MEANINGS: Record<number, string> = {
  400: 'The request is not valid: the message says why (the product’s own validation messages).',
  401: 'No valid bearer token (or it expired: renew it with /auth/refresh-token).',
  403: 'Signed in, but this route is not for this user (admins only), or the account is disabled.',
  404: 'Nothing has the given id or key.',
  405: 'The path exists, but not with this method (see the Allow header).',
  409: 'The change conflicts with the current state (e.g. the name is taken, or it was done already).',
  413: 'The body is too large.',
  422: 'The Idempotency-Key was already used with a different request (nothing was done).',
  429: 'Too many requests (with an API key: the request costs more than is left of its budget this minute): wait the seconds of the Retry-After header.',
  500: 'A fault of the server (its message tells no more; its requestId is what to quote when reporting it).',
  503: 'The server is busy: try again after the seconds of the Retry-After header.',
};

/** How the document names who may call a route. */
const ACCESS_TEXT: Partial<Record<RestRoute['access'], string>> = {
  staff: 'staff (admins and kitchen staff)',
  delivery: 'staff and delivery staff (admins, kitchen staff and riders)',
};

/**
 * The error statuses a route may answer: every route 400, 413, 429, 500 and 503 (a run over the
 * execution time limit, or no room for an upload); by who may call it 401 and 403; 404 for a path
 * parameter; and its own list.
 */
export function errorStatuses(route: RestRoute): number[] {
  const statuses = new Set([400, 413, 429, 500, 503, ...(route.errorStatuses ?? [])]);
  if (route.access !== 'visitor') statuses.add(401);
  if (route.access === 'admin' || route.access === 'staff' || route.access === 'delivery') statuses.add(403);
  if (route.path.includes(':')) statuses.add(404);
  // 409: a request with the same Idempotency-Key is still being processed; 422: the key is taken.
  if (route.idempotent) statuses.add(409).add(422);
  return [...statuses].sort((a, b) => a - b);
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

function requestBody(route: RestRoute) {
  if (route.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: {
                type: 'string',
                format: 'binary',
                description: `The image: PNG, JPEG, WebP or GIF (told by its bytes), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB. One file per request.`,
              },
            },
          },
          encoding: { file: { contentType: 'image/png, image/jpeg, image/webp, image/gif' } },
        },
      },
    };
  }
  if (!route.bodySchema) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(route.bodySchema, 'input') } } };
}

/** A readable camelCase operationId: the method and the path's words ('PUT /dishes/:id' → putDishesId). */
export function operationId(route: RestRoute): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

export function buildOpenApi(routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    const id = operationId(route);
    if (operationIds.has(id)) throw new Error(`two REST routes would have the operationId ${id}`);
    operationIds.add(id);
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParams = Object.entries(route.querySchema ?? {}).map(([name, q]) => ({
      name,
      in: 'query',
      required: q.required ?? false,
      ...(q.description ? { description: q.description } : {}),
      schema: { type: q.type, ...(q.format ? { format: q.format } : {}) },
    }));
    const headerParams = route.idempotent
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              `Optional: 1 to 255 visible ASCII characters (letters, digits, punctuation; no spaces), e.g. a UUID made once per ` +
              `intended change (else 400). The same key with the same body, from the same caller, within ${IDEMPOTENCY_WINDOW_HOURS} ` +
              'hours answers the first answer again and does nothing more; with a different body it is refused with 422. While ' +
              'the first request still runs, a repeat waits for its answer (at most 10 s, then 409). An answer that refused the ' +
              'request (4xx, 500) is not kept: the same key may be sent again.',
            schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
          },
        ]
      : [];
    const body = requestBody(route);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      operationId: id,
      summary: route.summary,
      description: `Access: ${ACCESS_TEXT[route.access] ?? route.access}.`,
      security: route.access === 'visitor' ? [] : [{ bearerAuth: [] }],
      parameters: [...pathParams, ...queryParams, ...headerParams],
      ...(body ? { requestBody: body } : {}),
      responses: {
        200: route.download
          ? { description: 'The file', content: { [route.download.contentType]: { schema: { type: 'string', format: 'binary' } } } }
          : {
              description: 'Success',
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${routeContract(route).name}` } } },
            },
        ...Object.fromEntries(
          errorStatuses(route).map((status) => [
            status,
            { description: ERROR_MEANINGS[status] ?? 'Error', content: { 'application/json': { schema: ERROR_REF } } },
          ]),
        ),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FreshMeals REST API',
      version: '1.0.0',
      description:
        'The original /server/api/v1 contract. Send `Authorization: Bearer <accessToken>` (from /auth/login) on routes that need ' +
        'a sign-in. Every error answers `{ "message": "…" }` with its status (a 500 adds `requestId`). Every response names its ' +
        'request in the `X-Request-Id` header. The GraphQL API at /graphql offers the same and more. An API key (`Bearer fmk_…`, ' +
        'made by an admin) has a budget of query cost points a minute: a route costs what its GraphQL document costs, and every ' +
        'answer to a key carries `RateLimit-Limit` (the budget), `RateLimit-Remaining` (what is left) and `RateLimit-Reset` ' +
        '(seconds until it starts over); a request that costs more than is left answers 429 with `Retry-After` and does nothing.',
    },
    // Relative: the document works on whatever host serves it.
    servers: [{ url: REST_BASE }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...restComponents(routes),
        Error: {
          type: 'object',
          required: ['message'],
          additionalProperties: false,
          properties: {
            message: { type: 'string', description: 'What went wrong, for people.' },
            requestId: {
              type: 'string',
              description: 'With a 500: the id of the request, as in its X-Request-Id header. Quote it when reporting the problem.',
            },
          },
        },
      },
    },
    paths,
  };
}
