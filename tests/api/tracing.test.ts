// Traces: with OTEL_EXPORTER_OTLP_ENDPOINT set, a GraphQL request is exported over OTLP/HTTP as one
// trace (continuing the caller's traceparent): its HTTP span, the parse, validate and execute spans,
// the slow resolvers' spans and the Prisma queries beneath them, and the request's log lines carry
// the trace id next to the request id. Without it, nothing is sent and no tracer is installed.
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/logger.ts';
import { runWithRequestId } from '../../gateway/request-context.ts';
import { currentTraceIds } from '../../gateway/tracing.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** An OTLP/HTTP JSON receiver: what the gateway's exporter sent, span by span. */
async function startCollector() {
  const spans: ExportedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const resource of body.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

describe('tracing', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    collector = await startCollector();
  });
  afterAll(async () => {
    await t?.close();
    await collector?.close();
  });

  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: requests are answered and nothing is exported', async () => {
    const plain = await createTestApp('pglite');
    try {
      expect(plain.app.tracing).toBeNull();
      const answer = await plain.gql('query Typename { __typename }');
      expect(answer.errors).toBeUndefined();
      expect(currentTraceIds()).toBeNull();
    } finally {
      await plain.close();
    }
    expect(collector.spans).toEqual([]);
  });

  it("exports a GraphQL request as one trace under the caller's traceparent, down to the database queries", async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp('pglite', {
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_RESOLVER_THRESHOLD_MS: '0' },
      logger: createLogger('debug', stream),
      mailTransport: { name: 'recording', async deliver() {} },
    });
    const admin = await createUserAndLogin(t, { role: 'admin' });
    await t.app.tracing!.flush();
    // The sign-in was traced, and no span holds what was sent or stored: not the address, the
    // password, its hash or the token.
    expect(collector.spans.some((span) => span.name.startsWith('graphql.execute mutation'))).toBe(true);
    const written = JSON.stringify(collector.spans);
    for (const secret of [admin.email, admin.password, admin.token, admin.token.split('.')[2]!]) expect(written).not.toContain(secret);
    expect(written).not.toContain('scrypt');
    collector.spans.length = 0;

    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const response = await t.app.fetch(
      new Request('http://localhost:4000/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${admin.token}`,
          traceparent: `00-${traceId}-${callerSpan}-01`,
        },
        body: JSON.stringify({ query: 'query Dishes { dishes(first: 2) { edges { node { name } } } }' }),
      }),
    );
    expect(response.status).toBe(200);
    await response.text();
    await t.app.tracing!.flush();

    const spans = collector.spans;
    expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([traceId]));
    const server = spans.find((span) => span.parentSpanId === callerSpan)!;
    expect(server).toMatchObject({ name: 'POST /graphql' });
    expect(attribute(server, 'http.response.status_code')).toBe(200);
    const byName = (name: string) => spans.filter((span) => span.name === name);
    for (const name of ['graphql.parse', 'graphql.validate', 'graphql.execute query Dishes']) {
      expect(byName(name), name).toHaveLength(1);
      expect(byName(name)[0].parentSpanId, name).toBe(server.spanId);
    }
    const execute = byName('graphql.execute query Dishes')[0];
    expect(attribute(execute, 'graphql.operation.name')).toBe('Dishes');
    // With a threshold of 0 every resolver is slow enough: the root field has its span under execute.
    expect(byName('graphql.resolve Query.dishes')[0]?.parentSpanId).toBe(execute.spanId);
    // Prisma's spans: the viewer's lookup under the request, the page's queries under the execute span.
    const parents = new Map(spans.map((span) => [span.spanId, span.parentSpanId]));
    const under = (ancestor: ExportedSpan) => (span: ExportedSpan) => {
      for (let id = span.parentSpanId; id; id = parents.get(id)) if (id === ancestor.spanId) return true;
      return false;
    };
    const operations = spans.filter((span) => span.name === 'prisma:client:operation');
    expect(operations.every(under(server))).toBe(true);
    expect(operations.filter(under(execute)).length).toBeGreaterThanOrEqual(2);
    expect(spans.filter((span) => span.name === 'prisma:client:db_query').length).toBeGreaterThanOrEqual(operations.length);

    // The request's log line names the trace next to the request id the response carries.
    const requestLine = lines.find((line) => line.msg === 'request' && line.route === '/graphql' && line.traceId === traceId);
    expect(requestLine).toBeDefined();
    expect(requestLine!.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('a job is a trace of its own that names the request which added it', async () => {
    collector.spans.length = 0;
    await runWithRequestId('request-that-wrote-a-mail', () =>
      t.app.mailer.send({ to: 'kavya@example.com', subject: 'Hello', text: 'Hello', tag: 'test' }),
    );
    await t.settled();
    await t.app.tracing!.flush();
    const job = collector.spans.find((span) => span.name === 'job deliver-email');
    expect(job).toBeDefined();
    expect(job!.parentSpanId ?? '').toBe('');
    expect(attribute(job!, 'freshmeals.request_id')).toBe('request-that-wrote-a-mail');
    // The delivery's queries belong to the job's trace.
    expect(collector.spans.some((span) => span.name === 'prisma:client:operation' && span.traceId === job!.traceId)).toBe(true);
  });
});
