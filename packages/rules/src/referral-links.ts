// The paths of a referral link, without the validation rules (and their zod) of referrals.ts: the
// public site's router reads these on every page, where every kilobyte of JavaScript counts.

/** The path a customer shares. */
export const referralPath = (code: string) => `/r/${encodeURIComponent(code)}`;

/** The sign-up page a referral link leads to. */
export const signupPathFor = (code: string) => `/signup?ref=${encodeURIComponent(code)}`;
