// The REST API's reference: the OpenAPI document is valid OpenAPI 3.1 (a maintained validator),
// describes every route's 200 body by a schema, every error as { message } with its status, and the
// upload's multipart body; /server/api/v1/docs renders it with Swagger UI from this origin alone.
// The facade checks every response against its route's schema outside production, so the API tests
// of each domain are also the check that the document tells the truth; here a route that answers
// something else is a 500, and production skips the check.
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestFacade, type RestRoute } from '../../gateway/rest/facade.ts';
import { restRoutes } from '../../gateway/rest/routes/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('the REST reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const openApi = async () => (await (await t.app.fetch('http://localhost/server/api/v1/openapi.json')).json()) as any;

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await openApi();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.servers).toEqual([{ url: '/server/api/v1' }]);
  });

  it('describes every route: a 200 schema, each error as { message } with its status, the upload as multipart', async () => {
    const doc = await openApi();
    for (const route of restRoutes) {
      const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      const label = `${route.method} ${route.path}`;
      expect(operation.responses['200'].content['application/json'].schema, label).toMatchObject({ type: 'object' });
      for (const status of ['400', '429']) expect(operation.responses[status].content['application/json'].schema, label).toEqual({ $ref: '#/components/schemas/Error' });
      if (route.access !== 'visitor') expect(operation.responses['401'], label).toBeDefined();
      if (route.access === 'admin') expect(operation.responses['403'], label).toBeDefined();
      if (route.path.includes(':')) expect(operation.responses['404'], label).toBeDefined();
    }
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message'], properties: { message: { type: 'string' } } });
    const upload = doc.paths['/uploads/dishes'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema).toMatchObject({ required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
    expect(doc.paths['/dishes'].get.responses['200'].content['application/json'].schema.properties.data.items.required).toEqual(
      expect.arrayContaining(['id', 'name', 'type', 'dishCategoryId', 'imageUrl', 'createdAt']),
    );
  });

  it('a route whose answer its schema does not describe is a 500 outside production, and passes in production', async () => {
    const route: RestRoute = {
      method: 'GET',
      path: '/drifted',
      tag: 'test',
      access: 'visitor',
      summary: 'answers a field its schema does not have',
      responseSchema: z.strictObject({ message: z.string() }),
      document: 'query { __typename }',
      variables: () => ({}),
      result: () => ({ message: 'hi', extra: true }),
    };
    const request = () => new Request('http://localhost/server/api/v1/drifted');
    const checked = createRestFacade(t.app.graphql, [route], undefined, { checkResponses: true });
    await expect(checked(request(), {})).rejects.toThrow(/GET \/drifted answered a body its responseSchema does not describe/);
    const unchecked = createRestFacade(t.app.graphql, [route]);
    expect(await (await unchecked(request(), {})).json()).toEqual({ message: 'hi', extra: true });
  });

  it('renders at /server/api/v1/docs with Swagger UI served from this origin', async () => {
    const page = await t.app.fetch('http://localhost/server/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const files = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(files).toHaveLength(3);
    for (const file of files) {
      expect(file).toMatch(/^\/server\/api\/v1\/docs\/assets\/[0-9a-f]{12}\/[\w.-]+\.(js|css)$/);
      const asset = await t.app.fetch(`http://localhost${file}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('br');
    }
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect((await t.app.fetch('http://localhost/server/api/v1/docs/assets/000000000000/x.js')).status).toBe(404);
  });
});
