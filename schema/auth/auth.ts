// Accounts: sign-up, e-mail verification, login, refresh and logout.
import { planFormSchema } from '@freshmeals/rules/enquiry';
import { parsePlanChoice } from '@freshmeals/rules/plan-proposal';
import { addSignupAddress, assertDeliversTo } from '../addresses/addresses.ts';
import { builder, RoleEnum } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, clientError, tooManyRequests, unauthenticated } from '../errors.ts';
import { enforce, hit } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import {
  loginSchema,
  resendCodeSchema,
  PASSWORD_REQUIRED,
  signupSchema,
  VERIFY_MESSAGES,
  verifyEmailSchema,
} from '@freshmeals/rules/auth';
import { createHash, randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import {
  checkCode,
  CODES_PER_ADDRESS_PER_HOUR,
  consumeCode,
  issueCode,
  noteCodeRequest,
  type SignupValues,
} from './codes.ts';
import { codeCooldown, INVALID_CODE, perClient, TOO_MANY_CODE_ATTEMPTS } from './code-flows.ts';
import { alreadyRegisteredEmail, verificationEmail } from './emails.ts';
import { loginWait, recordLoginFailure, recordLoginSuccess } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { userObject } from '../webhooks/objects.ts';
import { referrerOf } from '../referrals/referrals.ts';
import { endSession, knownSession, rotateSession, startSession } from './sessions.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';
const ACCOUNT_DISABLED = 'Your account has been disabled. Please contact support.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** Same answer whether or not the address is registered (no account enumeration). */
// The same answer whether or not the address has an account; it says what either e-mail holds, so
// the owner of an existing account does not wait on /verify for a code that never comes.
const SIGNUP_MESSAGE = 'If this address is new, we sent it a 6-digit verification code. If it already has an account, we e-mailed a sign-in link instead.';
const RESEND_MESSAGE = 'If this email needs verifying, a new code is on its way.';
/** HttpOnly cookie naming this browser's latest sign-up (see verifyEmail). */
export const SIGNUP_TICKET_COOKIE = 'signup_ticket';
const SIGNUP_TICKET_SECONDS = 3600;
/** Login attempts per client address in 10 minutes, across accounts (scaled by the multiplier). */
export const LOGINS_PER_CLIENT = 30;

export interface SessionUserShape {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'admin' | 'customer' | 'kitchen' | 'delivery';
}

const SessionUser = builder.objectRef<SessionUserShape>('SessionUser').implement({
  description: 'A user as the signed-in session knows it (also returned by login before verification).',
  authScopes: { public: true },
  fields: (t) => ({
    id: t.globalID({ description: 'The global id of the User.', resolve: (u) => ({ type: 'User', id: u.id }) }),
    userId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    email: t.exposeString('email', { description: 'E-mail address.' }),
    emailVerified: t.exposeBoolean('emailVerified', { description: 'Whether the address is verified (sign-in needs it).' }),
    role: t.expose('role', { description: 'admin or customer.', type: RoleEnum }),
  }),
});

interface AuthPayloadShape {
  accessToken: string | null;
  user: SessionUserShape;
}

export const AuthPayload = builder.objectRef<AuthPayloadShape>('AuthPayload').implement({
  description: 'The answer of a sign-in or a token refresh.',
  authScopes: { public: true },
  fields: (t) => ({
    accessToken: t.exposeString('accessToken', {
      nullable: true,
      description: 'Null when the e-mail is not verified yet.',
    }),
    user: t.expose('user', { description: 'Who signed in.', type: SessionUser }),
  }),
});

export const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  description: 'An action\'s answer: a message to show.',
  authScopes: { public: true },
  fields: (t) => ({ message: t.exposeString('message', { description: 'What happened, for people.' }) }),
});

const QuotePlanInput = builder.inputType('QuotePlanInput', {
  description: "A quote's choices (the plans page): checked with the plan form's rules.",
  fields: (t) => ({
    plan: t.string({ required: true, description: 'vegPlan, eggPlan or chickenPlan.' }),
    meals: t.stringList({ required: true, description: 'breakfast, lunch and/or dinner.' }),
    duration: t.int({ required: true, description: '14 or 28 days.' }),
    addons: t.stringList({ description: 'Chicken, Paneer and/or Egg.' }),
  }),
});

