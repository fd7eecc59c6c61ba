// Validation rules for accounts, with the product's exact messages.
// One set of rules: the GraphQL resolvers and the forms of mfe-public both import this file,
// so it must stay free of server-only imports (zod only).
import { z } from 'zod';
import { pinField } from './addresses.ts';

export const emailField = z.string().trim().toLowerCase();

export const passwordField = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .regex(/[A-Z]/, 'Must contain an uppercase letter')
  .regex(/[a-z]/, 'Must contain a lowercase letter')
  .regex(/[0-9]/, 'Must contain a number')
  .regex(/[^A-Za-z0-9]/, 'Must contain a special character');

/** What the forms say under a new password's field: the rules above in words. */
export const PASSWORD_HINT = 'At least 8 characters, with an uppercase and a lowercase letter, a number and a special character.';

/** A customer's own phone: 10 digits, at sign-up and when they edit their details. */
export const phoneField = z
  .string()
  .trim()
  .length(10, 'Phone number must be 10 digits')
  .regex(/^\d{10}$/, 'Enter a valid 10-digit phone number');

const signupFields = {
  name: z.string().trim().min(2, 'Name is required'),
  email: emailField.pipe(z.email('Invalid email address')),
  phone: phoneField,
  password: passwordField,
  confirmPassword: z.string(),
};
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

/**
 * A sign-up as the API takes it. The PIN code is checked against the service area when it is sent;
 * the REST contract's sign-up has none, so the API cannot require it.
 */
export const signupSchema = z.object({ ...signupFields, pin: pinField.optional() }).refine(passwordsMatch, mismatch);
/** The sign-up form: the PIN code is asked for, so that nobody signs up where the kitchen does not deliver. */
export const signupFormSchema = z.object({ ...signupFields, pin: pinField }).refine(passwordsMatch, mismatch);
export type SignupInput = z.input<typeof signupSchema>;
export type SignupFormInput = z.input<typeof signupFormSchema>;

export const loginSchema = z.object({
  // No e-mail message is prescribed here; this one matches the sign-up form.
  email: emailField.pipe(z.email('Invalid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** What the sign-in forms tell the user (the public site's, and the shell's when that site is down). */
export const LOGIN_MESSAGES = {
  failed: 'Login failed. Please check your credentials.',
  verifyFirst: 'Please verify your email before logging in.',
  success: 'Login successful!',
} as const;

export const codeSchema = z
  .string()
  .trim()
  .length(6, 'Code must be exactly 6 digits')
  .regex(/^\d+$/, 'Code must contain only digits');

/** An address and the 6-digit code e-mailed to it (sign-in with a code). */
export const emailCodeSchema = z.object({
  email: emailField.pipe(z.email('Invalid email address')),
  code: codeSchema,
});
export type EmailCodeInput = z.input<typeof emailCodeSchema>;

/**
 * Verify: the address and its code, and a password chosen there (the sign-up rules) when the
 * server asks for one: a code typed in a browser that did not make its sign-up activates no
 * password that sign-up sent.
 */
export const verifyEmailSchema = emailCodeSchema
  .extend({ password: passwordField.optional(), confirmPassword: z.string().optional() })
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, mismatch);
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** What the verify step answers (and the page shows) when it needs a password chosen there. */
export const VERIFY_MESSAGES = {
  passwordRequired: 'Choose a password to finish creating your account.',
} as const;
/** The error code of that answer. */
export const PASSWORD_REQUIRED = 'PASSWORD_REQUIRED';

export const resendCodeSchema = z.object({
  email: emailField.pipe(z.email('Invalid email address')),
});

/** The password rules of sign-up, reused by the set-password and reset-password forms. */
export const newPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Change password (signed in): the current password, then a new one by the sign-up rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((v) => v.password !== v.currentPassword, {
    message: 'The new password must be different from the current one',
    path: ['password'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const CHANGE_PASSWORD_MESSAGES = {
  wrongCurrent: 'Current password is incorrect',
  done: 'Your password has been changed. Other devices have been signed out.',
} as const;

/** First message of a failed parse, in field order: what the server answers with. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** Forgot password: the address to send a reset code to. */
export const requestPasswordResetSchema = z.object({
  email: emailField.pipe(z.email('Invalid email address')),
});
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

/** Reset password: the e-mailed code (same rules as verify) and a new password (sign-up rules). */
export const resetPasswordSchema = z
  .object({
    email: emailField.pipe(z.email('Invalid email address')),
    code: codeSchema,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
