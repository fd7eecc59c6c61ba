// The GraphQL transport of the shell: bearer token on every call, one refresh on a 401,
// replay of the waiting requests with the new token, and the auth state cleared when the
// refresh fails. Kept free of Relay and of the store so it can be
// tested with a fake fetch.
import type { SessionUser } from '../contract.ts';
import { HOST_DOCUMENT_IDS, REFRESH_TOKEN_MUTATION } from './documents.ts';
import { readEventStream } from './event-stream.ts';

export interface GraphQLRequest {
  /** The document's text: sent as is only when it has no id (see `documentId`). */
  query?: string | null;
  /**
   * The id of a compiled document (Relay's persisted query id, the SHA-256 of its text), sent
   * instead of the text as `{ documentId, variables }`: the gateway accepts only the apps' own
   * documents from browsers. The host's own documents (./documents.ts) are sent by id too.
   */
  documentId?: string | null;
  variables?: Record<string, unknown>;
  operationName?: string | null;
  /**
   * Files sent with the GraphQL multipart request spec (graphql-yoga implements it). Each key is
   * the dotted path of the variable that receives the file, e.g. `file` or `input.image`.
   */
  uploadables?: Record<string, Blob> | null;
}

export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorEntry[];
  extensions?: Record<string, unknown>;
}

export interface RefreshedSession {
  accessToken: string;
  user: SessionUser;
}

export interface AuthedFetcherOptions {
  /** `fetch` to use (a fake one in tests). */
  fetch: typeof fetch;
  /** The GraphQL endpoint, `/graphql` in the browser. */
  endpoint: string;
  /** The access token currently held, or null. Read again before each attempt. */
  getAccessToken(): string | null;
  /** Called with the new session after a successful refresh (stores it). */
  onRefreshed(session: RefreshedSession): void;
  /** Called once when a refresh fails (clears the auth state). */
  onRefreshFailed(): void;
}

/**
 * Sent with every GraphQL request. The gateway refuses a request that carries the refresh-token
 * cookie in a body a cross-site HTML form could also send (multipart, url-encoded, text/plain)
 * unless this header is there: a page on another site cannot set it without a CORS preflight,
 * which the gateway grants only to its own origins.
 */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'fetch' } as const;

export { REFRESH_TOKEN_MUTATION };

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/** An error as the UI sees it: `message` is the server's first message. */
export class GraphQLRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: GraphQLErrorEntry[];

  constructor(message: string, status: number, errors: GraphQLErrorEntry[] = []) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.status = status;
    this.errors = errors;
    this.code = errors[0]?.extensions?.code;
  }
}

async function readJson(response: Response): Promise<GraphQLResponse | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as GraphQLResponse) : null;
  } catch {
    return null;
  }
}

function firstMessage(body: GraphQLResponse | null): string | undefined {
  const message = body?.errors?.[0]?.message;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.emailVerified === 'boolean' &&
    (user.role === 'admin' || user.role === 'kitchen' || user.role === 'delivery' || user.role === 'customer')
  );
}

function setAtPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    if (!child || typeof child !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

/** Builds a body of the GraphQL multipart request spec: operations, map, then the files. */
export function toMultipart(
  operation: { query?: string; documentId?: string; variables: Record<string, unknown>; operationName?: string },
  uploadables: Record<string, Blob>,
): FormData {
  const variables = structuredClone(operation.variables);
  const map: Record<string, string[]> = {};
  const entries = Object.entries(uploadables);
  entries.forEach(([path], index) => {
    setAtPath(variables, path.split('.'), null);
    map[String(index)] = [`variables.${path}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  form.append('map', JSON.stringify(map));
  entries.forEach(([, file], index) => form.append(String(index), file));
  return form;
}

/**
 * Returns `execute(request)`, which resolves with the GraphQL response body (data without errors)
 * or rejects with a {@link GraphQLRequestError}.
 */
export function createAuthedFetcher(options: AuthedFetcherOptions) {
  const { endpoint } = options;
  // The refresh in flight, shared by every request that failed with a 401 meanwhile.
  let refreshing: Promise<string | null> | null = null;

  function post(request: GraphQLRequest, token: string | null, stream?: { accept: string; signal: AbortSignal }): Promise<Response> {
    const headers: Record<string, string> = { Accept: stream?.accept ?? 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value };
    if (token) headers.Authorization = `Bearer ${token}`;
    const documentId = request.documentId ?? (request.query ? HOST_DOCUMENT_IDS.get(request.query) : undefined);
    const operation = {
      ...(documentId ? { documentId } : { query: request.query ?? '' }),
      variables: request.variables ?? {},
      ...(request.operationName ? { operationName: request.operationName } : {}),
    };
    let body: string | FormData;
    if (request.uploadables && Object.keys(request.uploadables).length > 0) {
      body = toMultipart(operation, request.uploadables);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(operation);
    }
    return options.fetch(endpoint, { method: 'POST', headers, credentials: 'include', body, signal: stream?.signal });
  }

  async function runRefresh(): Promise<string | null> {
    try {
      // No bearer header: the refresh token travels as an HttpOnly cookie.
      const response = await post({ query: REFRESH_TOKEN_MUTATION }, null);
      const body = response.ok ? await readJson(response) : null;
      const payload = (body?.data as { refreshToken?: { accessToken?: unknown; user?: unknown } } | null)
        ?.refreshToken;
      if (!body?.errors?.length && payload && typeof payload.accessToken === 'string' && payload.accessToken) {
        if (isSessionUser(payload.user)) {
          options.onRefreshed({ accessToken: payload.accessToken, user: payload.user });
          return payload.accessToken;
        }
      }
    } catch {
      // network failure: treated as a failed refresh
    }
    options.onRefreshFailed();
    return null;
  }

  /** One refresh at a time: later callers join the one in flight. */
  function refresh(): Promise<string | null> {
    if (!refreshing) {
      refreshing = runRefresh().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function toResult(response: Response): Promise<GraphQLResponse> {
    const body = await readJson(response);
    const message = firstMessage(body);
    if (!response.ok) {
      throw new GraphQLRequestError(message ?? FALLBACK_ERROR_MESSAGE, response.status, body?.errors ?? []);
    }
    if (!body) throw new GraphQLRequestError(FALLBACK_ERROR_MESSAGE, response.status);
    if (body.errors && body.errors.length > 0) {
      throw new GraphQLRequestError(message ?? FALLBACK_ERROR_MESSAGE, response.status, body.errors);
    }
    return body;
  }

  /**
   * The token to replay with after `sentToken` was refused: the one another request has already
   * swapped it for, else a refreshed one (or the refresh in flight); null when the refresh fails.
   */
  async function tokenAfterRefusal(sentToken: string | null): Promise<string | null> {
    if (refreshing) return refreshing;
    const current = options.getAccessToken();
    return current && current !== sentToken ? current : refresh();
  }

  async function execute(request: GraphQLRequest): Promise<GraphQLResponse> {
    const sentToken = options.getAccessToken();
    const first = await post(request, sentToken);
    if (first.status !== 401) return toResult(first);

    const next = await tokenAfterRefusal(sentToken);
    if (!next) return toResult(first);
    return toResult(await post(request, next));
  }

  /**
   * Watches a subscription over server-sent events: `sink.next` gets each result, `sink.complete`
   * the server's end of it, `sink.error` a refusal (a GraphQLRequestError with the server's message)
   * or a dropped connection. Returns the function that hangs up. A refused token is refreshed once,
   * as for any request.
   */
  function subscribe(request: GraphQLRequest, sink: SubscriptionSink): () => void {
    const hangUp = new AbortController();
    const open = (token: string | null) => post(request, token, { accept: 'text/event-stream', signal: hangUp.signal });
    void (async () => {
      const sentToken = options.getAccessToken();
      let response = await open(sentToken);
      if (response.status === 401) {
        const next = await tokenAfterRefusal(sentToken);
        if (next) response = await open(next);
      }
      // A refusal comes as a stream too (its one result carries the errors, the status says which).
      if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        await toResult(response);
        throw new GraphQLRequestError(FALLBACK_ERROR_MESSAGE, response.status);
      }
      let completed = false;
      await readEventStream(response.body, ({ event, data }) => {
        if (event === 'complete') {
          completed = true;
          return;
        }
        if (event !== 'next') return;
        const body = JSON.parse(data) as GraphQLResponse;
        if (body.errors?.length) throw new GraphQLRequestError(firstMessage(body) ?? FALLBACK_ERROR_MESSAGE, response.status, body.errors);
        sink.next(body);
      });
      if (completed) sink.complete();
      else throw new Error('The live connection closed');
    })().catch((error: unknown) => {
      const hungUp = hangUp.signal.aborted;
      hangUp.abort();
      if (!hungUp) sink.error(error instanceof Error ? error : new Error(String(error)));
    });
    return () => hangUp.abort();
  }

  return Object.assign(execute, { subscribe });
}

export interface SubscriptionSink {
  next(result: GraphQLResponse): void;
  error(error: Error): void;
  complete(): void;
}

export type AuthedFetcher = ReturnType<typeof createAuthedFetcher>;