const SignupInput = builder.inputType('SignupInput', {
  description: 'A new customer account (the sign-up form).',
  fields: (t) => ({
    name: t.string({ description: 'Full name.', required: true }),
    email: t.string({ description: 'E-mail address; the verification code goes there.', required: true }),
    phone: t.string({ description: '10-digit mobile number.', required: true }),
    password: t.string({ description: 'At least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol.', required: true }),
    confirmPassword: t.string({ description: 'The password again.', required: true }),
    pin: t.string({
      description: "The 6-digit PIN code to deliver to; when given, it must be in the service area ('We do not deliver to this PIN code yet.').",
    }),
    plan: t.field({
      type: QuotePlanInput,
      description: "The quote's choices the visitor signs up with (plans page): proposed as their routine once the address is verified.",
    }),
    referralCode: t.string({
      description: "The code of the referral link the visitor came through (`/r/<code>`): its customer becomes the account's referrer once the address is verified. A code that is no customer's is refused ('This referral link is not valid').",
    }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  description: 'E-mail and password.',
  fields: (t) => ({
    email: t.string({ description: 'The account\'s e-mail address.', required: true }),
    password: t.string({ description: 'The account\'s password.', required: true }),
  }),
});

const ResendCodeInput = builder.inputType('ResendCodeInput', {
  description: 'Who needs a new verification code.',
  fields: (t) => ({ email: t.string({ description: 'The e-mail address being verified.', required: true }) }),
});

const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  description: 'The e-mailed code that verifies an address, and a password chosen there when the answer asks for one.',
  fields: (t) => ({
    email: t.string({ description: 'The e-mail address being verified.', required: true }),
    code: t.string({ description: 'The 6-digit code from the e-mail.', required: true }),
    password: t.string({
      description:
        `The account's password (the sign-up rules). Needed when verifying from a browser that did not make the sign-up: ` +
        `without it that answer is ${PASSWORD_REQUIRED} '${VERIFY_MESSAGES.passwordRequired}'.`,
    }),
    confirmPassword: t.string({ description: 'The password again.' }),
  }),
});

/**
 * The name an account gets when no name it was given can be trusted (a never-verified account
 * reset, or verified without its sign-up's browser): its address's local part, which its owner
 * can change.
 */
export const placeholderName = (email: string) => email.split('@')[0] ?? email;

const userSelect = { id: true, name: true, email: true, emailVerified: true, role: true } as const;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function signIn(ctx: Context, user: SessionUserShape): Promise<AuthPayloadShape> {
  const now = ctx.now();
  const refresh = await startSession(ctx.prisma, user.id, ctx.auth, now, ctx.userAgent);
  setRefreshCookie(ctx, refresh.token, refresh.expiresAt, now);
  return { accessToken: await ctx.tokens.issue({ id: user.id, role: user.role }, refresh.familyId), user };
}

function setRefreshCookie(ctx: Context, token: string, expiresAt: Date, now: Date) {
  ctx.setCookie(ctx.auth.refreshCookieName, token, {
    maxAgeSeconds: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}


/**
 * Counts one verification e-mail for the address, whoever asks and whether or not it has an
 * account. False when the address had its share this hour: the caller then answers as usual but
 * sends nothing, so the cap tells nothing about the address either.
 */
async function verificationMailAllowed(ctx: Context, email: string, now: Date): Promise<boolean> {
  const wait = await hit(ctx.prisma, `codes:verify_email:${email}`, { limit: CODES_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }, now);
  return wait === 0;
}

/**
 * The sign-up values (password, name, phone) a new verification code carries: those of the
 * address's newest sign-up, whoever asks. A browser's ticket does not bring back an earlier
 * sign-up here: a resend proves nothing about the mailbox, so an attacker who signed up first
 * could otherwise have the owner's next code carry the attacker's password.
 */
async function newestSignupValues(ctx: Context, userId: number): Promise<SignupValues | null> {
  const row = await ctx.prisma.emailCode.findFirst({
    where: { userId, purpose: 'verify_email', signupPasswordHash: { not: null } },
    orderBy: { id: 'desc' },
    select: { signupPasswordHash: true, signupName: true, signupPhone: true, signupTicketHash: true, signupPlan: true, signupPin: true, signupReferrerId: true },
  });
  if (!row?.signupPasswordHash) return null;
  return {
    passwordHash: row.signupPasswordHash,
    name: row.signupName ?? '',
    phone: row.signupPhone ?? '',
    ticketHash: row.signupTicketHash,
    plan: parsePlanChoice(row.signupPlan),
    pin: row.signupPin,
    referrerId: row.signupReferrerId,
  };
}

const ticketHashOf = (ctx: Context) => {
  const ticket = ctx.getCookie(SIGNUP_TICKET_COOKIE);
  return ticket && ticket.length <= 100 ? sha256(ticket) : null;
};

/**
 * The part of a sign-up that depends on whether the address has an account. Runs after the
 * response, so the answer's timing is the same for every address.
 */
async function completeSignup(
  ctx: Context,
  data: { name: string; email: string; phone: string },
  signup: SignupValues,
  now: Date,
) {
  const existing = await ctx.prisma.user.findUnique({ where: { email: data.email } });
  if (existing?.emailVerified) {
    // Do not reveal the account here: tell its owner by e-mail instead.
    await ctx.mailer.send(alreadyRegisteredEmail(existing.email, existing.name, `${ctx.publicUrl}/login`));
    return;
  }
  // An unverified address that someone signs up for again: the newest sign-up replaces the
  // pending password, name and phone, and voids every earlier code. Verifying then binds the
  // account to the sign-up whose code was typed (or to the sign-up of the browser that types it,
  // see verifyEmail), never to an earlier one: whoever signed up first, maybe not the owner, cannot
  // have the owner activate their password with the first e-mail's code.
  const pendingValues = { name: data.name, phone: data.phone, passwordHash: signup.passwordHash };
  const user =
    existing ??
    (await ctx.prisma.user
      .create({ data: { ...pendingValues, email: data.email, createdAt: now } })
      .catch(async (error: { code?: string }) => {
        // Two sign-ups racing for one address: the loser continues with the winner's row.
        if (error?.code !== 'P2002') throw error;
        return ctx.prisma.user.findUniqueOrThrow({ where: { email: data.email } });
      }));
  if (user.emailVerified) return;
  const code = await ctx.prisma.$transaction(async (tx) => {
    // Conditional: an address verified meanwhile keeps what its owner chose.
    const { count } = await tx.user.updateMany({ where: { id: user.id, emailVerified: false }, data: pendingValues });
    if (count === 0) return null;
    return issueCode(tx, ctx.auth.codeSecret, user.id, 'verify_email', now, { signup });
  });
  if (code === null) return;
  await ctx.mailer.send(verificationEmail(user.email, data.name, code));
}

/** The part of a resend that depends on the address (after the response, like completeSignup). */
async function completeResend(ctx: Context, email: string, now: Date) {
  const user = await ctx.prisma.user.findUnique({ where: { email } });
  if (!user || user.emailVerified || user.isDisabled) return;
  const signup = await newestSignupValues(ctx, user.id);
  const code = await issueCode(ctx.prisma, ctx.auth.codeSecret, user.id, 'verify_email', now, { signup });
  await ctx.mailer.send(verificationEmail(user.email, signup?.name || user.name, code));
}

builder.mutationFields((t) => ({
  signup: t.field({
    type: MessagePayload,
    description:
      'Creates a customer account and e-mails a 6-digit verification code (the account signs in once verified). ' +
      'The answer is the same whether or not the address already has an account.',
    authScopes: { public: true },
    args: { input: t.arg({ type: SignupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { plan: planInput, ...fields } = input;
      const data = parseInput(signupSchema, { ...fields, pin: fields.pin ?? undefined });
      // The plan form's own rules and messages; a plan is optional.
      const plan = planInput ? parseInput(planFormSchema, planInput) : null;
      if (data.pin) await assertDeliversTo(ctx.prisma, data.pin);
      const referrerId = input.referralCode ? await referrerOf(ctx.prisma, input.referralCode) : null;
      const now = ctx.now();
      await enforce(ctx.prisma, `signup:${ctx.clientIp}`, perClient(ctx, 10, 3600), now);
      await enforce(ctx.prisma, `resend:${data.email}`, codeCooldown, now);
      const allowed = await verificationMailAllowed(ctx, data.email, now);
      // Hash on every path so the answer's timing does not tell whether the address is known.
      const passwordHash = await hashPassword(data.password);
      const ticket = randomBytes(24).toString('base64url');
      ctx.setCookie(SIGNUP_TICKET_COOKIE, ticket, { maxAgeSeconds: SIGNUP_TICKET_SECONDS });
      if (allowed) {
        await noteCodeRequest(ctx.prisma, 'verify_email', data.email, ctx.clientIp, now);
        const signup = { passwordHash, name: data.name, phone: data.phone, ticketHash: sha256(ticket), plan: plan && parsePlanChoice(plan), pin: data.pin ?? null, referrerId };
        ctx.background.run('sign-up', () => completeSignup(ctx, data, signup, now));
      }
      return { message: SIGNUP_MESSAGE };
    },
  }),

  resendCode: t.field({
    type: MessagePayload,
    description: 'E-mails a new verification code, at most one every 30 seconds per address (same answer for any address).',
    authScopes: { public: true },
    args: { input: t.arg({ type: ResendCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(resendCodeSchema, input);
      const now = ctx.now();
      await enforce(ctx.prisma, `resend-ip:${ctx.clientIp}`, perClient(ctx, 20, 3600), now);
      await enforce(ctx.prisma, `resend:${email}`, codeCooldown, now);
      if (await verificationMailAllowed(ctx, email, now)) {
        await noteCodeRequest(ctx.prisma, 'verify_email', email, ctx.clientIp, now);
        ctx.background.run('resend code', () => completeResend(ctx, email, now));
      }
      return { message: RESEND_MESSAGE };
    },
  }),

  verifyEmail: t.field({
    type: MessagePayload,
    description:
      'Verifies an e-mail address with its 6-digit code; the account may then sign in. The browser that made the sign-up ' +
      '(its sign-up ticket cookie) activates the password it signed up with; any other client must choose a password here: ' +
      `without one the answer is ${PASSWORD_REQUIRED} '${VERIFY_MESSAGES.passwordRequired}' and nothing changes.`,
    authScopes: { public: true },
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email, code, password } = parseInput(verifyEmailSchema, {
        email: input.email,
        code: input.code,
        password: input.password ?? undefined,
        confirmPassword: input.confirmPassword ?? undefined,
      });
      const now = ctx.now();
      await enforce(ctx.prisma, `verify-ip:${ctx.clientIp}`, perClient(ctx, 30, 600), now);
      const user = await ctx.prisma.user.findUnique({ where: { email }, select: { id: true, emailVerified: true } });
      const pending = user && !user.emailVerified ? user : null;
      const check = await checkCode(ctx.prisma, ctx.auth.codeSecret, email, pending?.id ?? null, 'verify_email', code, now, ctx.clientIp);
      if (check.result === 'too_many_attempts') throw badInput(TOO_MANY_CODE_ATTEMPTS, 'code');
      if (check.result !== 'ok' || !pending) throw badInput(INVALID_CODE, 'code');
      // The sign-up this browser made (its HttpOnly ticket), whichever of the address's sign-ups
      // sent the code: the code shows the typist reads the mailbox, the ticket that this browser
      // chose that password. The code alone does not: anyone may sign up on an unverified address
      // with their own password, and the owner then receives (and may type) the code that sign-up
      // sent. So without the ticket no password a sign-up sent is activated: the person chooses one
      // here, and the name and phone a stranger may have chosen give way to neutral values.
      const ticketHash = ticketHashOf(ctx);
      const own = ticketHash
        ? await ctx.prisma.emailCode.findFirst({
            where: { userId: pending.id, purpose: 'verify_email', signupTicketHash: ticketHash, signupPasswordHash: { not: null } },
            orderBy: { id: 'desc' },
            select: { signupPasswordHash: true, signupName: true, signupPhone: true, signupPlan: true, signupPin: true, signupReferrerId: true },
          })
        : null;
      // The code stays live: the same code with a password finishes the verification.
      if (!own && password === undefined) throw clientError(PASSWORD_REQUIRED, VERIFY_MESSAGES.passwordRequired, { field: 'password' });
      // A password chosen here wins over the one the browser signed up with: both are the owner's.
      const passwordHash = password !== undefined ? await hashPassword(password) : own!.signupPasswordHash!;
      const details = own
        ? {
            ...(own.signupName ? { name: own.signupName } : {}),
            ...(own.signupPhone ? { phone: own.signupPhone } : {}),
            ...(parsePlanChoice(own.signupPlan) ? { proposedPlan: own.signupPlan! } : {}),
            // The referral link this browser signed up through (never the account's own).
            ...(own.signupReferrerId && own.signupReferrerId !== pending.id ? { referredById: own.signupReferrerId } : {}),
          }
        : { name: placeholderName(email), phone: '' };
      const verified = await ctx.prisma.$transaction(async (tx) => {
        if (!(await consumeCode(tx, check.codeId, pending.id, 'verify_email', now))) return false;
        // Conditional: an address verified meanwhile (a password reset) keeps what its owner chose.
        const { count } = await tx.user.updateMany({
          where: { id: pending.id, emailVerified: false },
          data: { emailVerified: true, passwordHash, ...details },
        });
        if (count !== 1) return false;
        // The PIN this browser's sign-up gave becomes the account's first address, with the verification.
        if (own?.signupPin) await addSignupAddress(tx, pending.id, own.signupPin);
        // A sign-up becomes a user when its address is verified, not when the form is sent.
        await ctx.webhooks.record(tx, 'user.created', async () =>
          userObject(await tx.user.findUniqueOrThrow({ where: { id: pending.id }, select: { id: true, name: true, email: true, role: true, createdAt: true } })),
        );
        return true;
      });
      if (!verified) throw badInput(INVALID_CODE, 'code');
      if (ticketHash) ctx.setCookie(SIGNUP_TICKET_COOKIE, null);
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
      // A browser holding a live session of this account is its owner's (or already has the
      // account): it is not held back by what others do to the account or from its address.
      const knownFamily = await knownSession(ctx.prisma, ctx.getCookie(ctx.auth.refreshCookieName), email, ctx.auth, now);
      const source = { email, ip: ctx.clientIp, knownFamily };
      if (!knownFamily) {
        await enforce(ctx.prisma, `login-ip:${ctx.clientIp}`, perClient(ctx, LOGINS_PER_CLIENT, 600), now).catch((error: unknown) => {
          if (error instanceof GraphQLError && error.extensions.code === 'RATE_LIMITED') ctx.observe.login('rate_limited');
          throw error;
        });
      }
      const wait = await loginWait(ctx.prisma, source, now);
      if (wait > 0) {
        ctx.observe.login('locked');
        throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${wait} seconds.`, wait);
      }
      const user = await ctx.prisma.user.findUnique({
        where: { email },
        select: { ...userSelect, passwordHash: true, isDisabled: true },
      });
      const valid = await verifyPassword(password, user?.passwordHash);
      if (!user || !valid) {
        await recordLoginFailure(ctx.prisma, source, now);
        // Told apart only in the metrics (a burst of unknown addresses is credential stuffing); the
        // client gets the same answer either way.
        ctx.observe.login(user ? 'bad_password' : 'unknown_account');
        throw badInput(INVALID_CREDENTIALS);
      }
      await recordLoginSuccess(ctx.prisma, source);
      if (user.isDisabled) {
        ctx.observe.login('disabled');
        throw clientError('FORBIDDEN', ACCOUNT_DISABLED);
      }
      const { passwordHash: _hash, isDisabled: _disabled, ...sessionUser } = user;
      if (!user.emailVerified) {
        ctx.observe.login('unverified');
        return { accessToken: null, user: sessionUser };
      }
      const payload = await signIn(ctx, sessionUser);
      ctx.observe.login('success');
      return payload;
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
      const result = await rotateSession(ctx.prisma, token, ctx.auth, now, ctx.userAgent);
      if (!result.ok) {
        if ('userId' in result) ctx.viewers.revoked(result.userId);
        ctx.setCookie(ctx.auth.refreshCookieName, null);
        throw unauthenticated(result.reason === 'disabled' ? ACCOUNT_DISABLED : SESSION_EXPIRED);
      }
      setRefreshCookie(ctx, result.refresh.token, result.refresh.expiresAt, now);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: result.userId }, select: userSelect });
      return { accessToken: await ctx.tokens.issue({ id: user.id, role: user.role }, result.refresh.familyId), user };
    },
  }),

  logout: t.field({
    type: MessagePayload,
    authScopes: { public: true },
    description: 'Ends the sign-in of the refresh-token cookie: its refresh tokens and its access tokens.',
    resolve: async (_root, _args, ctx) => {
      const token = ctx.getCookie(ctx.auth.refreshCookieName);
      const userId = token ? await endSession(ctx.prisma, token, ctx.now()) : null;
      if (userId !== null) ctx.viewers.revoked(userId);
      ctx.setCookie(ctx.auth.refreshCookieName, null);
      return { message: 'Logged out' };
    },
  }),
}));
