// Offers and coupons. The site advertises the active automatic offer (the first-month offer) in its
// own words, and every top-up applies it: what the site shows is what a payment honours. Admins
// change the first-month offer's terms and words, and create coupons that customers enter in 'Add
// credit'. A payment takes at most one discount, the better one (schema/offers/discount.ts).
//
// GraphQL: `activeOffer` (anyone: the banner, badge and plans page), `offers` (admin), `createCoupon`,
// `updateCoupon`, `updateFirstMonthOffer` (admin). The price of a top-up is `topUpQuote` (payments).
import type { Offer, Prisma } from '../../prisma/generated/client/client.ts';
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, isUniqueViolation, notFound } from '../errors.ts';
import { recordId } from '../enquiries/record-id.ts';
import { offsetConnection } from '../pagination.ts';
import { parseInput } from '../validate.ts';
import { couponSchema, firstMonthSchema, FIRST_MONTH_DAYS, OFFER_MESSAGES, type CouponInput } from '@freshmeals/rules/offers';
import { activeFirstMonthOffer, liveUses } from './discount.ts';

export const OFFERS_PAGE_SIZE = 20;

const OfferKindEnum = builder.enumType('OfferKind', {
  description: 'An automatic offer, or a coupon a customer enters.',
  values: {
    first_month: { value: 'first_month', description: `Automatic: top-ups paid within ${FIRST_MONTH_DAYS} days of the customer's first paid top-up.` },
    coupon: { value: 'coupon', description: "A code the customer enters in 'Add credit'." },
  } as const,
});

const DiscountTypeEnum = builder.enumType('DiscountType', {
  description: 'How a discount is counted.',
  values: {
    percent: { value: 'percent', description: 'A percentage of the credit added.' },
    flat: { value: 'flat', description: 'A fixed amount off.' },
  } as const,
});

const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

