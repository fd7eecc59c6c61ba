// Sign-in by e-mailed code: the login page's "Email me a sign-in code" asks for a one-time code for
// an address; entering it signs the verified account in. It is how the owner gets in from a new
// device while others' failed sign-ins slow the account's password down (login-throttle.ts): the
// code proves the mailbox, so it is not held back by failures it did not make, as a password reset
// is not. Same code rules as verification (codes.ts): CSPRNG, HMAC-stored, 10 minutes, single use,
// wrong tries counted per client. The request answers the same whether or not the address has an
// account; the work that depends on it runs after the response, and at most 5 codes an hour go to
// one address, whoever asks. Earlier codes stay live when another is asked for, so a stranger's
// requests never end the code the owner is typing.
import { emailCodeSchema, requestPasswordResetSchema } from '@freshmeals/rules/auth';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, clientError } from '../errors.ts';
import { enforce } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import { AuthPayload, MessagePayload, signIn } from './auth.ts';
import { acceptedCode, INVALID_CODE, perClient, requestCode } from './code-flows.ts';
import { consumeCode, issueCode } from './codes.ts';
import { signInCodeEmail } from './emails.ts';

export const SIGN_IN_CODE_MESSAGE = 'If an account exists for this email, we sent a 6-digit sign-in code.';
const ACCOUNT_DISABLED = 'Your account has been disabled. Please contact support.';

const RequestSignInCodeInput = builder.inputType('RequestSignInCodeInput', {
  description: 'Who wants a sign-in code.',
  fields: (t) => ({ email: t.string({ description: "The account's e-mail address; a code goes there if it has a verified account.", required: true }) }),
});

const SignInWithCodeInput = builder.inputType('SignInWithCodeInput', {
  description: 'The e-mailed sign-in code.',
  fields: (t) => ({
    email: t.string({ description: "The account's e-mail address.", required: true }),
    code: t.string({ description: 'The 6-digit code from the e-mail.', required: true }),
  }),
});

/** Who may sign in with a code: a verified, enabled account. The same statement for every address. */
async function codeUser(ctx: Context, email: string) {
  const user = await ctx.prisma.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, emailVerified: true, role: true, isDisabled: true },
  });
  return user && user.emailVerified && !user.isDisabled ? user : null;
}

/** The part of a request that depends on the address: after the response. */
async function completeRequest(ctx: Context, email: string, now: Date) {
  const user = await codeUser(ctx, email);
  if (!user) return;
  const code = await issueCode(ctx.prisma, ctx.auth.codeSecret, user.id, 'sign_in', now, { keepEarlier: true });
  await ctx.mailer.send(signInCodeEmail(user.email, user.name, code));
}

builder.mutationFields((t) => ({
  requestSignInCode: t.field({
    type: MessagePayload,
    description:
      'E-mails a 6-digit code that signs a verified account in (for a new device; not slowed by failed passwords). ' +
      'Answers the same for any address; at most one code every 30 seconds and 5 an hour per address.',
    authScopes: { public: true },
    args: { input: t.arg({ type: RequestSignInCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(requestPasswordResetSchema, input);
      await requestCode(ctx, {
        purpose: 'sign_in',
        email,
        limitKey: 'signin-code',
        label: 'sign-in code request',
        complete: (now) => completeRequest(ctx, email, now),
      });
      return { message: SIGN_IN_CODE_MESSAGE };
    },
  }),

  signInWithCode: t.field({
    type: AuthPayload,
    description:
      'Signs in with an e-mailed sign-in code (sets the HttpOnly refresh-token cookie, like login). ' +
      "Wrong or expired code: '" + INVALID_CODE + "'.",
    authScopes: { public: true },
    args: { input: t.arg({ type: SignInWithCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email, code } = parseInput(emailCodeSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `signin-code-verify-ip:${ctx.clientIp}`, perClient(ctx, 30, 600), now);
      const user = await codeUser(ctx, email);
      const codeId = await acceptedCode(ctx, 'sign_in', email, user?.id ?? null, code, now);
      if (!user) throw badInput(INVALID_CODE, 'code');
      const used = await ctx.prisma.$transaction((tx) => consumeCode(tx, codeId, user.id, 'sign_in', now));
      if (!used) throw badInput(INVALID_CODE, 'code');
      // Disabled since the code went out: the code proved the mailbox, so the reason may be told.
      const current = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { isDisabled: true } });
      if (current.isDisabled) throw clientError('FORBIDDEN', ACCOUNT_DISABLED);
      const { isDisabled: _disabled, ...sessionUser } = user;
      return signIn(ctx, sessionUser);
    },
  }),
}));
