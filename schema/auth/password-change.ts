// Change password, for a signed-in user who knows their current password. The new password
// follows the sign-up rules; every other sign-in of the user ends, the one that asked stays.
// Wrong current passwords are limited per user (right ones are not counted), so a session left
// open cannot be used to guess the password.
import { builder } from '../builder.ts';
import { badInput, tooManyRequests, unauthenticated } from '../errors.ts';
import { hit, pending } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema } from '@freshmeals/rules/auth';
import { MessagePayload } from './auth.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Wrong current passwords per user in 15 minutes; then every attempt waits for the window to end. */
export const WRONG_PASSWORDS = { limit: 5, windowSeconds: 900 };

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'A signed-in user\'s new password.',
  fields: (t) => ({
    currentPassword: t.string({ description: 'The password in use now.', required: true }),
    password: t.string({ description: 'The new password (the sign-up rules).', required: true }),
    confirmPassword: t.string({ description: 'The new password again.', required: true }),
  }),
});

builder.mutationFields((t) => ({
  changePassword: t.field({
    type: MessagePayload,
    description:
      'Changes the signed-in user\'s password: the current password, then a new one by the sign-up rules. ' +
      'Ends every other sign-in of the user. After 5 wrong current passwords in 15 minutes, attempts wait.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer) throw unauthenticated();
      const { currentPassword, password } = parseInput(changePasswordSchema, input);
      const now = ctx.now();
      const key = `change-password:${viewer.id}`;
      const wait = await pending(ctx.prisma, key, WRONG_PASSWORDS, now);
      if (wait > 0) throw tooManyRequests(`Too many wrong passwords. Please try again in ${wait} seconds.`, wait);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { passwordHash: true } });
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        await hit(ctx.prisma, key, WRONG_PASSWORDS, now);
        throw badInput(CHANGE_PASSWORD_MESSAGES.wrongCurrent, 'currentPassword');
      }
      const passwordHash = await hashPassword(password);
      await ctx.prisma.$transaction(async (tx) => {
        await tx.user.update({ where: { id: viewer.id }, data: { passwordHash } });
        await tx.session.updateMany({
          where: { userId: viewer.id, revokedAt: null, ...(viewer.sessionId ? { NOT: { familyId: viewer.sessionId } } : {}) },
          data: { revokedAt: now },
        });
      });
      ctx.viewers.revoked(viewer.id);
      return { message: CHANGE_PASSWORD_MESSAGES.done };
    },
  }),
}));
