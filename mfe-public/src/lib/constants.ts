// Business constants used by the auth pages.
export const BRAND = 'FreshMeals';

/** Redirect delay after login, sign-up, verify and logout ("about 100 ms"). */
export const REDIRECT_DELAY_MS = 100;
/** Redirect delay from /verify when no pending sign-up e-mail is held. */
export const NO_PENDING_SIGNUP_REDIRECT_MS = 500;
/** Cooldown of the Resend button after a successful resend, in seconds. */
export const RESEND_COOLDOWN_S = 30;
/** Length of the e-mailed verification code. */
export const CODE_LENGTH = 6;

export function pageTitle(page?: string): string {
  return page ? `${page} – ${BRAND}` : BRAND;
}
