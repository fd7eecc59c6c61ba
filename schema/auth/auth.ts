// Accounts: sign-up, e-mail verification, login, refresh and logout (spec sections 4, 5 and 7).
import { builder, RoleEnum } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, clientError, unauthenticated } from '../errors.ts';
import { enforce } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import {
  loginSchema,
  resendCodeSchema,
  signupSchema,
  verifyEmailSchema,
} from '../validation/auth.ts';
import { consumeCode, issueCode } from './codes.ts';
import { alreadyRegisteredEmail, verificationEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endSession, rotateSession, startSession } from './sessions.ts';

export const RESEND_COOLDOWN_SECONDS = 30;
const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_CODE = 'Invalid or expired code';
const ACCOUNT_DISABLED = 'Your account has been disabled. Please contact support.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** Same answer whether or not the address is registered (no account enumeration). */
const SIGNUP_MESSAGE = 'Account created. We sent a 6-digit verification code to your email.';
const RESEND_MESSAGE = 'If this email needs verifying, a new code is on its way.';

interface SessionUserShape {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'admin' | 'customer';
}

const SessionUser = builder.objectRef<SessionUserShape>('SessionUser').implement({
  description: 'A user as the signed-in session knows it (also returned by login before verification).',
  authScopes: { public: true },
  fields: (t) => ({
    id: t.globalID({ resolve: (u) => ({ type: 'User', id: u.id }) }),
    userId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified'),
    role: t.expose('role', { type: RoleEnum }),
  }),
});

interface AuthPayloadShape {
  accessToken: string | null;
  user: SessionUserShape;
}

const AuthPayload = builder.objectRef<AuthPayloadShape>('AuthPayload').implement({
  authScopes: { public: true },
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', {
      nullable: true,
      description: 'Null when the e-mail is not verified yet.',
    }),
    user: t.expose('user', { type: SessionUser }),
  }),
});

export const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  authScopes: { public: true },
  fields: (t) => ({ message: t.exposeString('message') }),
});

const SignupInput = builder.inputType('SignupInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    password: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const ResendCodeInput = builder.inputType('ResendCodeInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    code: t.string({ required: true }),
  }),
});

const userSelect = { id: true, name: true, email: true, emailVerified: true, role: true } as const;

async function signIn(ctx: Context, user: SessionUserShape): Promise<AuthPayloadShape> {
  const now = ctx.now();
  const refresh = await startSession(ctx.prisma, user.id, ctx.auth.refreshTokenDays, now, ctx.userAgent);
  ctx.setCookie(ctx.auth.refreshCookieName, refresh.token, {
    maxAgeSeconds: ctx.auth.refreshTokenDays * 86_400,
  });
  return { accessToken: await ctx.tokens.issue({ id: user.id, role: user.role }), user };
}

/** Sends a fresh verification code, at most once per cooldown per address, whoever asks. */
async function sendVerificationCode(ctx: Context, user: { id: number; name: string; email: string }) {
  const code = await issueCode(ctx.prisma, ctx.auth.codeSecret, user.id, 'verify_email', ctx.now());
  await ctx.mailer.send(verificationEmail(user.email, user.name, code));
}

/** A per-client-address limit (one shared NAT address may carry several people). */
const perClient = (ctx: Context, limit: number, windowSeconds: number) => ({
  limit: limit * ctx.auth.rateLimitMultiplier,
  windowSeconds,
});

const resendCooldown = {
  limit: 1,
  windowSeconds: RESEND_COOLDOWN_SECONDS,
  message: `Please wait ${RESEND_COOLDOWN_SECONDS} seconds before requesting a new code.`,
};

