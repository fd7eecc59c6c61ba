import { describe, expect, it, vi } from 'vitest';
import { readEventStream } from './event-stream.ts';
import { createAuthedFetcher, GraphQLRequestError } from './network.ts';

/** A body that sends `chunks` as they are cut (an event may span two), then ends unless `open`. */
function body(chunks: string[], open = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
}

const sse = (chunks: string[], open = false, status = 200) =>
  new Response(body(chunks, open), { status, headers: { 'Content-Type': 'text/event-stream' } });

const CHANGE = { data: { dispatchListChanged: { date: '2026-12-09', meal: 'lunch' } } };
const REQUEST = { documentId: 'abc', variables: { date: '2026-12-09', meal: 'lunch' } };

describe('readEventStream', () => {
  it('reads events cut anywhere, skips pings, and joins data lines', async () => {
    const events: unknown[] = [];
    await readEventStream(body([':\n\n', 'event: ne', 'xt\ndata: {"a"', ':1}\n\n:\n\nevent: next\r\ndata: 1\r\ndata: 2\r\n\r\n', 'event: complete\ndata:\n\n']), (e) => events.push(e));
    expect(events).toEqual([
      { event: 'next', data: '{"a":1}' },
      { event: 'next', data: '1\n2' },
      { event: 'complete', data: '' },
    ]);
  });
});

describe('a subscription over server-sent events', () => {
  const setup = (responses: (() => Response)[], token = 'good') => {
    const calls: { accept: string | null; authorization: string | null; body: unknown }[] = [];
    const signals: (AbortSignal | null | undefined)[] = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      signals.push(init?.signal);
      calls.push({ accept: headers.get('Accept'), authorization: headers.get('Authorization'), body: JSON.parse(String(init?.body)) });
      return responses.shift()!();
    });
    let current: string | null = token;
    const execute = createAuthedFetcher({
      fetch: fetchMock as unknown as typeof fetch,
      endpoint: '/graphql',
      getAccessToken: () => current,
      onRefreshed: (session) => (current = session.accessToken),
      onRefreshFailed: () => (current = null),
    });
    const sink = { next: vi.fn(), error: vi.fn(), complete: vi.fn() };
    return { execute, calls, sink, signals };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('asks for an event stream with the token, and passes each result on until the server completes', async () => {
    const { execute, calls, sink } = setup([() => sse([':\n\n', `event: next\ndata: ${JSON.stringify(CHANGE)}\n\n`, 'event: complete\ndata:\n\n'])]);
    execute.subscribe(REQUEST, sink);
    await settle();
    expect(calls).toEqual([{ accept: 'text/event-stream', authorization: 'Bearer good', body: { documentId: 'abc', variables: REQUEST.variables } }]);
    expect(sink.next).toHaveBeenCalledWith(CHANGE);
    expect(sink.complete).toHaveBeenCalledTimes(1);
    expect(sink.error).not.toHaveBeenCalled();
  });

  it("reports the server's refusal with its message, and a dropped connection as an error", async () => {
    const refused = { errors: [{ message: 'Not authorized', extensions: { code: 'FORBIDDEN' } }] };
    const first = setup([() => sse([`event: next\ndata: ${JSON.stringify(refused)}\n\n`, 'event: complete\ndata:\n\n'], false, 403)]);
    first.execute.subscribe(REQUEST, first.sink);
    const dropped = setup([() => sse([':\n\n'])]);
    dropped.execute.subscribe(REQUEST, dropped.sink);
    await settle();
    expect(first.sink.error.mock.calls[0]![0]).toBeInstanceOf(GraphQLRequestError);
    expect(first.sink.error.mock.calls[0]![0]).toMatchObject({ message: 'Not authorized', code: 'FORBIDDEN' });
    expect(dropped.sink.error.mock.calls[0]![0].message).toBe('The live connection closed');
    expect([first.sink.next, dropped.sink.next, dropped.sink.complete].map((fn) => fn.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it('refreshes a refused token once and watches with the new one', async () => {
    const { execute, calls, sink } = setup([
      () => new Response(JSON.stringify({ errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] }), { status: 401, headers: { 'Content-Type': 'application/json' } }),
      () => new Response(JSON.stringify({ data: { refreshToken: { accessToken: 'fresh', user: { id: 'VXNlcjox', name: 'A', email: 'a@example.com', emailVerified: true, role: 'admin' } } } }), { headers: { 'Content-Type': 'application/json' } }),
      () => sse([`event: next\ndata: ${JSON.stringify(CHANGE)}\n\n`], true),
    ], 'stale');
    execute.subscribe(REQUEST, sink);
    await settle();
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer stale', null, 'Bearer fresh']);
    expect(sink.next).toHaveBeenCalledWith(CHANGE);
  });

  it('hangs up when unsubscribed, and reports nothing after', async () => {
    const { execute, sink, signals } = setup([() => sse([':\n\n'], true)]);
    const hangUp = execute.subscribe(REQUEST, sink);
    await settle();
    expect(signals[0]?.aborted).toBe(false);
    hangUp();
    expect(signals[0]?.aborted).toBe(true);
    await settle();
    expect(sink.error).not.toHaveBeenCalled();
  });
});
