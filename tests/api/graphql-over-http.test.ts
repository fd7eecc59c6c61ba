// GraphQL over HTTP: graphql-http's server audit (the spec's MUSTs and SHOULDs) against the real
// gateway's /graphql. Among the SHOULDs: a document that does not parse or validate, or variables
// that do not fit their types, are answered 200 to a client that accepts only application/json (the
// legacy media type, whose clients read `errors` from any 200), and 400 to one that accepts
// application/graphql-response+json.
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('GraphQL over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("passes graphql-http's server audit with no failure and no warning", async () => {
    let client = 0;
    const results = await auditServer({
      url: 'http://localhost/graphql',
      // Each audit from its own address, so that no rate limit counts them together.
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        request.headers.set('x-forwarded-for', `10.99.${(client >> 8) & 255}.${client++ & 255}`);
        return t.app.fetch(request);
      },
    });
    const notOk = results.filter((result) => result.status !== 'ok').map((result) => `${result.status}: ${result.name}${'reason' in result ? ` (${result.reason})` : ''}`);
    expect(notOk).toEqual([]);
    expect(results.length).toBeGreaterThan(20);
  });

  const send = (accept: string, body: unknown) =>
    t.app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, 'x-forwarded-for': '10.98.0.1' },
      body: JSON.stringify(body),
    });

  it('parse, validation and variable errors: 200 to application/json, 400 to application/graphql-response+json', async () => {
    const failures = [
      { query: '{' },
      { query: '{ notAField }' },
      { query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id: ['not', 'an', 'id'] } },
    ];
    for (const body of failures) {
      const legacy = await send('application/json', body);
      expect(legacy.status, JSON.stringify(body)).toBe(200);
      expect(legacy.headers.get('content-type')).toMatch(/^application\/json/);
      const legacyBody = (await legacy.json()) as { errors?: unknown[]; data?: unknown };
      expect(legacyBody.errors?.length).toBeGreaterThan(0);
      expect(legacyBody.data).toBeUndefined();

      const modern = await send('application/graphql-response+json', body);
      expect(modern.status, JSON.stringify(body)).toBe(400);
      expect(modern.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    }
  });
});
