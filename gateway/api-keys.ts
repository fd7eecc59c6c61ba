// API keys at the door: a bearer value shaped like a key (fmk_…) is checked here instead of as an
// access token. Each key may send API_KEY_REQUESTS_PER_MINUTE requests a minute (counted in the
// database, so all gateways share the count); every use is logged with the key's id, never its
// value; lastUsedAt is kept to the minute without a write per request.
import { API_KEY_MESSAGES } from '@freshmeals/rules/api-keys';
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import { checkApiKey } from '../schema/api-keys/keys.ts';
import type { BackgroundTasks } from '../schema/context.ts';
import { hit } from '../schema/rate-limit.ts';
import type { ViewerResult } from './context.ts';
import type { Logger } from './logger.ts';

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
  requestsPerMinute: number;
}

export type ApiKeyAuth = (request: Request, key: string) => Promise<ViewerResult>;

export function createApiKeyAuth({ prisma, now, logger, background, requestsPerMinute }: ApiKeyAuthOptions): ApiKeyAuth {
  return async (request, key) => {
    const at = now();
    const path = new URL(request.url).pathname;
    const check = await checkApiKey(prisma, key, at);
    if (!check.ok) {
      logger.info({ reason: check.reason, method: request.method, path }, 'api key refused');
      return { error: REFUSALS[check.reason] };
    }
    const wait = await hit(prisma, `api-key:${check.keyId}`, { limit: requestsPerMinute, windowSeconds: 60 }, at);
    if (wait > 0) {
      logger.info({ apiKeyId: check.keyId, method: request.method, path }, 'api key rate limited');
      return { error: API_KEY_MESSAGES.rateLimited, status: 429, retryAfter: wait };
    }
    logger.info({ apiKeyId: check.keyId, method: request.method, path }, 'api key used');
    if (!check.lastUsedAt || at.getTime() - check.lastUsedAt.getTime() >= 60_000) {
      background.run('api key last use', () => prisma.apiKey.update({ where: { id: check.keyId }, data: { lastUsedAt: at } }));
    }
    return { viewer: check.viewer };
  };
}
