// Rules for the admin's user management and the invitation's set-password form. One set of rules:
// the GraphQL resolvers and the admin's forms both import this file, so it must stay free of
// server-only imports (zod only).
import { z } from 'zod';
import { emailField, newPasswordSchema, phoneField } from './auth.ts';
import { optionalAddressSchema, type AddressInput } from './addresses.ts';

export const USERS_PAGE_SIZE = 10;
/** A limit of our own: an invitation link is valid for 72 hours. */
export const INVITATION_TTL_HOURS = 72;

export const MESSAGES = {
  name: 'Name is required',
  nameMax: 'Name must be at most 100 characters',
  email: 'Invalid email address',
  phone: 'Phone number is required',
  phoneMax: 'Phone number must be at most 20 characters',
  emailTaken: 'A user with this email already exists',
  userNotFound: 'User not found',
  disableSelf: 'You cannot disable your own account',
  invalidLink: 'This link is invalid or has expired.',
  searchMax: 'Search must be at most 100 characters',
  lastAdmin: 'The last active admin cannot be disabled or demoted.',
  role: 'Role must be admin, kitchen, delivery or customer',
  staffRole: 'Role must be admin, kitchen or delivery',
} as const;

/** Who runs the kitchen: admins (everything), kitchen staff (dishes, menu, summary, dispatch, users read-only) and delivery staff (today's run). */
export const STAFF_ROLES = ['admin', 'kitchen', 'delivery'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['admin', 'kitchen', 'delivery', 'customer'] as const;
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = { admin: 'Admin', kitchen: 'Kitchen', delivery: 'Delivery', customer: 'Customer' };

export const registerUserSchema = z.object({
  name: z.string(MESSAGES.name).trim().min(1, MESSAGES.name).max(100, MESSAGES.nameMax),
  email: z.string(MESSAGES.email).pipe(emailField).pipe(z.email(MESSAGES.email).max(254, MESSAGES.email)),
  phone: z.string(MESSAGES.phone).trim().min(5, MESSAGES.phone).max(20, MESSAGES.phoneMax),
});
export type RegisterUserInput = z.input<typeof registerUserSchema>;

/**
 * A customer an admin adds (Add user): the contact details and, optionally, their first delivery
 * address (their default). The REST contract's body is the contact details alone.
 */
export const newCustomerSchema = registerUserSchema.extend({ address: optionalAddressSchema.optional() });
/** The Add user form's values: the address's parts may all be left blank. */
export type NewCustomerInput = RegisterUserInput & { address?: AddressInput | null };
export type NewCustomerData = z.output<typeof newCustomerSchema>;

/**
 * 'Your details' on the account page: the signed-in user's own name (Add user's rule) and phone (the
 * sign-up rule, 10 digits, so that editing cannot store a phone sign-up refuses); the e-mail stays.
 */
export const profileSchema = z.object({ name: registerUserSchema.shape.name, phone: phoneField });
export type ProfileInput = z.input<typeof profileSchema>;

export const PROFILE_SAVED = 'Your details have been saved.';

/** 'Invite staff': a new account with a staff role, invited by e-mail as a customer is. */
export const inviteStaffSchema = registerUserSchema.extend({ role: z.enum(STAFF_ROLES, MESSAGES.staffRole) });
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

/** The invitation's form: the sign-up password rules and messages, plus the link's token. */
export const setPasswordSchema = newPasswordSchema.and(
  z.object({ token: z.string(MESSAGES.invalidLink).trim().min(1, MESSAGES.invalidLink).max(200, MESSAGES.invalidLink) }),
);
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The users table's search box ('Search name, email or phone...'). */
export const userSearchField = z.string().trim().max(100, MESSAGES.searchMax);