export const OfferNode = builder.prismaNode('Offer', {
  id: { field: 'id' },
  description: 'An offer or coupon, with its terms and uses (admin).',
  authScopes: { admin: true },
  fields: (t) => ({
    offerId: t.exposeInt('id', { description: 'The numeric id.' }),
    kind: t.expose('kind', { type: OfferKindEnum, description: 'Automatic offer or coupon.' }),
    code: t.exposeString('code', { nullable: true, description: "A coupon's code (upper-case); null for the automatic offer." }),
    title: t.exposeString('title', { description: "The automatic offer's bold title on the site's banner; a coupon's note for admins." }),
    description: t.exposeString('description', { description: 'The sentence after the title on the banner.' }),
    badge: t.exposeString('badge', { description: "The home page's floating badge, before '– Order now'." }),
    discountType: t.expose('discountType', { type: DiscountTypeEnum, description: 'Percent or flat.' }),
    value: t.float({ description: 'The percentage, or the flat amount in INR.', resolve: (o) => (o.discountType === 'percent' ? o.value : o.value / 100) }),
    maxDiscount: t.float({
      nullable: true,
      description: 'INR: the most one payment is discounted (coupon), or one customer in all (first-month offer); null: no cap.',
      resolve: (o) => rupees(o.maxDiscountPaise),
    }),
    minTopUp: t.float({ description: 'The smallest top-up (credit added) it applies to, INR.', resolve: (o) => o.minTopUpPaise / 100 }),
    validFrom: t.expose('validFrom', { type: 'DateTime', nullable: true, description: 'Not before (null: from its creation).' }),
    validTo: t.expose('validTo', { type: 'DateTime', nullable: true, description: 'Not from then on (null: no end).' }),
    totalUses: t.exposeInt('totalUses', { nullable: true, description: 'Uses in all (null: no limit).' }),
    usesPerCustomer: t.exposeInt('usesPerCustomer', { nullable: true, description: 'Uses per customer (null: no limit).' }),
    newCustomersOnly: t.exposeBoolean('newCustomersOnly', { description: 'Only for customers who have not paid a top-up yet.' }),
    active: t.exposeBoolean('active', { description: 'Whether it can be used now (within its dates).' }),
    uses: t.int({
      description: 'Payments that took it: paid, or waiting within the hour an order may be paid in.',
      resolve: (o, _args, ctx) => ctx.prisma.payment.count({ where: { offerId: o.id, ...liveUses(ctx.now()) } }),
    }),
    discountGiven: t.float({
      description: 'What it took off paid top-ups in all, INR.',
      resolve: async (o, _args, ctx) =>
        ((await ctx.prisma.payment.aggregate({ where: { offerId: o.id, status: 'paid' }, _sum: { discountPaise: true } }))._sum.discountPaise ?? 0) / 100,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
  }),
});

interface SiteOfferShape {
  title: string;
  description: string;
  badge: string;
  percent: number | null;
}

const SiteOffer = builder.objectRef<SiteOfferShape>('SiteOffer').implement({
  description: "The offer the site advertises now, in its own words (the home page's banner and badge, the plans page).",
  authScopes: { public: true },
  fields: (t) => ({
    title: t.exposeString('title', { description: "The banner's bold title, e.g. 'LIMITED TIME OFFER!'." }),
    description: t.exposeString('description', { description: 'The sentence after it.' }),
    badge: t.exposeString('badge', { description: "The floating badge's words, before '– Order now'." }),
    percent: t.exposeInt('percent', { nullable: true, description: 'Its percentage off (null for a flat discount).' }),
  }),
});

const CouponInputRef = builder.inputType('CouponInput', {
  description: 'A coupon: its code and terms. Amounts in INR.',
  fields: (t) => ({
    code: t.string({ required: true, description: '3 to 30 letters, digits, dashes or underscores; stored upper-case, unique.' }),
    description: t.string({ required: false, description: 'A note for admins (at most 200 characters).' }),
    discountType: t.field({ type: DiscountTypeEnum, required: true, description: 'Percent or flat.' }),
    value: t.int({ required: true, description: 'The percentage (1–100), or the flat amount in whole INR.' }),
    maxDiscount: t.int({ required: false, description: 'The most one payment is discounted, INR (percent coupons).' }),
    minTopUp: t.int({ required: false, description: 'The smallest top-up it applies to, INR.' }),
    validFrom: t.field({ type: 'DateTime', required: false, description: 'Not before.' }),
    validTo: t.field({ type: 'DateTime', required: false, description: 'Not from then on.' }),
    totalUses: t.int({ required: false, description: 'Uses in all.' }),
    usesPerCustomer: t.int({ required: false, description: 'Uses per customer.' }),
    newCustomersOnly: t.boolean({ required: false, description: 'Only customers who have not paid a top-up yet (default false).' }),
    active: t.boolean({ required: false, description: 'Whether it can be used (default true).' }),
  }),
});

const FirstMonthOfferInput = builder.inputType('FirstMonthOfferInput', {
  description: "The first-month offer's terms and words.",
  fields: (t) => ({
    percent: t.int({ required: true, description: 'Percent off the credit added (1–100).' }),
    maxDiscount: t.int({ required: true, description: 'The most one customer saves in all, INR.' }),
    active: t.boolean({ required: true, description: 'Whether it applies (and the site shows it).' }),
    title: t.string({ required: true, description: "The banner's bold title." }),
    description: t.string({ required: true, description: 'The sentence after it.' }),
    badge: t.string({ required: true, description: "The badge's words, before '– Order now'." }),
  }),
});

function couponData(c: CouponInput): Omit<Prisma.OfferCreateInput, 'kind'> {
  return {
    code: c.code,
    title: c.description ?? '',
    discountType: c.discountType,
    value: c.discountType === 'percent' ? c.value : c.value * 100,
    maxDiscountPaise: c.maxDiscount == null ? null : c.maxDiscount * 100,
    minTopUpPaise: (c.minTopUp ?? 0) * 100,
    validFrom: c.validFrom ?? null,
    validTo: c.validTo ?? null,
    totalUses: c.totalUses ?? null,
    usesPerCustomer: c.usesPerCustomer ?? null,
    newCustomersOnly: c.newCustomersOnly,
  };
}

const auditView = (o: Offer) => ({
  code: o.code,
  discountType: o.discountType,
  value: o.value,
  maxDiscountPaise: o.maxDiscountPaise,
  minTopUpPaise: o.minTopUpPaise,
  validFrom: o.validFrom?.toISOString() ?? null,
  validTo: o.validTo?.toISOString() ?? null,
  totalUses: o.totalUses,
  usesPerCustomer: o.usesPerCustomer,
  newCustomersOnly: o.newCustomersOnly,
  active: o.active,
  title: o.title,
  description: o.description,
  badge: o.badge,
});

async function offerById(ctx: Context, id: string, kind: Offer['kind']): Promise<Offer> {
  const numeric = recordId('Offer', id);
  const offer = numeric === null ? null : await ctx.prisma.offer.findUnique({ where: { id: numeric } });
  if (!offer || offer.kind !== kind) throw notFound(OFFER_MESSAGES.notFound);
  return offer;
}

/** A coupon's code is unique: a second coupon with it is refused with the form's message. */
const codeTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw badInput(OFFER_MESSAGES.codeTaken, 'code');
  throw error;
};

builder.queryFields((t) => ({
  activeOffer: t.field({
    type: SiteOffer,
    nullable: true,
    description: 'The offer the site advertises now, in its own words; null when none is active (the banner and badge disappear).',
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      const offer = await activeFirstMonthOffer(ctx.prisma, ctx.now());
      return offer && { title: offer.title, description: offer.description, badge: offer.badge, percent: offer.discountType === 'percent' ? offer.value : null };
    },
  }),
  offers: t.connection(
    {
      type: OfferNode,
      description: `Offers and coupons: the automatic offer first, then coupons newest first (${OFFERS_PAGE_SIZE} a page). Admin only.`,
      authScopes: { admin: true },
      resolve: (_root, args, ctx) =>
        offsetConnection(
          args,
          () => ctx.prisma.offer.count(),
          ({ offset, limit }) => ctx.prisma.offer.findMany({ orderBy: [{ kind: 'asc' }, { id: 'desc' }], skip: offset, take: limit }),
          OFFERS_PAGE_SIZE,
        ),
    },
    { description: 'A page of offers.' },
    { description: 'One offer.' },
  ),
}));

