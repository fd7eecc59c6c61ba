// Validation rules for the Contact Us form ("Get in Touch") and the contact
// enquiry's admin notes, with the product's exact messages. The GraphQL resolvers and the form both
// import this file, so it must stay free of server-only imports (zod only).
import { z } from 'zod';
import { attendedField, noteField } from './enquiry.ts';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
// A limit of our own: a cap so one message cannot fill the database.
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  phoneLength: 'Phone number must be 10 digits',
  phonePattern: 'Enter a valid 10-digit phone number',
  messageTooShort: 'Message should be at least 10 characters',
  messageTooLong: `Message should be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
  noteTooLong: 'Note is too long',
} as const;

const m = contactMessages;

export const contactSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameTooLong),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, m.emailRequired)
    .max(254, m.invalidEmail)
    .pipe(z.email(m.invalidEmail)),
  phone: z
    .string({ error: m.phoneLength })
    .trim()
    .length(10, m.phoneLength)
    .regex(/^\d{10}$/, m.phonePattern),
  message: z
    .string({ error: m.messageTooShort })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, m.messageTooShort)
    .max(CONTACT_MESSAGE_MAX_LENGTH, m.messageTooLong),
});
export type ContactInput = z.input<typeof contactSchema>;

/**
 * The contact enquiry detail's save: attended is required; sessionNotes at most 1000 characters
 * (absent leaves the note as it is, null or blank clears it).
 */
export const updateContactSchema = z.object({
  attended: attendedField,
  sessionNotes: noteField.nullable().optional(),
});
export type UpdateContactInput = z.input<typeof updateContactSchema>;
