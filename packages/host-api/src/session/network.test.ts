import { describe, expect, it, vi } from 'vitest';
import { createAuthedFetcher, GraphQLRequestError, REFRESH_TOKEN_MUTATION, type RefreshedSession } from './network.ts';
import { HOST_DOCUMENT_IDS } from './documents.ts';

// The refresh is one of the host's own documents: sent by id, never by text.
const REFRESH_ID = HOST_DOCUMENT_IDS.get(REFRESH_TOKEN_MUTATION);

const ADMIN = { id: 'VXNlcjox', name: 'Demo Admin', email: 'admin@example.com', emailVerified: true, role: 'admin' };
const QUERY = { query: 'query ViewerQuery { viewer { id } }', variables: {}, operationName: 'ViewerQuery' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unauthenticated = () =>
  json({ errors: [{ message: 'Your session has expired.', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);

interface Call {
  authorization: string | null;
  requestedWith: string | null;
  credentials: RequestCredentials | undefined;
  body: { query?: string; documentId?: string; variables?: unknown; operationName?: string };
}

/**
 * A fake gateway: accepts only `validToken`; the refresh mutation answers with `refreshResult`
 * once `releaseRefresh()` is called, so tests control when the refresh completes.
 */
function fakeGateway(options: { validToken: string; refresh: 'ok' | 'fail' | 'network-error' }) {
  const calls: Call[] = [];
  let releaseRefresh!: () => void;
  const refreshGate = new Promise<void>((resolve) => {
    releaseRefresh = resolve;
  });
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body)) as Call['body'];
    calls.push({ authorization: headers.get('Authorization'), requestedWith: headers.get('X-Requested-With'), credentials: init?.credentials, body });
    if (body.documentId === REFRESH_ID) {
      await refreshGate;
      if (options.refresh === 'network-error') throw new TypeError('Failed to fetch');
      if (options.refresh === 'fail') {
        return json({ data: null, errors: [{ message: 'Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }] });
      }
      return json({ data: { refreshToken: { accessToken: options.validToken, user: ADMIN } } });
    }
    if (headers.get('Authorization') !== `Bearer ${options.validToken}`) return unauthenticated();
    return json({ data: { viewer: { id: ADMIN.id } } });
  });
  return { fetchMock, calls, releaseRefresh, refreshCalls: () => calls.filter((c) => c.body.documentId === REFRESH_ID) };
}

function setup(initialToken: string | null, gateway: ReturnType<typeof fakeGateway>) {
  let token = initialToken;
  const onRefreshed = vi.fn((session: RefreshedSession) => {
    token = session.accessToken;
  });
  const onRefreshFailed = vi.fn(() => {
    token = null;
  });
  const execute = createAuthedFetcher({
    fetch: gateway.fetchMock as unknown as typeof fetch,
    endpoint: '/graphql',
    getAccessToken: () => token,
    onRefreshed,
    onRefreshFailed,
  });
  return { execute, onRefreshed, onRefreshFailed, token: () => token };
}

/** Lets every pending promise callback run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createAuthedFetcher', () => {
  it('sends the bearer token and the cookies, and returns the data', async () => {
    const gateway = fakeGateway({ validToken: 'good', refresh: 'ok' });
    const { execute } = setup('good', gateway);
    await expect(execute(QUERY)).resolves.toEqual({ data: { viewer: { id: ADMIN.id } } });
    expect(gateway.calls[0]).toMatchObject({ authorization: 'Bearer good', credentials: 'include', requestedWith: 'fetch' });
    expect(gateway.calls[0].body).toMatchObject({ query: QUERY.query, operationName: 'ViewerQuery' });
  });

  it('sends no Authorization header when no token is held', async () => {
    const fetchMock = vi.fn(async () => json({ data: { viewer: null } }));
    const execute = createAuthedFetcher({
      fetch: fetchMock as unknown as typeof fetch,
      endpoint: '/graphql',
      getAccessToken: () => null,
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
    });
    await execute(QUERY);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it('refreshes once for N concurrent 401s and replays each request with the new token', async () => {
    const gateway = fakeGateway({ validToken: 'fresh', refresh: 'ok' });
    const { execute, onRefreshed, onRefreshFailed, token } = setup('expired', gateway);

    const requests = Array.from({ length: 5 }, (_, i) => execute({ ...QUERY, variables: { n: i } }));
    await flush();
    // All five were refused; exactly one refresh is in flight while they wait.
    expect(gateway.calls.filter((c) => c.authorization === 'Bearer expired')).toHaveLength(5);
    expect(gateway.refreshCalls()).toHaveLength(1);

    gateway.releaseRefresh();
    const results = await Promise.all(requests);

    expect(results).toEqual(Array.from({ length: 5 }, () => ({ data: { viewer: { id: ADMIN.id } } })));
    expect(gateway.refreshCalls()).toHaveLength(1);
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledWith({ accessToken: 'fresh', user: ADMIN });
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(token()).toBe('fresh');
    const replays = gateway.calls.filter((c) => c.authorization === 'Bearer fresh');
    expect(replays.map((c) => c.body.variables)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });

  it('posts the refresh mutation without the bearer header, with the cookies', async () => {
    const gateway = fakeGateway({ validToken: 'fresh', refresh: 'ok' });
    const { execute } = setup('expired', gateway);
    gateway.releaseRefresh();
    await execute(QUERY);
    const [refresh] = gateway.refreshCalls();
    expect(refresh.authorization).toBeNull();
    expect(refresh.credentials).toBe('include');
    expect(refresh.requestedWith).toBe('fetch');
    expect(refresh.body).toEqual({ documentId: '1ff628cf86dfe9adc959b94247e2ccc7d918f8c7ff2219478020718b16a666d0', variables: {} });
    expect(REFRESH_TOKEN_MUTATION).toBe('mutation { refreshToken { accessToken user { id name email emailVerified role } } }');
  });

  it('does not refresh again for a 401 that comes back after another request already refreshed', async () => {
    const gateway = fakeGateway({ validToken: 'fresh', refresh: 'ok' });
    const { execute } = setup('expired', gateway);
    gateway.releaseRefresh();
    await execute(QUERY);
    expect(gateway.refreshCalls()).toHaveLength(1);

    // A request sent with the old token whose 401 arrives late: replayed with the current token.
    const late = createAuthedFetcher({
      fetch: gateway.fetchMock as unknown as typeof fetch,
      endpoint: '/graphql',
      getAccessToken: (() => {
        let first = true;
        return () => {
          if (first) {
            first = false;
            return 'expired';
          }
          return 'fresh';
        };
      })(),
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
    });
    await expect(late(QUERY)).resolves.toEqual({ data: { viewer: { id: ADMIN.id } } });
    expect(gateway.refreshCalls()).toHaveLength(1);
  });

  it('clears the auth state once and fails every waiting request when the refresh fails', async () => {
    const gateway = fakeGateway({ validToken: 'fresh', refresh: 'fail' });
    const { execute, onRefreshed, onRefreshFailed, token } = setup('expired', gateway);

    const requests = Array.from({ length: 3 }, () => execute(QUERY));
    await flush();
    gateway.releaseRefresh();
    const results = await Promise.allSettled(requests);

    expect(gateway.refreshCalls()).toHaveLength(1);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(token()).toBeNull();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as GraphQLRequestError;
      expect(reason).toBeInstanceOf(GraphQLRequestError);
      expect(reason.message).toBe('Your session has expired.');
      expect(reason.status).toBe(401);
      expect(reason.code).toBe('UNAUTHENTICATED');
    }
    // No replay after a failed refresh.
    expect(gateway.calls.filter((c) => c.authorization === 'Bearer fresh')).toHaveLength(0);
  });

  it('treats a network error during the refresh as a failed refresh', async () => {
    const gateway = fakeGateway({ validToken: 'fresh', refresh: 'network-error' });
    const { execute, onRefreshFailed } = setup('expired', gateway);
    gateway.releaseRefresh();
    await expect(execute(QUERY)).rejects.toThrow('Your session has expired.');
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh for a later 401 once the previous refresh has finished', async () => {
    const gateway = fakeGateway({ validToken: 'fresh', refresh: 'fail' });
    const { execute, onRefreshFailed } = setup('expired', gateway);
    gateway.releaseRefresh();
    await expect(execute(QUERY)).rejects.toThrow();
    await expect(execute(QUERY)).rejects.toThrow();
    expect(gateway.refreshCalls()).toHaveLength(2);
    expect(onRefreshFailed).toHaveBeenCalledTimes(2);
  });

  it("surfaces GraphQL errors of a 200 answer with the server's first message", async () => {
    const fetchMock = vi.fn(async () =>
      json({
        data: null,
        errors: [
          { message: 'Invalid email or password', extensions: { code: 'BAD_USER_INPUT' } },
          { message: 'second' },
        ],
      }),
    );
    const execute = createAuthedFetcher({
      fetch: fetchMock as unknown as typeof fetch,
      endpoint: '/graphql',
      getAccessToken: () => null,
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
    });
    const error = await execute(QUERY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).message).toBe('Invalid email or password');
    expect((error as GraphQLRequestError).code).toBe('BAD_USER_INPUT');
    expect((error as GraphQLRequestError).errors).toHaveLength(2);
  });

  it('uses the generic fallback when the server sent no message', async () => {
    const execute = createAuthedFetcher({
      fetch: (async () => new Response('Bad gateway', { status: 502 })) as unknown as typeof fetch,
      endpoint: '/graphql',
      getAccessToken: () => null,
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
    });
    await expect(execute(QUERY)).rejects.toThrow('Something went wrong');
  });

  it('does not refresh twice when the replay is refused too', async () => {
    let refreshes = 0;
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { documentId?: string };
      if (body.documentId === REFRESH_ID) {
        refreshes += 1;
        return json({ data: { refreshToken: { accessToken: `t${refreshes}`, user: ADMIN } } });
      }
      return unauthenticated();
    });
    let token: string | null = 't0';
    const execute = createAuthedFetcher({
      fetch: fetchMock as unknown as typeof fetch,
      endpoint: '/graphql',
      getAccessToken: () => token,
      onRefreshed: (s) => {
        token = s.accessToken;
      },
      onRefreshFailed: vi.fn(),
    });
    await expect(execute(QUERY)).rejects.toThrow('Your session has expired.');
    expect(refreshes).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends uploadables as a GraphQL multipart request', async () => {
    const fetchMock = vi.fn(async () => json({ data: { uploadDishImage: { key: 'k' } } }));
    const execute = createAuthedFetcher({
      fetch: fetchMock as unknown as typeof fetch,
      endpoint: '/graphql',
      getAccessToken: () => 'good',
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
    });
    const file = new Blob(['png'], { type: 'image/png' });
    await execute({
      query: 'mutation Upload($input: UploadInput!) { uploadDishImage(input: $input) { key } }',
      variables: { input: { name: 'x' } },
      uploadables: { 'input.file': file },
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer good');
    expect(headers.has('Content-Type')).toBe(false);
    // A multipart body is one a cross-site form could send: the gateway wants this header with it.
    expect(headers.get('X-Requested-With')).toBe('fetch');
    const form = init.body as FormData;
    expect(JSON.parse(String(form.get('operations')))).toMatchObject({
      variables: { input: { name: 'x', file: null } },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ '0': ['variables.input.file'] });
    expect(form.get('0')).toBeInstanceOf(Blob);
  });

  it('sends a compiled document by its id, without its text, in JSON and in multipart bodies', async () => {
    const fetchMock = vi.fn(async () => json({ data: { ok: true } }));
    const execute = createAuthedFetcher({
      fetch: fetchMock as unknown as typeof fetch,
      endpoint: '/graphql',
      getAccessToken: () => 'good',
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
    });
    const id = 'a'.repeat(64);
    await execute({ documentId: id, query: null, variables: { n: 1 }, operationName: 'Q' });
    const first = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(first.body))).toEqual({ documentId: id, variables: { n: 1 }, operationName: 'Q' });

    await execute({ documentId: id, variables: { input: {} }, uploadables: { 'input.file': new Blob(['png']) } });
    const second = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String((second.body as FormData).get('operations')))).toEqual({ documentId: id, variables: { input: { file: null } } });
  });
});
