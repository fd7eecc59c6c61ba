// What the e-mailed-code flows share (verification, password reset, sign-in by code): the answers to
// a wrong code, the per-client limits, one code every 30 seconds per address, and the request half
// that answers alike for every address and does the address's own work after the response.
import type { CodePurpose } from '../../prisma/generated/client/enums.ts';
import type { Context } from '../context.ts';
import { badInput } from '../errors.ts';
import { enforce, hit, type RateLimitRule } from '../rate-limit.ts';
import { checkCode, CODES_PER_ADDRESS_PER_HOUR, noteCodeRequest } from './codes.ts';

export const RESEND_COOLDOWN_SECONDS = 30;
export const INVALID_CODE = 'Invalid or expired code';
export const TOO_MANY_CODE_ATTEMPTS = 'Too many wrong attempts. Please request a new code.';

/** A per-client-address limit (one shared NAT address may carry several people). */
export const perClient = (ctx: Context, limit: number, windowSeconds: number): RateLimitRule => ({
  limit: limit * ctx.auth.rateLimitMultiplier,
  windowSeconds,
});

/** One new code per address every RESEND_COOLDOWN_SECONDS, whoever asks. */
export const codeCooldown: RateLimitRule = {
  limit: 1,
  windowSeconds: RESEND_COOLDOWN_SECONDS,
  message: `Please wait ${RESEND_COOLDOWN_SECONDS} seconds before requesting a new code.`,
};

/**
 * A request for a code: `<limitKey>-ip:` caps the client at 20 an hour and `<limitKey>:` the address
 * at one every 30 seconds. Past the address's hourly share of codes the caller answers as usual and
 * nothing is sent, so the answer tells nothing about the address; otherwise `complete` (which looks
 * the address up and sends the code) runs after the response.
 */
export async function requestCode(
  ctx: Context,
  request: { purpose: CodePurpose; email: string; limitKey: string; label: string; complete: (now: Date) => Promise<void> },
): Promise<void> {
  const { purpose, email, limitKey } = request;
  const now = ctx.now();
  await enforce(ctx.prisma, `${limitKey}-ip:${ctx.clientIp}`, perClient(ctx, 20, 3600), now);
  await enforce(ctx.prisma, `${limitKey}:${email}`, codeCooldown, now);
  const wait = await hit(ctx.prisma, `codes:${purpose}:${email}`, { limit: CODES_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }, now);
  if (wait > 0) return;
  await noteCodeRequest(ctx.prisma, purpose, email, ctx.clientIp, now);
  ctx.background.run(request.label, () => request.complete(now));
}

/**
 * The id of the live code `code` for the address, or the client's answer: too many wrong tries,
 * or one message for a wrong code, an expired one and an address that has none (`userId` null).
 */
export async function acceptedCode(
  ctx: Context,
  purpose: CodePurpose,
  email: string,
  userId: number | null,
  code: string,
  now: Date,
): Promise<number> {
  const check = await checkCode(ctx.prisma, ctx.auth.codeSecret, email, userId, purpose, code, now, ctx.clientIp);
  if (check.result === 'too_many_attempts') throw badInput(TOO_MANY_CODE_ATTEMPTS, 'code');
  if (check.result !== 'ok' || userId === null) throw badInput(INVALID_CODE, 'code');
  return check.codeId;
}
