// A gateway wired to a fresh test database, plus small clients for GraphQL, REST and the outbox.
import { createApp, type App } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import type { Logger } from '../../gateway/logger.ts';
import type { MailTransport } from '../../gateway/mailer/index.ts';
import { createTestDatabase } from './db.ts';
import { readEventStream, type ServerSentEvent } from '../../packages/host-api/src/session/event-stream.ts';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** Runs at real speed from `start` (now by default); `advance` jumps ahead. */
export function testClock(start = new Date()): TestClock {
  let offset = 0;
  const realStart = Date.now();
  return { now: () => new Date(start.getTime() + offset + (Date.now() - realStart)), advance: (ms) => (offset += ms) };
}

export interface RequestOptions {
  token?: string | null;
  cookie?: string | null;
  /** The client address (the gateway trusts X-Forwarded-For in tests); a fresh one per call by default. */
  ip?: string;
}

let ipCounter = 0;
const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export interface GraphQLResult<T = any> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  setCookies: string[];
}

export async function createTestApp(
  kind: 'pglite' | 'postgres',
  options: { env?: Record<string, string>; mailTransport?: MailTransport | null; logger?: Logger; now?: Date } = {},
) {
  const database = await createTestDatabase(kind);
  const clock = testClock(options.now);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    CODE_SECRET: 'test-code-secret-test-code-secret-0123',
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'http://localhost:4000',
    STATIC_DIR: '/nonexistent',
    // Scheduled jobs follow the wall clock; tests run them by adding their job when they need one.
    JOB_SCHEDULE: 'false',
    ...options.env,
  });
  const app: App = await createApp({ config, database, mailTransport: options.mailTransport ?? null, now: clock.now, logger: options.logger });

  function headersFor(opts: RequestOptions = {}): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': opts.ip ?? freshIp() };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    return headers;
  }

  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, opts: RequestOptions = {}): Promise<GraphQLResult<T>> {
    const response = await app.fetch('http://localhost/graphql', {
      method: 'POST',
      // The GraphQL-over-HTTP media type: a document that does not parse or validate, or variables
      // that do not fit, answer 400 (to a client that accepts only application/json they answer 200).
      headers: { ...headersFor(opts), accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: GraphQLResult['errors'] };
    return { status: response.status, data: body.data, errors: body.errors, setCookies: response.headers.getSetCookie() };
  }

  async function rest(method: string, path: string, body?: unknown, opts: RequestOptions = {}) {
    const response = await app.fetch(`http://localhost/server/api/v1${path}`, {
      method,
      headers: headersFor(opts),
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, body: json, headers: response.headers, setCookies: response.headers.getSetCookie() };
  }

  /**
   * A subscription over server-sent events, as a browser opens one: `next()` resolves with each
   * result the stream sends (its pings skipped), or null once the stream completes; `close()` hangs up.
   */
  async function subscribe<T = any>(query: string, variables: Record<string, unknown> = {}, opts: RequestOptions = {}) {
    const hangUp = new AbortController();
    const response = await app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { ...headersFor(opts), accept: 'text/event-stream' },
      body: JSON.stringify({ query, variables }),
      signal: hangUp.signal,
    });
    // The events as the console's own reader parses them, queued for `next()`.
    const events: (ServerSentEvent | null)[] = [];
    let wake: (() => void) | null = null;
    const push = (event: ServerSentEvent | null) => {
      events.push(event);
      wake?.();
    };
    void readEventStream(response.body!, push).then(
      () => push(null),
      () => push(null),
    );
    async function next(): Promise<{ data?: T; errors?: GraphQLResult['errors'] } | null> {
      for (;;) {
        const event = events.shift();
        // The end stays the end for later calls.
        if (event === null || event?.event === 'complete') {
          events.unshift(null);
          return null;
        }
        if (event?.event === 'next') return JSON.parse(event.data);
        if (event === undefined) await new Promise<void>((resolve) => (wake = resolve));
      }
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      next,
      close: () => hangUp.abort(),
    };
  }

  /** The plain 6-digit code of the newest e-mail sent to `email` (once the work after responses is done). */
  async function latestCode(email: string): Promise<string> {
    await app.settled();
    const mail = await database.prisma.emailOutbox.findFirst({ where: { to: email }, orderBy: { id: 'desc' } });
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code e-mailed to ${email}`);
    return code;
  }

  return {
    app,
    prisma: database.prisma,
    clock,
    gql,
    rest,
    subscribe,
    latestCode,
    /** Waits for the work that runs after responses (account e-mails, deliveries). */
    settled: () => app.settled(),
    async close() {
      await app.close().catch(() => undefined);
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `name=value` of a Set-Cookie header, for sending it back. */
export function cookiePair(setCookie: string | undefined): string {
  if (!setCookie) throw new Error('No Set-Cookie header');
  return setCookie.split(';')[0]!;
}
