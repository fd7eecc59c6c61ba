// Validation rules for order enquiries ("Request a quote"), with the product's exact
// messages: the plan form (plan, meals, duration, add-ons), the quote contact form (name, e-mail,
// phone) and the admin notes. One set of rules: the GraphQL resolvers and the forms both import this
// file, so it must stay free of server-only imports (zod only).
import { z } from 'zod';
import { PLAN_TYPES } from './lists.ts';

export { PLAN_TYPES, type PlanType } from './lists.ts';
/** The request's mealDetails values: lowercase meal types. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export const ADDONS = ['Chicken', 'Paneer', 'Egg'] as const;
export type AddonName = (typeof ADDONS)[number];
/** Plan durations in days. */
export const PLAN_DURATIONS = [14, 28] as const;
/** Notes maximum for enquiries. */
export const NOTE_MAX_LENGTH = 1000;

/** The note 'Create customer' adds to an order enquiry. */
export const convertedNote = (user: { id: number; email: string }) => `Customer account created: ${user.email} (user #${user.id}).`;

export const enquiryMessages = {
  planRequired: 'Please select a plan',
  /** The toast when the quote is submitted before a plan was chosen (a form-only state). */
  selectPlanFirst: 'Please select a meal plan first.',
  unknownPlan: 'Invalid meal type selected',
  mealsRequired: 'Choose at least one meal type',
  // The form only offers the three meals; still, a clear message for anything else.
  unknownMeal: 'Invalid meal selected',
  invalidDuration: 'Invalid duration',
  unknownAddon: 'Invalid addon',
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  invalidEmail: 'Invalid email',
  phoneLength: 'Phone must be 10 digits',
  phoneDigits: 'Phone must contain only digits',
  noteTooLong: 'Note is too long',
  attendedRequired: 'Attended must be true or false',
} as const;

const m = enquiryMessages;

/** Keeps each value once, in the canonical order of `order` (breakfast, lunch, dinner; Chicken, Paneer, Egg). */
const canonical =
  <T extends string>(order: readonly T[]) =>
  (values: readonly T[]): T[] =>
    order.filter((value) => values.includes(value));

export const planField = z
  .string({ error: m.planRequired })
  .trim()
  .min(1, m.planRequired)
  .pipe(z.enum(PLAN_TYPES, m.unknownPlan));

export const mealsField = z
  .array(z.string({ error: m.unknownMeal }).trim().toLowerCase().pipe(z.enum(MEAL_TYPES, m.unknownMeal)), {
    error: m.mealsRequired,
  })
  .min(1, m.mealsRequired)
  .transform(canonical(MEAL_TYPES));

export const durationField = z
  .number({ error: m.invalidDuration })
  .refine((days) => (PLAN_DURATIONS as readonly number[]).includes(days), m.invalidDuration);

/** Optional: absent or null means no add-ons. */
export const addonsField = z
  .array(z.enum(ADDONS, m.unknownAddon), { error: m.unknownAddon })
  .nullish()
  .transform((addons) => canonical(ADDONS)(addons ?? []));

export const quoteNameField = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameTooLong);
export const quoteEmailField = z
  .string({ error: m.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, m.invalidEmail)
  .pipe(z.email(m.invalidEmail));
export const quotePhoneField = z
  .string({ error: m.phoneLength })
  .trim()
  .length(10, m.phoneLength)
  .regex(/^\d+$/, m.phoneDigits);

/** The plans page's plan form (plan, meals, duration, addons). */
export const planFormSchema = z.object({
  plan: planField,
  meals: mealsField,
  duration: durationField,
  addons: addonsField,
});
export type PlanFormInput = z.input<typeof planFormSchema>;

/** The "Get Your Meal Plan Quote" dialog's contact form. */
export const quoteContactSchema = z.object({
  name: quoteNameField,
  email: quoteEmailField,
  phone: quotePhoneField,
});
export type QuoteContactInput = z.input<typeof quoteContactSchema>;

/**
 * The enquiry request as the server checks it: the plan form's rules first, then
 * the contact form's, so the first message is the one the user meets first on the page.
 * E-mails are stored lower-cased (alreadyExists compares them case-insensitively).
 */
export const createEnquirySchema = z.object({
  mealType: planField,
  mealDetails: mealsField,
  duration: durationField,
  addons: addonsField,
  name: quoteNameField,
  email: quoteEmailField,
  phone: quotePhoneField,
  /** true: create the enquiry even when a not-yet-attended one with the same e-mail or phone exists. */
  override: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
});
export type CreateEnquiryInput = z.input<typeof createEnquirySchema>;

/** Admin notes: at most 1000 characters. Blank means no note. */
export const noteField = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, m.noteTooLong)
  .transform((note) => note || null);

export const attendedField = z.boolean({ error: m.attendedRequired });

/**
 * The order-enquiry detail's save: attended is required; adminNotes is optional (absent leaves the
 * note as it is, null or blank clears it).
 */
export const updateEnquirySchema = z.object({
  attended: attendedField,
  adminNotes: noteField.nullable().optional(),
});
export type UpdateEnquiryInput = z.input<typeof updateEnquirySchema>;
