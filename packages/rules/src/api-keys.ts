// API keys for integrations: the admin screen's form and the GraphQL mutations share these rules and
// messages. zod only.
import { z } from 'zod';

export const API_KEY_ROLES = ['readonly', 'admin'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];
export const API_KEY_ROLE_LABELS: Record<ApiKeyRole, string> = { readonly: 'Read-only admin', admin: 'Full admin' };
export const API_KEY_NAME_MAX_LENGTH = 60;
export { API_KEYS_PAGE_SIZE } from './lists.ts';
/**
 * Cost points one key may spend per minute, all gateways together (API_KEY_COST_PER_MINUTE): a
 * request costs its query's cost (a small query 10-30, the heaviest accepted 1,000), at least 1. A
 * request the rest of the minute's budget cannot cover gets 429 with Retry-After.
 */
export const API_KEY_COST_PER_MINUTE = 10_000;

export const API_KEY_MESSAGES = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
  role: 'Select a role',
  expiry: 'Expiry must be a date after today',
  notFound: 'API key not found',
  alreadyRevoked: 'This API key is already revoked',
  readOnly: 'This API key is read-only',
  keysCannotManageKeys: 'API keys cannot manage API keys; sign in as an admin',
  invalid: 'Invalid API key',
  revokedKey: 'This API key has been revoked',
  expiredKey: 'This API key has expired',
  ownerGone: 'The admin who made this API key can no longer use it',
  created: 'API key created',
  revoked: 'API key revoked',
  shownOnce: 'Copy this key now. It will not be shown again.',
} as const;

/**
 * The refusal of a request its API key's budget cannot cover: what it costs, what is left, when it
 * starts over. A request refused before its cost is known (`cost` null: the key has nothing left)
 * names no cost rather than a made-up one.
 */
export const apiKeyOverBudget = (cost: number | null, remaining: number, limit: number, resetSeconds: number) =>
  (cost === null
    ? `This API key has used all of its ${limit} points a minute. `
    : `This request costs ${cost} points and this API key has ${remaining} of its ${limit} points a minute left. `) +
  `Try again in ${resetSeconds} ${resetSeconds === 1 ? 'second' : 'seconds'}.`;

const m = API_KEY_MESSAGES;

export const createApiKeySchema = z.object({
  name: z.string({ error: m.name }).trim().min(1, m.name).max(API_KEY_NAME_MAX_LENGTH, m.nameTooLong),
  role: z.enum(API_KEY_ROLES, { error: m.role }),
  /** The last day the key works (YYYY-MM-DD, business time zone); null: no expiry. */
  expiresOn: z.iso.date({ error: m.expiry }).nullable(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** The form's rule for the expiry day, given today's business date: strictly after it. */
export const expiryAfter = (today: string) => (expiresOn: string | null) => expiresOn === null || expiresOn > today;
