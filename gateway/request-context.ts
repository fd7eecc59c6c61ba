// The request a piece of work is done for, without passing it around: the gateway runs each HTTP
// request inside an AsyncLocalStorage with its id, and so does the job queue for each job run with
// the id of the request that added the job. The logger reads it for every line (gateway/logger.ts),
// GraphQL errors carry it, and the response names it in X-Request-Id, so a client quoting that id
// leads to every log line of its request, and of the e-mails and other jobs it started.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id may look like: short, and nothing that could break a log line or a header. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface RequestContext {
  requestId?: string;
  /** The route that served the request, once the router knows it (a REST route's path pattern). */
  route?: string;
  /** What the request's API key has left of its cost budget once charged (gateway/api-keys.ts), for its RateLimit headers. */
  apiKeyBudget?: ApiKeyBudget;
}

/** An API key's cost budget: points per window, the points left, the seconds until the window starts over. */
export interface ApiKeyBudget {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function isValidRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VALID_REQUEST_ID.test(value);
}

/**
 * The id of a request: the X-Request-Id a trusted proxy passed on, when it is a valid one, else a
 * fresh random one. A client talking to the gateway directly cannot choose it, so it cannot make
 * its requests' log lines look like another's.
 */
export function requestIdFor(incoming: string | null | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && isValidRequestId(incoming) ? incoming : randomUUID();
}

/** Runs `fn` as work for that request id; undefined runs it for no request (a scheduled job). */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return storage.run(requestId === undefined ? {} : { requestId }, fn);
}

/** The id of the request the current work is done for, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Names the route serving the current request, for its log line; nothing outside a request. */
export function setRequestRoute(route: string): void {
  const store = storage.getStore();
  if (store) store.route = route;
}

export function currentRequestRoute(): string | undefined {
  return storage.getStore()?.route;
}

/** Records what the current request's API key has left (its last charge wins: a REST route may run twice). */
export function setApiKeyBudget(budget: ApiKeyBudget): void {
  const store = storage.getStore();
  if (store) store.apiKeyBudget = budget;
}

export function currentApiKeyBudget(): ApiKeyBudget | undefined {
  return storage.getStore()?.apiKeyBudget;
}

/**
 * `{ requestId }` of the current request, or nothing: spread into the extensions of a GraphQL error
 * the gateway writes itself, so that it names its request as yoga's answers do.
 */
export function requestIdField(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { requestId };
}
