// Contact enquiries ("Get in Touch"): the public form and the admin-only list, detail and save (the
// contact-requests list is admin-only).
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { notFound } from '../errors.ts';
import { enquiryWhere } from '../enquiries/filters.ts';
import { contactEnquiryNotice, tellStaff } from '../enquiries/staff-notice.ts';
import { markCreated, recordId, wasCreatedInRequest } from '../enquiries/record-id.ts';
import { offsetConnection } from '../pagination.ts';
import { enforce } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import { contactSchema, updateContactSchema } from '@freshmeals/rules/contact';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../idempotency.ts';

const NOT_FOUND = 'Contact not found';
export const CONTACT_THANKS = 'Thank you for reaching out! We will get back to you soon.';
/** Per client address (several people may share one), scaled for browser test runs. */
const CONTACTS_PER_HOUR = 20;

export const ContactEnquiryNode = builder.prismaNode('ContactEnquiry', {
  description: 'A Contact Us message. Admin-only.',
  id: { field: 'id' },
  // Admin-only; the visitor who has just sent it may read it back in the same response.
  authScopes: (contact, ctx) =>
    wasCreatedInRequest(ctx, 'ContactEnquiry', contact.id) ? { public: true } : { admin: true },
  fields: (t) => ({
    contactId: t.exposeInt('id', { description: 'The numeric id used by the REST API and the admin URLs.' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    email: t.exposeString('email', { description: 'Lower-cased.' }),
    phone: t.exposeString('phone', { description: '10-digit mobile number.' }),
    message: t.exposeString('message', { description: 'The message.' }),
    submittedAt: t.expose('submittedAt', { description: 'When it was sent.', type: 'DateTime' }),
    attended: t.exposeBoolean('attended', { description: 'Whether someone has followed it up.' }),
    sessionNotes: t.exposeString('sessionNotes', { description: 'The admins\' notes (at most 1000 characters).', nullable: true }),
  }),
});

interface CreateContactPayloadShape {
  message: string;
  contactEnquiry: Awaited<ReturnType<Context['prisma']['contactEnquiry']['create']>>;
}

const CreateContactEnquiryPayload = builder
  .objectRef<CreateContactPayloadShape>('CreateContactEnquiryPayload')
  .implement({
  description: 'The answer of createContactEnquiry.',
    authScopes: { public: true },
    fields: (t) => ({
      message: t.exposeString('message', { description: 'A thank-you line to show.' }),
      contactEnquiry: t.expose('contactEnquiry', { description: 'The message as stored.', type: ContactEnquiryNode }),
    }),
  });

const CreateContactEnquiryInput = builder.inputType('CreateContactEnquiryInput', {
  description: 'The Contact Us form.',
  fields: (t) => ({
    name: t.string({ description: 'Full name.', required: true }),
    email: t.string({ description: 'E-mail address.', required: true }),
    phone: t.string({ description: '10-digit mobile number.', required: true }),
    message: t.string({ description: 'At least 10 characters.', required: true }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
  }),
});

builder.queryFields((t) => ({
  contactEnquiries: t.connection(
    {
      type: ContactEnquiryNode,
      description:
        'Contact enquiries, newest first (10 a page). Filters: unattendedOnly, from/to (calendar days in the business ' +
        'time zone, both included), and search on name, e-mail or phone.',
      authScopes: { admin: true },
      args: {
        search: t.arg.string({ description: 'Part of the name, e-mail or phone (any case).' }),
        unattendedOnly: t.arg.boolean({ description: 'Only enquiries not yet attended.' }),
        from: t.arg({ type: 'Date', description: 'Submitted on or after this day.' }),
        to: t.arg({ type: 'Date', description: 'Submitted on or before this day.' }),
      },
      resolve: (_root, args, ctx) => {
        const where = enquiryWhere(ctx, args, 'submittedAt');
        return offsetConnection(
          args,
          () => ctx.prisma.contactEnquiry.count({ where }),
          ({ offset, limit }) =>
            ctx.prisma.contactEnquiry.findMany({
              where,
              orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
              skip: offset,
              take: limit,
            }),
        );
      },
    },
    { name: 'ContactEnquiryConnection' },
    { name: 'ContactEnquiryEdge' },
  ),

  contactEnquiry: t.prismaField({
    type: 'ContactEnquiry',
    description: `One contact enquiry by global ID or numeric contactId; NOT_FOUND '${NOT_FOUND}' otherwise.`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const contactId = recordId('ContactEnquiry', id);
      const contact =
        contactId === null ? null : await ctx.prisma.contactEnquiry.findUnique({ ...query, where: { id: contactId } });
      if (!contact) throw notFound(NOT_FOUND);
      return contact;
    },
  }),
}));

builder.mutationFields((t) => ({
  createContactEnquiry: t.field({
    type: CreateContactEnquiryPayload,
    description: 'Send the Contact Us form (public, rate-limited per client).',
    authScopes: { public: true },
    args: { input: t.arg({ type: CreateContactEnquiryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(contactSchema, input);
      const now = ctx.now();
      await enforce(
        ctx.prisma,
        `contact:${ctx.clientIp}`,
        { limit: CONTACTS_PER_HOUR * ctx.auth.rateLimitMultiplier, windowSeconds: 3600 },
        now,
      );
      const contactEnquiry = await ctx.prisma.$transaction(async (tx) => {
        const created = await tx.contactEnquiry.create({ data: { ...data, submittedAt: now } });
        await ctx.webhooks.record(tx, 'enquiry.created', {
          object: 'enquiry',
          kind: 'contact',
          enquiryId: created.id,
          name: created.name,
          email: created.email,
          phone: created.phone,
          createdAt: now.toISOString(),
        });
        return created;
      });
      markCreated(ctx, 'ContactEnquiry', contactEnquiry.id);
      await tellStaff(ctx, (to) => contactEnquiryNotice(to, contactEnquiry, ctx.publicUrl));
      return { message: CONTACT_THANKS, contactEnquiry };
    },
  }),

  updateContactEnquiry: t.prismaField({
    type: 'ContactEnquiry',
    description:
      'Save the attended flag and the session notes (at most 1000 characters). sessionNotes absent: ' +
      `unchanged; null or blank: cleared. Unknown id: NOT_FOUND '${NOT_FOUND}'.`,
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'Global ID or numeric contactId.' }),
      attended: t.arg.boolean({ description: 'Required (nullable only so that REST input reaches the validation).' }),
      sessionNotes: t.arg.string(),
    },
    resolve: async (query, _root, { id, ...input }, ctx) => {
      const data = parseInput(updateContactSchema, input);
      const contactId = recordId('ContactEnquiry', id);
      if (contactId === null) throw notFound(NOT_FOUND);
      return ctx.prisma.contactEnquiry
        .update({ ...query, where: { id: contactId }, data })
        .catch((error: { code?: string }) => {
          if (error?.code === 'P2025') throw notFound(NOT_FOUND);
          throw error;
        });
    },
  }),
}));
