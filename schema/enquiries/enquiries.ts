// Order enquiries ("Request a quote"): the public createEnquiry with the alreadyExists rule, and
// the admin table, detail and save.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { notFound } from '../errors.ts';
import { offsetConnection } from '../pagination.ts';
import { enforce } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import { ADDONS, createEnquirySchema, PLAN_TYPES, updateEnquirySchema, type MealType, type PlanType } from '@freshmeals/rules/enquiry';
import { MealOfDayEnum } from '../routines/enums.ts';
import { UserNode } from '../users/user.ts';

type Addon = (typeof ADDONS)[number];
import { enquiryWhere } from './filters.ts';
import { orderEnquiryNotice, tellStaff } from './staff-notice.ts';
import { markCreated, recordId, wasCreatedInRequest } from './record-id.ts';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../idempotency.ts';

const NOT_FOUND = 'Enquiry not found';
/** Per client address (several people may share one), scaled for browser test runs. */
const ENQUIRIES_PER_HOUR = 20;

const PlanTypeEnum = builder.enumType('PlanType', {
  description: 'The plan a quote asks for.',
  values: PLAN_TYPES,
});

const AddonEnum = builder.enumType('Addon', {
  description: 'An extra a quote may ask for.',
  values: ADDONS,
});

export const EnquiryNode = builder.prismaNode('Enquiry', {
  description: 'A quote request from the plans page. Admin-only.',
  id: { field: 'id' },
  // Admin-only; the visitor who has just submitted it may read it back in the same response.
  authScopes: (enquiry, ctx) => (wasCreatedInRequest(ctx, 'Enquiry', enquiry.id) ? { public: true } : { admin: true }),
  fields: (t) => ({
    enquiryId: t.exposeInt('id', { description: 'The numeric id used by the REST API and the admin URLs.' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    email: t.exposeString('email', { description: 'Lower-cased.' }),
    phone: t.exposeString('phone', { description: '10-digit mobile number.' }),
    mealType: t.field({ type: PlanTypeEnum, description: 'The plan asked for.', select: { mealType: true }, resolve: (e) => e.mealType as PlanType }),
    mealDetails: t.field({
      type: [MealOfDayEnum],
      description: 'The meals asked for.',
      select: { mealDetails: true },
      resolve: (e) => e.mealDetails as MealType[],
    }),
    duration: t.exposeInt('duration', { description: 'Days: 14 or 28.' }),
    addons: t.field({ type: [AddonEnum], description: 'The extras asked for; empty when none.', select: { addons: true }, resolve: (e) => e.addons as Addon[] }),
    createdAt: t.expose('createdAt', { description: 'When it was sent.', type: 'DateTime' }),
    attended: t.exposeBoolean('attended', { description: 'Whether someone has followed it up.' }),
    adminNotes: t.exposeString('adminNotes', { description: 'The admins\' notes (at most 1000 characters).', nullable: true }),
    account: t.field({
      type: UserNode,
      nullable: true,
      description:
        'The account that already has this e-mail, if any, so the console links to it instead of offering to create ' +
        'one. Admin-only, also for the visitor who has just sent the enquiry: it would tell them whether an account exists.',
      authScopes: { admin: true },
      select: { email: true },
      resolve: (enquiry, _args, ctx) => ctx.prisma.user.findUnique({ where: { email: enquiry.email } }),
    }),
  }),
});

interface CreateEnquiryPayloadShape {
  alreadyExists: boolean;
  enquiry: Awaited<ReturnType<Context['prisma']['enquiry']['create']>> | null;
}

const CreateEnquiryPayload = builder.objectRef<CreateEnquiryPayloadShape>('CreateEnquiryPayload').implement({
  description: 'The answer of createEnquiry.',
  authScopes: { public: true },
  fields: (t) => ({
    alreadyExists: t.exposeBoolean('alreadyExists', {
      description:
        'True when a not-yet-attended enquiry with the same e-mail or phone exists: nothing was created. ' +
        'Send it again with override: true to create it anyway.',
    }),
    enquiry: t.expose('enquiry', {
      type: EnquiryNode,
      nullable: true,
      description: 'The new enquiry (null when alreadyExists).',
    }),
  }),
});

const CreateEnquiryInput = builder.inputType('CreateEnquiryInput', {
  description: 'The quote request. duration may be null so that a missing one gets the form\'s message.',
  fields: (t) => ({
    name: t.string({ description: 'Full name.', required: true }),
    email: t.string({ description: 'E-mail address.', required: true }),
    phone: t.string({ description: '10-digit mobile number.', required: true }),
    mealType: t.field({ type: PlanTypeEnum, required: true, description: 'The plan.' }),
    mealDetails: t.field({ type: [MealOfDayEnum], required: true, description: 'One or more meals.' }),
    duration: t.int({ description: '14 or 28 (days).' }),
    addons: t.field({ type: [AddonEnum], description: 'Extras, if any.' }),
    override: t.boolean({ description: 'Create it even when alreadyExists would be answered.' }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
  }),
});

async function createEnquiry(ctx: Context, input: unknown): Promise<CreateEnquiryPayloadShape> {
  const { override, ...data } = parseInput(createEnquirySchema, input);
  const now = ctx.now();
  await enforce(
    ctx.prisma,
    `enquiry:${ctx.clientIp}`,
    { limit: ENQUIRIES_PER_HOUR * ctx.auth.rateLimitMultiplier, windowSeconds: 3600 },
    now,
  );
  const enquiry = await ctx.prisma.$transaction(async (tx) => {
    // Submissions for one e-mail or phone take turns, so a double click cannot slip past the check.
    for (const key of [`enquiry:email:${data.email}`, `enquiry:phone:${data.phone}`]) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    }
    if (!override) {
      const pending = await tx.enquiry.findFirst({
        where: { attended: false, OR: [{ email: data.email }, { phone: data.phone }] },
        select: { id: true },
      });
      if (pending) return null;
    }
    const created = await tx.enquiry.create({ data: { ...data, createdAt: now } });
    await ctx.webhooks.record(tx, 'enquiry.created', {
      object: 'enquiry',
      kind: 'order',
      enquiryId: created.id,
      name: created.name,
      email: created.email,
      phone: created.phone,
      createdAt: now.toISOString(),
    });
    return created;
  });
  if (!enquiry) return { alreadyExists: true, enquiry: null };
  markCreated(ctx, 'Enquiry', enquiry.id);
  await tellStaff(ctx, (to) => orderEnquiryNotice(to, enquiry, ctx.publicUrl));
  return { alreadyExists: false, enquiry };
}

builder.queryFields((t) => ({
  enquiries: t.connection(
    {
      type: EnquiryNode,
      description:
        'Order enquiries, newest first (the admin table: 10 a page). Filters: unattendedOnly, from/to (calendar days in ' +
        'the business time zone, both included), mealType, and search on name, e-mail or phone.',
      authScopes: { admin: true },
      args: {
        search: t.arg.string({ description: 'Part of the name, e-mail or phone (any case).' }),
        unattendedOnly: t.arg.boolean({ description: 'Only enquiries not yet attended.' }),
        from: t.arg({ type: 'Date', description: 'Received on or after this day.' }),
        to: t.arg({ type: 'Date', description: 'Received on or before this day.' }),
        mealType: t.arg({ type: PlanTypeEnum, description: 'Only this plan type.' }),
      },
      resolve: (_root, args, ctx) => {
        const where = { ...enquiryWhere(ctx, args, 'createdAt'), ...(args.mealType ? { mealType: args.mealType } : {}) };
        return offsetConnection(
          args,
          () => ctx.prisma.enquiry.count({ where }),
          ({ offset, limit }) =>
            ctx.prisma.enquiry.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: offset, take: limit }),
        );
      },
    },
    { name: 'EnquiryConnection' },
    { name: 'EnquiryEdge' },
  ),

  enquiry: t.prismaField({
    type: 'Enquiry',
    description: `One enquiry by global ID or numeric enquiryId; NOT_FOUND '${NOT_FOUND}' otherwise.`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const enquiryId = recordId('Enquiry', id);
      const enquiry = enquiryId === null ? null : await ctx.prisma.enquiry.findUnique({ ...query, where: { id: enquiryId } });
      if (!enquiry) throw notFound(NOT_FOUND);
      return enquiry;
    },
  }),
}));

