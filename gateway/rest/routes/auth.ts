// REST routes (the original /server/api/v1 contract) for accounts: /auth/login, /auth/refresh-token, /auth/signup,
// /auth/resend-code, /auth/verify-email (and /auth/logout), the forgot-password pair
// /auth/forgot-password and /auth/reset-password, and the sign-in-code pair /auth/sign-in-code and
// /auth/sign-in-with-code.
import { z } from 'zod';
import {
  loginSchema,
  requestPasswordResetSchema,
  resendCodeSchema,
  resetPasswordSchema,
  emailCodeSchema,
  signupSchema,
  VERIFY_MESSAGES,
  verifyEmailSchema,
} from '@freshmeals/rules/auth';
import { text, type RestRoute } from '../facade.ts';

/** A session: the access token (null while the e-mail is not verified) and who signed in. */
const SESSION = `fragment Session on AuthPayload { accessToken user { id: userId name email emailVerified role } }`;

/**
 * The routes the refresh-token cookie authenticates: the gateway checks requests to them for
 * cross-site forgery (gateway/csrf.ts) before they reach GraphQL.
 */
export const COOKIE_AUTHENTICATED_PATHS = { refresh: '/auth/refresh-token', logout: '/auth/logout' } as const;

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    access: 'visitor',
    summary: 'Sign in. Sets the HttpOnly refresh-token cookie; accessToken is null while the e-mail is unverified.',
    bodySchema: loginSchema,
    document: `mutation RestLogin($input: LoginInput!) { login(input: $input) @flatten { ...Session } } ${SESSION}`,
    variables: ({ body }) => ({ input: { email: text(body.email), password: text(body.password) } }),
  },
  {
    method: 'POST',
    path: COOKIE_AUTHENTICATED_PATHS.refresh,
    tag: 'auth',
    access: 'visitor',
    summary: 'Exchange the refresh-token cookie for a new access token (the cookie is rotated).',
    bodySchema: z.object({}),
    // No cookie, or one whose session ended.
    errorStatuses: [401],
    document: `mutation RestRefresh { refreshToken @flatten { ...Session } } ${SESSION}`,
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/auth/signup',
    tag: 'auth',
    access: 'visitor',
    summary: 'Create an account; a 6-digit verification code is e-mailed.',
    bodySchema: z.intersection(signupSchema, z.object({ referralCode: z.string().optional() })),
    document: 'mutation RestSignup($input: SignupInput!) { signup(input: $input) @flatten { message } }',
    variables: ({ body }) => ({
      input: {
        name: text(body.name),
        email: text(body.email),
        phone: text(body.phone),
        password: text(body.password),
        confirmPassword: text(body.confirmPassword),
        // Optional in the contract; checked against the service area when sent.
        pin: body.pin === undefined || body.pin === null ? null : text(body.pin),
        // The code of the referral link the customer came through (optional).
        referralCode: body.referralCode === undefined || body.referralCode === null ? null : text(body.referralCode),
      },
    }),
  },
  {
    method: 'POST',
    path: '/auth/resend-code',
    tag: 'auth',
    access: 'visitor',
    summary: 'E-mail a new verification code (at most one every 30 seconds per address).',
    bodySchema: resendCodeSchema,
    document: 'mutation RestResend($input: ResendCodeInput!) { resendCode(input: $input) @flatten { message } }',
    variables: ({ body }) => ({ input: { email: text(body.email) } }),
  },
  {
    method: 'POST',
    path: '/auth/verify-email',
    tag: 'auth',
    access: 'visitor',
    summary:
      'Verify the e-mail address with the 6-digit code. From a client that did not make the sign-up the code came with ' +
      `(no sign-up ticket cookie of it), send \`password\` and \`confirmPassword\` too: without them the answer is 400 '${VERIFY_MESSAGES.passwordRequired}' and nothing changes.`,
    bodySchema: verifyEmailSchema,
    document: 'mutation RestVerify($input: VerifyEmailInput!) { verifyEmail(input: $input) @flatten { message } }',
    variables: ({ body }) => ({
      input: {
        email: text(body.email),
        code: text(body.code),
        ...(body.password == null ? {} : { password: text(body.password) }),
        ...(body.confirmPassword == null ? {} : { confirmPassword: text(body.confirmPassword) }),
      },
    }),
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    tag: 'auth',
    access: 'visitor',
    summary:
      'Forgot password: e-mail a 6-digit reset code if the address has an account (same answer either way; at most one every 30 seconds per address).',
    bodySchema: requestPasswordResetSchema,
    document:
      'mutation RestForgotPassword($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) @flatten { message } }',
    variables: ({ body }) => ({ input: { email: text(body.email) } }),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'auth',
    access: 'visitor',
    summary: 'Set a new password with the e-mailed reset code; ends every session of the user.',
    bodySchema: resetPasswordSchema,
    document: 'mutation RestResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) @flatten { message } }',
    variables: ({ body }) => ({
      input: {
        email: text(body.email),
        code: text(body.code),
        password: text(body.password),
        confirmPassword: text(body.confirmPassword),
      },
    }),
  },
  {
    method: 'POST',
    path: '/auth/sign-in-code',
    tag: 'auth',
    access: 'visitor',
    summary:
      'E-mail a 6-digit sign-in code if the address has a verified account (same answer either way; at most one every 30 seconds per address).',
    bodySchema: requestPasswordResetSchema,
    document: 'mutation RestSignInCode($input: RequestSignInCodeInput!) { requestSignInCode(input: $input) @flatten { message } }',
    variables: ({ body }) => ({ input: { email: text(body.email) } }),
  },
  {
    method: 'POST',
    path: '/auth/sign-in-with-code',
    tag: 'auth',
    access: 'visitor',
    summary: 'Sign in with the e-mailed sign-in code. Sets the HttpOnly refresh-token cookie, like /auth/login.',
    bodySchema: emailCodeSchema,
    document: `mutation RestSignInWithCode($input: SignInWithCodeInput!) { signInWithCode(input: $input) @flatten { ...Session } } ${SESSION}`,
    variables: ({ body }) => ({ input: { email: text(body.email), code: text(body.code) } }),
  },
  {
    method: 'POST',
    path: COOKIE_AUTHENTICATED_PATHS.logout,
    tag: 'auth',
    access: 'visitor',
    summary: 'Revoke the refresh-token session and clear its cookie.',
    bodySchema: z.object({}),
    document: 'mutation RestLogout { logout @flatten { message } }',
    variables: () => ({}),
  },
];
