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
import { messageResponse, ROLE } from '../schemas.ts';

const sessionUser = 'user { userId name email emailVerified role }';
type SessionUserData = { userId: number; name: string; email: string; emailVerified: boolean; role: string };
const toSession = (p: { accessToken: string | null; user: SessionUserData }) => ({
  accessToken: p.accessToken,
  user: { id: p.user.userId, name: p.user.name, email: p.user.email, emailVerified: p.user.emailVerified, role: p.user.role },
});
const sessionResponse = z.strictObject({
  accessToken: z.string().nullable().describe('Null while the e-mail is not verified.'),
  user: z.strictObject({ id: z.int(), name: z.string(), email: z.string(), emailVerified: z.boolean(), role: ROLE }),
});
const sessionExample = {
  accessToken: 'eyJhbGciOiJIUzI1NiJ9…',
  user: { id: 1, name: 'Demo Admin', email: 'admin@example.com', emailVerified: true, role: 'admin' },
};

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
    responseSchema: sessionResponse,
    responseExample: sessionExample,
    document: `mutation RestLogin($input: LoginInput!) { login(input: $input) { accessToken ${sessionUser} } }`,
    variables: ({ body }) => ({ input: { email: text(body.email), password: text(body.password) } }),
    result: (data) => toSession(data.login),
  },
  {
    method: 'POST',
    path: COOKIE_AUTHENTICATED_PATHS.refresh,
    tag: 'auth',
    access: 'visitor',
    summary: 'Exchange the refresh-token cookie for a new access token (the cookie is rotated).',
    bodySchema: z.object({}),
    responseSchema: sessionResponse,
    responseExample: sessionExample,
    document: `mutation RestRefresh { refreshToken { accessToken ${sessionUser} } }`,
    variables: () => ({}),
    result: (data) => toSession(data.refreshToken),
  },
  {
    method: 'POST',
    path: '/auth/signup',
    tag: 'auth',
    access: 'visitor',
    summary: 'Create an account; a 6-digit verification code is e-mailed.',
    bodySchema: signupSchema,
    responseSchema: messageResponse,
    responseExample: { message: 'Account created. We sent a 6-digit verification code to your email.' },
    document: 'mutation RestSignup($input: SignupInput!) { signup(input: $input) { message } }',
    variables: ({ body }) => ({
      input: {
        name: text(body.name),
        email: text(body.email),
        phone: text(body.phone),
        password: text(body.password),
        confirmPassword: text(body.confirmPassword),
        // Optional in the contract; checked against the service area when sent.
        pin: body.pin === undefined || body.pin === null ? null : text(body.pin),
      },
    }),
    result: (data) => data.signup,
  },
  {
    method: 'POST',
    path: '/auth/resend-code',
    tag: 'auth',
    access: 'visitor',
    summary: 'E-mail a new verification code (at most one every 30 seconds per address).',
    bodySchema: resendCodeSchema,
    responseSchema: messageResponse,
    responseExample: { message: 'If this email needs verifying, a new code is on its way.' },
    document: 'mutation RestResend($input: ResendCodeInput!) { resendCode(input: $input) { message } }',
    variables: ({ body }) => ({ input: { email: text(body.email) } }),
    result: (data) => data.resendCode,
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
    responseSchema: messageResponse,
    responseExample: { message: 'Email verified. You can now sign in.' },
    document: 'mutation RestVerify($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }',
    variables: ({ body }) => ({
      input: {
        email: text(body.email),
        code: text(body.code),
        ...(body.password == null ? {} : { password: text(body.password) }),
        ...(body.confirmPassword == null ? {} : { confirmPassword: text(body.confirmPassword) }),
      },
    }),
    result: (data) => data.verifyEmail,
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    tag: 'auth',
    access: 'visitor',
    summary:
      'Forgot password: e-mail a 6-digit reset code if the address has an account (same answer either way; at most one every 30 seconds per address).',
    bodySchema: requestPasswordResetSchema,
    responseSchema: messageResponse,
    responseExample: { message: 'If an account exists for this email, we sent a 6-digit code to reset your password.' },
    document:
      'mutation RestForgotPassword($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }',
    variables: ({ body }) => ({ input: { email: text(body.email) } }),
    result: (data) => data.requestPasswordReset,
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'auth',
    access: 'visitor',
    summary: 'Set a new password with the e-mailed reset code; ends every session of the user.',
    bodySchema: resetPasswordSchema,
    responseSchema: messageResponse,
    responseExample: { message: 'Your password has been reset. You can now sign in.' },
    document: 'mutation RestResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }',
    variables: ({ body }) => ({
      input: {
        email: text(body.email),
        code: text(body.code),
        password: text(body.password),
        confirmPassword: text(body.confirmPassword),
      },
    }),
    result: (data) => data.resetPassword,
  },
  {
    method: 'POST',
    path: '/auth/sign-in-code',
    tag: 'auth',
    access: 'visitor',
    summary:
      'E-mail a 6-digit sign-in code if the address has a verified account (same answer either way; at most one every 30 seconds per address).',
    bodySchema: requestPasswordResetSchema,
    responseSchema: messageResponse,
    responseExample: { message: 'If an account exists for this email, we sent a 6-digit sign-in code.' },
    document: 'mutation RestSignInCode($input: RequestSignInCodeInput!) { requestSignInCode(input: $input) { message } }',
    variables: ({ body }) => ({ input: { email: text(body.email) } }),
    result: (data) => data.requestSignInCode,
  },
  {
    method: 'POST',
    path: '/auth/sign-in-with-code',
    tag: 'auth',
    access: 'visitor',
    summary: 'Sign in with the e-mailed sign-in code. Sets the HttpOnly refresh-token cookie, like /auth/login.',
    bodySchema: emailCodeSchema,
    responseSchema: sessionResponse,
    responseExample: sessionExample,
    document: `mutation RestSignInWithCode($input: SignInWithCodeInput!) { signInWithCode(input: $input) { accessToken ${sessionUser} } }`,
    variables: ({ body }) => ({ input: { email: text(body.email), code: text(body.code) } }),
    result: (data) => toSession(data.signInWithCode),
  },
  {
    method: 'POST',
    path: COOKIE_AUTHENTICATED_PATHS.logout,
    tag: 'auth',
    access: 'visitor',
    summary: 'Revoke the refresh-token session and clear its cookie.',
    bodySchema: z.object({}),
    responseSchema: messageResponse,
    responseExample: { message: 'Logged out' },
    document: 'mutation RestLogout { logout { message } }',
    variables: () => ({}),
    result: (data) => data.logout,
  },
];