builder.mutationFields((t) => ({
  createEnquiry: t.field({
    type: CreateEnquiryPayload,
    description: 'Request a quote (public, rate-limited per client).',
    authScopes: { public: true },
    args: { input: t.arg({ type: CreateEnquiryInput, required: true }) },
    resolve: (_root, { input }, ctx) => createEnquiry(ctx, input),
  }),

  updateEnquiry: t.prismaField({
    type: 'Enquiry',
    description:
      'Save the attended flag and the admin notes (at most 1000 characters). adminNotes absent: unchanged; ' +
      `null or blank: cleared. Unknown id: NOT_FOUND '${NOT_FOUND}'.`,
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'Global ID or numeric enquiryId.' }),
      attended: t.arg.boolean({ description: 'Required (nullable only so that REST input reaches the validation).' }),
      adminNotes: t.arg.string(),
    },
    resolve: async (query, _root, { id, ...input }, ctx) => {
      const data = parseInput(updateEnquirySchema, input);
      const enquiryId = recordId('Enquiry', id);
      if (enquiryId === null) throw notFound(NOT_FOUND);
      return ctx.prisma.enquiry.update({ ...query, where: { id: enquiryId }, data }).catch((error: { code?: string }) => {
        if (error?.code === 'P2025') throw notFound(NOT_FOUND);
        throw error;
      });
    },
  }),
}));
