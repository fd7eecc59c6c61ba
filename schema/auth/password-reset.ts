// Forgot password: the login page's link starts a reset by an e-mailed
// 6-digit code with the same rules as verification (schema/auth/codes.ts): CSPRNG, HMAC-stored,
// 10 minutes, single use, 5 wrong tries per client. The request answers the same whether or not the address
// is registered, so it cannot be used to find out who has an account: the work that depends on
// the address runs after the response, wrong codes are counted for every address alike
// (schema/auth/codes.ts), and at most 5 codes an hour go to one address, whoever asks.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput } from '../errors.ts';
import { enforce } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import { requestPasswordResetSchema, resetPasswordSchema } from '@freshmeals/rules/auth';
import { MessagePayload, placeholderName } from './auth.ts';
import { acceptedCode, INVALID_CODE, perClient, requestCode } from './code-flows.ts';
import { consumeCode, issueCode } from './codes.ts';
import { passwordResetEmail } from './emails.ts';
import { clearLoginFailures } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { endAllSessions } from './sessions.ts';

export const RESET_REQUEST_MESSAGE = 'If an account exists for this email, we sent a 6-digit code to reset your password.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in.';

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  description: 'Who forgot their password.',
  fields: (t) => ({ email: t.string({ description: 'The account\'s e-mail address; a reset code goes there if it has an account.', required: true }) }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: 'A new password with the e-mailed reset code.',
  fields: (t) => ({
    email: t.string({ description: 'The account\'s e-mail address.', required: true }),
    code: t.string({ description: 'The 6-digit code from the e-mail.', required: true }),
    password: t.string({ description: 'The new password (the sign-up rules).', required: true }),
    confirmPassword: t.string({ description: 'The new password again.', required: true }),
  }),
});

/**
 * Who may reset: an enabled account that has a password or a pending invitation. The same two
 * statements run for every address.
 */
async function resettableUser(ctx: Context, email: string) {
  const user = await ctx.prisma.user.findUnique({ where: { email } });
  const invited = await ctx.prisma.emailCode.count({ where: { userId: user?.id ?? -1, purpose: 'set_password' } });
  if (!user || user.isDisabled) return null;
  return user.passwordHash || invited > 0 ? user : null;
}

/** The part of a request that depends on the address: after the response. */
async function completeRequest(ctx: Context, email: string, now: Date) {
  const user = await resettableUser(ctx, email);
  if (!user) return;
  const code = await issueCode(ctx.prisma, ctx.auth.codeSecret, user.id, 'reset_password', now);
  // A never-verified account's name is a stranger's choice: not in a mail to the address's owner.
  await ctx.mailer.send(passwordResetEmail(user.email, user.emailVerified ? user.name : placeholderName(user.email), code));
}

builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: MessagePayload,
    description:
      'Forgot password: e-mails a 6-digit reset code if the address has an account. ' +
      'Answers the same either way; at most one code every 30 seconds and 5 an hour per address.',
    authScopes: { public: true },
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(requestPasswordResetSchema, input);
      await requestCode(ctx, {
        purpose: 'reset_password',
        email,
        limitKey: 'reset',
        label: 'password reset request',
        complete: (now) => completeRequest(ctx, email, now),
      });
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
      const user = await resettableUser(ctx, email);
      const codeId = await acceptedCode(ctx, 'reset_password', email, user?.id ?? null, code, now);
      if (!user) throw badInput(INVALID_CODE, 'code');
      // Only a right code earns a password hash (wrong codes cost no scrypt work).
      const passwordHash = await hashPassword(password);
      const done = await ctx.prisma.$transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId, user.id, 'reset_password', now))) return false;
        // A never-verified account's name and phone are those of its newest sign-up, which anyone
        // could have made: the mailbox's owner starts from none (and sets them in the profile).
        // Accounts that admins add are verified from the start, so this is only ever a sign-up.
        const neverVerified = !user.emailVerified;
        await tx.user.update({
          where: { id: user.id },
          data: { passwordHash, emailVerified: true, ...(neverVerified ? { name: placeholderName(user.email), phone: '' } : {}) },
        });
        if (neverVerified) {
          await tx.emailCode.updateMany({ where: { userId: user.id, purpose: 'verify_email', consumedAt: null }, data: { consumedAt: now } });
        }
        await endAllSessions(tx, user.id, now);
        // A pending invitation link would set the password again: it is used up now.
        await tx.emailCode.updateMany({
          where: { userId: user.id, purpose: 'set_password', consumedAt: null },
          data: { consumedAt: now },
        });
        // The owner proved the mailbox: failed sign-ins of others no longer slow the account.
        await clearLoginFailures(tx, user.email);
        return true;
      });
      if (!done) throw badInput(INVALID_CODE, 'code');
      ctx.viewers.revoked(user.id);
      return { message: RESET_DONE_MESSAGE };
    },
  }),
}));
