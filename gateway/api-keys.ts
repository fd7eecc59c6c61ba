// API keys at the door: a bearer value shaped like a key (fmk_…) is checked here instead of as an
// access token. Each key has a budget of API_KEY_COST_PER_MINUTE cost points a minute (the query
// cost of gateway/query-analysis.ts, so one heavy query counts as heavy), counted in the database,
// so all gateways share it. Every use is logged with the key's id, never its value; lastUsedAt is
// kept to the minute without a write per request.
import { API_KEY_MESSAGES, apiKeyOverBudget } from '@freshmeals/rules/api-keys';
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import { checkApiKey, looksLikeApiKey } from '../schema/api-keys/keys.ts';
import type { BackgroundTasks } from '../schema/context.ts';
import { budget, spend, type BudgetState, type RateLimitRule } from '../schema/rate-limit.ts';
import type { ViewerResult } from './context.ts';
import type { Logger } from './logger.ts';
import { REST_BASE } from './rest/facade.ts';
import { currentApiKeyBudget, setApiKeyBudget, type ApiKeyBudget } from './request-context.ts';

const REFUSALS = {
  unknown: API_KEY_MESSAGES.invalid,
  revoked: API_KEY_MESSAGES.revokedKey,
  expired: API_KEY_MESSAGES.expiredKey,
  owner: API_KEY_MESSAGES.ownerGone,
} as const;

export interface ApiKeyAuthOptions {
  prisma: PrismaClient;
  now: () => Date;
  logger: Logger;
  background: BackgroundTasks;
  /** Cost points one key may spend per minute, all gateways together. */
  costPerMinute: number;
}

export interface ApiKeyAuth {
  /**
   * Checks a key and charges `cost` points (at least 1) to its budget: a request the budget cannot
   * cover is refused with 429 and charged nothing. Without a cost (an upload admitted before its
   * document is read) nothing is charged, and a key with no points left is refused.
   */
  (request: Request, key: string, cost?: number): Promise<ViewerResult>;
  /** What a valid key has left, charging nothing (for the headers of a request refused before it was charged); null for a refused key. */
  budget(key: string): Promise<ApiKeyBudget | null>;
}

/** The RateLimit headers of an API key's answer: the budget, what is left, the seconds until it starts over. */
export function rateLimitHeaders(state: ApiKeyBudget): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.resetSeconds),
  };
}

export function createApiKeyAuth({ prisma, now, logger, background, costPerMinute }: ApiKeyAuthOptions): ApiKeyAuth {
  const rule: RateLimitRule = { limit: costPerMinute, windowSeconds: 60 };
  const counter = (keyId: number) => `api-key:${keyId}`;

  const auth = async (request: Request, key: string, cost?: number): Promise<ViewerResult> => {
    const at = now();
    const path = new URL(request.url).pathname;
    const check = await checkApiKey(prisma, key, at);
    if (!check.ok) {
      logger.info({ reason: check.reason, method: request.method, path }, 'api key refused');
      return { error: REFUSALS[check.reason] };
    }
    const points = cost === undefined ? 0 : Math.max(1, Math.ceil(cost));
    let left: BudgetState;
    let refused: boolean;
    if (cost === undefined) {
      left = await budget(prisma, counter(check.keyId), rule, at);
      refused = left.remaining < 1;
    } else {
      const { spent, ...state } = await spend(prisma, counter(check.keyId), rule, points, at);
      left = state;
      refused = !spent;
    }
    setApiKeyBudget(left);
    if (refused) {
      logger.info({ apiKeyId: check.keyId, method: request.method, path, cost: points, remaining: left.remaining }, 'api key rate limited');
      return { error: apiKeyOverBudget(cost === undefined ? null : points, left.remaining, left.limit, left.resetSeconds), status: 429, retryAfter: left.resetSeconds };
    }
    logger.info({ apiKeyId: check.keyId, method: request.method, path, cost: points }, 'api key used');
    if (!check.lastUsedAt || at.getTime() - check.lastUsedAt.getTime() >= 60_000) {
      background.run('api key last use', () => prisma.apiKey.update({ where: { id: check.keyId }, data: { lastUsedAt: at } }));
    }
    return { viewer: check.viewer };
  };

  return Object.assign(auth, {
    async budget(key: string): Promise<ApiKeyBudget | null> {
      const at = now();
      const check = await checkApiKey(prisma, key, at);
      if (!check.ok) return null;
      const { limit, remaining, resetSeconds } = await budget(prisma, counter(check.keyId), rule, at);
      return { limit, remaining, resetSeconds };
    },
  });
}

/** The API key a request is made with (`Authorization: Bearer fmk_…`), else null. */
function bearerApiKey(request: Request): string | null {
  const [scheme, token] = (request.headers.get('authorization') ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && looksLikeApiKey(token) ? token : null;
}

/**
 * Adds the RateLimit headers to the answer of a request made with a valid API key (GraphQL and REST
 * alike, refusals included): what its charge left, or, for a request refused before it was charged
 * (a document that does not validate, a REST route's bad input), the budget as it stands, read
 * without charging. Answers outside /graphql and the REST facade get them only when a charge was made.
 */
export async function withApiKeyBudget(apiKeys: ApiKeyAuth, request: Request, response: Response): Promise<Response> {
  let state = currentApiKeyBudget();
  const path = new URL(request.url).pathname;
  const api = path === '/graphql' || path === REST_BASE || path.startsWith(`${REST_BASE}/`);
  if (!state && api && response.status !== 401) {
    const key = bearerApiKey(request);
    if (key) state = (await apiKeys.budget(key)) ?? undefined;
  }
  if (state) for (const [name, value] of Object.entries(rateLimitHeaders(state))) response.headers.set(name, value);
  return response;
}
