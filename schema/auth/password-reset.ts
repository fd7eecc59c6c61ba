// Forgot password (DESIGN.md section 4): the login page's link starts a reset by an e-mailed
// 6-digit code with the same rules as verification (schema/auth/codes.ts): CSPRNG, HMAC-stored,
// 10 minutes, single use, 5 wrong tries. The request answers the same whether or not the address
// is registered, so it cannot be used to find out who has an account.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput } from '../errors.ts';
import { enforce } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import { requestPasswordResetSchema, resetPasswordSchema } from '../validation/auth.ts';
import { MessagePayload, RESEND_COOLDOWN_SECONDS } from './auth.ts';
import { consumeCode, issueCode } from './codes.ts';
import { passwordResetEmail } from './emails.ts';
import { hashPassword } from './password.ts';
import { endAllSessions } from './sessions.ts';

export const RESET_REQUEST_MESSAGE = 'If an account exists for this email, we sent a 6-digit code to reset your password.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in.';
const INVALID_CODE = 'Invalid or expired code';
const TOO_MANY_ATTEMPTS = 'Too many wrong attempts. Please request a new code.';

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    code: t.string({ required: true }),
    password: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
  }),
});

/** A per-client-address limit (one shared NAT address may carry several people). */
const perClient = (ctx: Context, limit: number, windowSeconds: number) => ({
  limit: limit * ctx.auth.rateLimitMultiplier,
  windowSeconds,
});

const cooldown = {
  limit: 1,
  windowSeconds: RESEND_COOLDOWN_SECONDS,
  message: `Please wait ${RESEND_COOLDOWN_SECONDS} seconds before requesting a new code.`,
};

/** Who may reset: an enabled account that has a password or a pending invitation. */
async function resettableUser(ctx: Context, email: string) {
  const user = await ctx.prisma.user.findUnique({ where: { email } });
  if (!user || user.isDisabled) return null;
  if (user.passwordHash) return user;
  const invited = await ctx.prisma.emailCode.count({ where: { userId: user.id, purpose: 'set_password' } });
  return invited > 0 ? user : null;
}

builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: MessagePayload,
    description:
      'Forgot password: e-mails a 6-digit reset code if the address has an account. ' +
      'Answers the same either way; at most one code every 30 seconds per address.',
    authScopes: { public: true },
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(requestPasswordResetSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `reset-ip:${ctx.clientIp}`, perClient(ctx, 20, 3600), now);
      await enforce(ctx.prisma, `reset:${email}`, cooldown, now);
      const user = await resettableUser(ctx, email);
      if (user) {
        const code = await issueCode(ctx.prisma, ctx.auth.codeSecret, user.id, 'reset_password', now);
        await ctx.mailer.send(passwordResetEmail(user.email, user.name, code));
      }
      return { message: RESET_REQUEST_MESSAGE };
    },
  }),

  resetPassword: t.field({
    type: MessagePayload,
    description:
      'Sets a new password with the e-mailed reset code (sign-up password rules). ' +
      'Marks the e-mail verified and ends every session of the user.',
    authScopes: { public: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email, code, password } = parseInput(resetPasswordSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `reset-verify-ip:${ctx.clientIp}`, perClient(ctx, 30, 600), now);
      // Hash before looking the user up, so the timing does not tell whether the address is known.
      const passwordHash = await hashPassword(password);
      const user = await resettableUser(ctx, email);
      if (!user) throw badInput(INVALID_CODE, 'code');
      const result = await consumeCode(ctx.prisma, ctx.auth.codeSecret, user.id, 'reset_password', code, now);
      if (result === 'too_many_attempts') throw badInput(TOO_MANY_ATTEMPTS, 'code');
      if (result !== 'ok') throw badInput(INVALID_CODE, 'code');
      await ctx.prisma.$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { passwordHash, emailVerified: true } });
        await endAllSessions(tx, user.id, now);
        // A pending invitation link would set the password again: it is used up now.
        await tx.emailCode.updateMany({
          where: { userId: user.id, purpose: 'set_password', consumedAt: null },
          data: { consumedAt: now },
        });
      });
      return { message: RESET_DONE_MESSAGE };
    },
  }),
}));
