// API keys: making one, and telling whether a presented key is good. A key is
// `fmk_<prefix>_<secret>`: the prefix (random, 12 characters) finds the row and tells keys apart in
// lists; only the sha256 of the whole key is stored, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { Viewer } from '../context.ts';

const KEY_PATTERN = /^fmk_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
const PREFIX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Whether a bearer value is shaped like an API key (an access token never is). */
export const looksLikeApiKey = (value: string) => value.startsWith('fmk_');

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newApiKey(): { key: string; prefix: string; secretHash: string } {
  const bytes = randomBytes(12);
  const prefix = Array.from(bytes, (b) => PREFIX_ALPHABET[b % PREFIX_ALPHABET.length]).join('');
  const key = `fmk_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, secretHash: hashKey(key) };
}

export type ApiKeyCheck =
  | { ok: true; viewer: Viewer; keyId: number; lastUsedAt: Date | null }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'owner' };

/**
 * The viewer a key acts as: its maker, an admin, read-only when the key is. Refused when unknown,
 * revoked, expired, or when its maker is no longer an enabled admin.
 */
export async function checkApiKey(prisma: PrismaClient, key: string, now: Date): Promise<ApiKeyCheck> {
  const match = KEY_PATTERN.exec(key);
  if (!match) return { ok: false, reason: 'unknown' };
  const row = await prisma.apiKey.findUnique({
    where: { prefix: match[1]! },
    select: {
      id: true,
      role: true,
      secretHash: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
      createdBy: { select: { id: true, role: true, isDisabled: true } },
    },
  });
  if (!row) return { ok: false, reason: 'unknown' };
  const expected = Buffer.from(row.secretHash, 'hex');
  const given = Buffer.from(hashKey(key), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt && row.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (row.createdBy.role !== 'admin' || row.createdBy.isDisabled) return { ok: false, reason: 'owner' };
  return {
    ok: true,
    keyId: row.id,
    lastUsedAt: row.lastUsedAt,
    viewer: { id: row.createdBy.id, role: 'admin', apiKey: { id: row.id, readOnly: row.role === 'readonly' } },
  };
}
