// The OpenAPI 3.1 document of the REST facade, built from the route table itself.
import { z } from 'zod';
import { REST_BASE, type RestRoute } from './facade.ts';

const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } } },
};

export function buildOpenApi(routes: RestRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
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
      description: q.description,
      schema: { type: q.type },
    }));
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      description: `Access: ${route.access}.`,
      security: route.access === 'visitor' ? [] : [{ bearerAuth: [] }],
      parameters: [...pathParams, ...queryParams],
      ...(route.bodySchema
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.toJSONSchema(route.bodySchema, { io: 'input', unrepresentable: 'any' }),
                },
              },
            },
          }
        : {}),
      responses: {
        200: {
          description: 'Success',
          content: { 'application/json': { example: route.responseExample ?? {} } },
        },
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        429: errorResponse,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'FreshMeals REST API', version: '1.0.0' },
    servers: [{ url: `${serverUrl}${REST_BASE}` }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