builder.mutationFields((t) => ({
  createCoupon: t.field({
    type: OfferNode,
    description: `Creates a coupon (admin). A code in use: BAD_USER_INPUT '${OFFER_MESSAGES.codeTaken}'.`,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CouponInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const coupon = parseInput(couponSchema, input);
      return ctx.prisma
        .$transaction(async (tx) => {
          const created = await tx.offer.create({ data: { kind: 'coupon', ...couponData(coupon), active: input.active ?? true } });
          await recordAudit(tx, ctx, { action: 'offer.create', subject: `Coupon ${created.code}`, after: auditView(created) });
          return created;
        })
        .catch(codeTaken);
    },
  }),
  updateCoupon: t.field({
    type: OfferNode,
    description: "Changes a coupon's code or terms, or turns it off (admin). Payments already made keep their discount.",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The coupon (global id or offerId).' }), input: t.arg({ type: CouponInputRef, required: true }) },
    resolve: async (_root, { id, input }, ctx) => {
      const before = await offerById(ctx, String(id), 'coupon');
      const coupon = parseInput(couponSchema, input);
      return ctx.prisma
        .$transaction(async (tx) => {
          const after = await tx.offer.update({ where: { id: before.id }, data: { ...couponData(coupon), active: input.active ?? before.active } });
          await recordAudit(tx, ctx, { action: 'offer.update', subject: `Coupon ${after.code}`, before: auditView(before), after: auditView(after) });
          return after;
        })
        .catch(codeTaken);
    },
  }),
  updateFirstMonthOffer: t.field({
    type: OfferNode,
    description: "Changes the first-month offer's percentage, allowance, words, or turns it off (admin); the site shows the change at once.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: FirstMonthOfferInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const terms = parseInput(firstMonthSchema, input);
      const before = await ctx.prisma.offer.findFirst({ where: { kind: 'first_month' }, orderBy: { id: 'asc' } });
      if (!before) throw notFound(OFFER_MESSAGES.notFound);
      return ctx.prisma.$transaction(async (tx) => {
        const after = await tx.offer.update({
          where: { id: before.id },
          data: {
            discountType: 'percent',
            value: terms.percent,
            maxDiscountPaise: terms.maxDiscount * 100,
            active: terms.active,
            title: terms.title,
            description: terms.description,
            badge: terms.badge,
          },
        });
        await recordAudit(tx, ctx, { action: 'offer.update', subject: 'First-month offer', before: auditView(before), after: auditView(after) });
        return after;
      });
    },
  }),
}));