builder.mutationFields((t) => ({
  signup: t.field({
    type: MessagePayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: SignupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(signupSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `signup:${ctx.clientIp}`, perClient(ctx, 10, 3600), now);
      await enforce(ctx.prisma, `resend:${data.email}`, resendCooldown, now);
      // Hash first on every path so the answer's timing does not tell whether the address is known.
      const passwordHash = await hashPassword(data.password);
      const existing = await ctx.prisma.user.findUnique({ where: { email: data.email } });
      if (existing?.emailVerified) {
        // Do not reveal the account here: tell its owner by e-mail instead.
        await ctx.mailer.send(alreadyRegisteredEmail(existing.email, existing.name, `${ctx.publicUrl}/login`));
        return { message: SIGNUP_MESSAGE };
      }
      const user = existing
        ? await ctx.prisma.user.update({
            where: { id: existing.id },
            data: { name: data.name, phone: data.phone, passwordHash },
          })
        : await ctx.prisma.user
            .create({ data: { name: data.name, email: data.email, phone: data.phone, passwordHash } })
            .catch(async (error: { code?: string }) => {
              // Two sign-ups racing for one address: the loser continues with the winner's row.
              if (error?.code !== 'P2002') throw error;
              return ctx.prisma.user.findUniqueOrThrow({ where: { email: data.email } });
            });
      await sendVerificationCode(ctx, user);
      return { message: SIGNUP_MESSAGE };
    },
  }),

  resendCode: t.field({
    type: MessagePayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: ResendCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(resendCodeSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `resend-ip:${ctx.clientIp}`, perClient(ctx, 20, 3600), now);
      await enforce(ctx.prisma, `resend:${email}`, resendCooldown, now);
      const user = await ctx.prisma.user.findUnique({ where: { email } });
      if (user && !user.emailVerified && !user.isDisabled) await sendVerificationCode(ctx, user);
      return { message: RESEND_MESSAGE };
    },
  }),

  verifyEmail: t.field({
    type: MessagePayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email, code } = parseInput(verifyEmailSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `verify-ip:${ctx.clientIp}`, perClient(ctx, 30, 600), now);
      const user = await ctx.prisma.user.findUnique({ where: { email } });
      if (!user || user.emailVerified) throw badInput(INVALID_CODE, 'code');
      const result = await consumeCode(ctx.prisma, ctx.auth.codeSecret, user.id, 'verify_email', code, now);
      if (result === 'too_many_attempts') {
        throw badInput('Too many wrong attempts. Please request a new code.', 'code');
      }
      if (result !== 'ok') throw badInput(INVALID_CODE, 'code');
      await ctx.prisma.user.update({ where: { id: user.id }, data: { emailVerified: true } });
      return { message: 'Email verified. You can now sign in.' };
    },
  }),

  login: t.field({
    type: AuthPayload,
    authScopes: { public: true },
    description: 'Sets the HttpOnly refresh-token cookie when the e-mail is verified.',
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email, password } = parseInput(loginSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `login-ip:${ctx.clientIp}`, perClient(ctx, 30, 600), now);
      // Guessing passwords for one address: 10 tries in 10 minutes. A successful sign-in clears
      // the count, so only failed attempts in a row add up.
      const addressKey = `login:${email}`;
      await enforce(ctx.prisma, addressKey, { limit: 10, windowSeconds: 600 }, now);
      const user = await ctx.prisma.user.findUnique({
        where: { email },
        select: { ...userSelect, passwordHash: true, isDisabled: true },
      });
      const valid = await verifyPassword(password, user?.passwordHash);
      if (!user || !valid) throw badInput(INVALID_CREDENTIALS);
      await ctx.prisma.rateLimit.deleteMany({ where: { key: addressKey } });
      if (user.isDisabled) throw clientError('FORBIDDEN', ACCOUNT_DISABLED);
      const { passwordHash: _hash, isDisabled: _disabled, ...sessionUser } = user;
      if (!user.emailVerified) return { accessToken: null, user: sessionUser };
      return signIn(ctx, sessionUser);
    },
  }),

  refreshToken: t.field({
    type: AuthPayload,
    authScopes: { public: true },
    description: 'Reads the refresh-token cookie, rotates it and returns a new access token.',
    resolve: async (_root, _args, ctx) => {
      const token = ctx.getCookie(ctx.auth.refreshCookieName);
      if (!token) throw unauthenticated(SESSION_EXPIRED);
      const now = ctx.now();
      const result = await rotateSession(ctx.prisma, token, ctx.auth.refreshTokenDays, now, ctx.userAgent);
      if (!result.ok) {
        ctx.setCookie(ctx.auth.refreshCookieName, null);
        throw unauthenticated(result.reason === 'disabled' ? ACCOUNT_DISABLED : SESSION_EXPIRED);
      }
      ctx.setCookie(ctx.auth.refreshCookieName, result.refresh.token, {
        maxAgeSeconds: ctx.auth.refreshTokenDays * 86_400,
      });
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: result.userId }, select: userSelect });
      return { accessToken: await ctx.tokens.issue({ id: user.id, role: user.role }), user };
    },
  }),

  logout: t.field({
    type: MessagePayload,
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      const token = ctx.getCookie(ctx.auth.refreshCookieName);
      if (token) await endSession(ctx.prisma, token, ctx.now());
      ctx.setCookie(ctx.auth.refreshCookieName, null);
      return { message: 'Logged out' };
    },
  }),
}));
