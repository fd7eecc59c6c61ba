// Online top-ups ('Add credit' on the account page). The customer picks a pack of their own routine
// (7, 14 or 28 days of it, priced from the price table) or an amount of at least ₹500; the order is
// made server-side with the payment provider; the payment is credited only when its signature is
// verified (gateway/payments: the checkout's callback and the provider's webhook), once.
//
// A top-up takes the better of the first-month offer and the customer's coupon (schema/offers): the
// order is for the price, and the payment adds the whole credit.
//
// GraphQL: `topUpOptions` (the signed-in customer's packs), `topUpQuote(input, couponCode)` (the price
// before paying), `startTopUp(input, couponCode)` (makes the order), `payments(states)` (admins:
// failed, abandoned, paid and waiting orders) and the Payment node; what the provider and we
// disagree on is in differences.ts.
import type { Offer, Prisma, PrismaClient } from '../../prisma/generated/client/client.ts';
import type { Context } from '../context.ts';
import { confirmQuote, discountLabel, quoteTopUp } from '../offers/discount.ts';
import { builder } from '../builder.ts';
import { badInput, clientError } from '../errors.ts';
import { offsetConnection } from '../pagination.ts';
import { loadPrices } from '../pricing/prices.ts';
import { MAX_BALANCE_PAISE } from '../credits/credits.ts';
import { weekCost } from '@freshmeals/rules/pricing';
import { moneyTransaction } from '../transactions.ts';
import { parseInput } from '../validate.ts';
import { ABANDONED_AFTER_MINUTES, MAX_TOP_UP, MIN_CUSTOM_TOP_UP, PACK_DAYS, PAYMENT_MESSAGES, startTopUpSchema, TOP_UP_PACKS, type TopUpPack } from '@freshmeals/rules/payments';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../idempotency.ts';

export const PAYMENTS_PAGE_SIZE = 20;
/** Where the browser goes to pay an order (served by the gateway). */
export const checkoutPath = (orderId: string) => `/pay/${encodeURIComponent(orderId)}`;

const TopUpPackEnum = builder.enumType('TopUpPack', {
  description: 'A pack of the customer’s own routine: 7, 14 or 28 days of it.',
  values: TOP_UP_PACKS,
});

interface PackShape {
  pack: TopUpPack;
  days: number;
  amountPaise: number;
}

const TopUpPackOffer = builder.objectRef<PackShape>('TopUpPackOffer').implement({
  description: 'A pack the customer may buy, priced from their routine and the price table now.',
  fields: (t) => ({
    pack: t.expose('pack', { type: TopUpPackEnum, description: 'Which pack.' }),
    days: t.exposeInt('days', { description: 'Days of the routine it pays for.' }),
    amount: t.float({ description: 'Its price, INR.', resolve: (p) => p.amountPaise / 100 }),
  }),
});

interface OptionsShape {
  available: boolean;
  packs: PackShape[];
}

const TopUpOptions = builder.objectRef<OptionsShape>('TopUpOptions').implement({
  description: "What 'Add credit' offers the signed-in customer.",
  fields: (t) => ({
    available: t.exposeBoolean('available', { description: 'Whether online payments are set up (Razorpay, or the local test checkout).' }),
    packs: t.field({ type: [TopUpPackOffer], description: 'Packs of their routine; empty without a routine.', resolve: (o) => o.packs }),
    minAmount: t.int({ description: 'The smallest custom amount, INR.', resolve: () => MIN_CUSTOM_TOP_UP }),
    maxAmount: t.int({ description: 'The largest amount, INR.', resolve: () => MAX_TOP_UP }),
  }),
});

/** The packs of a user's routine now (none without a routine). */
async function packsOf(prisma: PrismaClient, userId: number): Promise<PackShape[]> {
  const [slots, prices] = await Promise.all([
    prisma.routineSlot.findMany({ where: { userId }, select: { type: true, proteinMultiplier: true, snacks: true, drinks: true } }),
    loadPrices(prisma),
  ]);
  const week = weekCost(slots, prices);
  if (week === 0) return [];
  // Whole weeks: a pack of 7/14/28 days is 1/2/4 weeks of the routine, in exact paise.
  return TOP_UP_PACKS.map((pack) => ({ pack, days: PACK_DAYS[pack], amountPaise: (week * PACK_DAYS[pack]) / 7 }));
}

export const TopUpCheckout = builder
  .objectRef<{ orderId: string; amountPaise: number; creditPaise: number; discountPaise: number; provider: string; keyId: string | null; checkoutUrl: string }>(
    'TopUpCheckout',
  )
  .implement({
    description: 'An order made with the payment provider: open its checkout to pay it.',
    fields: (t) => ({
      orderId: t.exposeString('orderId', { description: "The provider's order id." }),
      amount: t.float({ description: 'What is paid, INR (the credit less the discount).', resolve: (c) => c.amountPaise / 100 }),
      credit: t.float({ description: 'The credit it adds once paid, INR.', resolve: (c) => c.creditPaise / 100 }),
      discount: t.float({ description: 'The discount, INR (0 without one).', resolve: (c) => c.discountPaise / 100 }),
      provider: t.exposeString('provider', { description: "'razorpay', or 'test' for the local test checkout." }),
      keyId: t.exposeString('keyId', { nullable: true, description: 'Razorpay key id for its checkout (null for the test checkout).' }),
      checkoutUrl: t.exposeString('checkoutUrl', { description: 'The page that takes the payment (on this site).' }),
    }),
  });

/** What a top-up buys ('custom' for an amount) and the credit it adds, paise: a pack of the user's routine, or the amount. */
async function topUpOf(ctx: Context, input: unknown): Promise<{ pack: TopUpPack | 'custom'; creditPaise: number }> {
  const data = parseInput(startTopUpSchema, input);
  if (!data.pack) return { pack: 'custom', creditPaise: data.amount! * 100 };
  const pack = (await packsOf(ctx.prisma, ctx.viewer!.id)).find((p) => p.pack === data.pack);
  if (!pack) throw badInput(PAYMENT_MESSAGES.noRoutine, 'pack');
  return { pack: pack.pack, creditPaise: pack.amountPaise };
}

const PaymentStateEnum = builder.enumType('PaymentState', {
  description: 'Where an online top-up stands.',
  values: {
    created: { value: 'created', description: 'Waiting for its payment (less than an hour old).' },
    abandoned: {
      value: 'abandoned',
      description: `Not paid within ${ABANDONED_AFTER_MINUTES} minutes of the order: marked so by the reconciliation job, or waiting past that time for its next run.`,
    },
    paid: { value: 'paid', description: 'Paid, verified and credited.' },
    failed: { value: 'failed', description: 'The payment provider said the payment failed.' },
  } as const,
});

const abandonedBefore = (now: Date) => new Date(now.getTime() - ABANDONED_AFTER_MINUTES * 60_000);

export const PaymentNode = builder.prismaNode('Payment', {
  description: "A customer's online top-up: its order, and what became of it. The customer's own, or any for admins.",
  id: { field: 'id' },
  authScopes: (p) => ({ $any: { admin: true, self: p.userId } }),
  select: { userId: true },
  fields: (t) => ({
    paymentRecordId: t.exposeInt('id', { description: 'The numeric id.' }),
    orderId: t.exposeString('orderId', { description: "The provider's order id." }),
    providerPaymentId: t.exposeString('paymentId', { nullable: true, description: "The provider's payment id, once paid." }),
    provider: t.exposeString('provider', { description: "'razorpay' or 'test'." }),
    amount: t.float({ description: 'What is paid, INR.', select: { amountPaise: true }, resolve: (p) => p.amountPaise / 100 }),
    credit: t.float({ description: 'The credit it adds, INR.', select: { creditPaise: true }, resolve: (p) => p.creditPaise / 100 }),
    discount: t.float({ description: 'The discount, INR (0 without one).', select: { discountPaise: true }, resolve: (p) => p.discountPaise / 100 }),
    discountName: t.string({
      nullable: true,
      description: "What gave the discount, e.g. '₹1,000 off, first-month offer' (null without one).",
      select: { discountPaise: true, offer: { select: { kind: true, code: true } } },
      resolve: (p) => discountLabel(p.discountPaise, p.offer),
    }),
    pack: t.exposeString('pack', { description: 'days_7, days_14, days_28 or custom.' }),
    state: t.field({
      type: PaymentStateEnum,
      description: 'Where it stands (an order unpaid for an hour is abandoned).',
      select: { status: true, createdAt: true },
      // The job marks such orders within 15 minutes; until then the time says it already.
      resolve: (p, _args, ctx) => (p.status === 'created' && p.createdAt < abandonedBefore(ctx.now()) ? 'abandoned' : p.status),
    }),
    error: t.exposeString('error', { nullable: true, description: "The provider's reason for a failure." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the order was made.' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true, description: 'When it was paid.' }),
    user: t.relation('user', { description: 'Whose top-up.' }),
  }),
});

interface QuoteShape {
  creditPaise: number;
  discountPaise: number;
  pricePaise: number;
  offer: Pick<Offer, 'kind' | 'code'> | null;
}

export const TopUpQuoteRef = builder.objectRef<QuoteShape>('TopUpQuote').implement({
  description: 'What a top-up costs: the credit it adds, the discount, and what is paid.',
  fields: (t) => ({
    credit: t.float({ description: 'The credit added, INR.', resolve: (q) => q.creditPaise / 100 }),
    discount: t.float({ description: 'The discount, INR (0 without one).', resolve: (q) => q.discountPaise / 100 }),
    price: t.float({ description: 'What is paid, INR.', resolve: (q) => q.pricePaise / 100 }),
    discountName: t.string({
      nullable: true,
      description: "What gave the discount: 'First-month offer' or 'Coupon <code>' (null without one).",
      resolve: (q) => (q.offer ? (q.offer.kind === 'coupon' ? `Coupon ${q.offer.code}` : 'First-month offer') : null),
    }),
    couponApplied: t.boolean({ description: 'Whether the coupon entered is the discount taken (false when the first-month offer is better).', resolve: (q) => q.offer?.kind === 'coupon' }),
  }),
});

export const StartTopUpInput = builder.inputType('StartTopUpInput', {
  description: 'A pack of the routine, or a custom amount (INR, whole, at least 500): exactly one of the two.',
  // @oneOf: typed clients must send exactly one of the fields, neither `{}` nor both.
  isOneOf: true,
  fields: (t) => ({
    pack: t.field({ type: TopUpPackEnum, required: false, description: 'A pack of the routine.' }),
    amount: t.int({ required: false, description: 'A custom amount, INR.' }),
  }),
});

builder.queryFields((t) => ({
  topUpOptions: t.field({
    type: TopUpOptions,
    description: "What 'Add credit' offers the signed-in user: packs of their routine, and whether payments are set up.",
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => ({ available: ctx.payments !== null, packs: await packsOf(ctx.prisma, ctx.viewer!.id) }),
  }),
  topUpQuote: t.field({
    type: TopUpQuoteRef,
    description:
      'What a top-up would cost the signed-in user now: the credit, the better of the first-month offer and the coupon, and ' +
      'the price. A coupon that cannot be used is BAD_USER_INPUT with its reason (field couponCode).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({ type: StartTopUpInput, required: true }),
      couponCode: t.arg.string({ required: false, description: 'A coupon code, if the customer entered one.' }),
    },
    resolve: async (_root, { input, couponCode }, ctx) =>
      quoteTopUp(ctx.prisma, { userId: ctx.viewer!.id, creditPaise: (await topUpOf(ctx, input)).creditPaise, couponCode, now: ctx.now() }),
  }),
  payments: t.connection(
    {
      type: PaymentNode,
      description: `Online top-ups, newest first (${PAYMENTS_PAGE_SIZE} a page), optionally only in the given states. Admin only.`,
      authScopes: { admin: true },
      args: { states: t.arg({ type: [PaymentStateEnum], description: 'Only these states (all when absent or empty).' }) },
      resolve: (_root, args, ctx) => {
        const states = new Set(args.states ?? []);
        const before = abandonedBefore(ctx.now());
        const or: Prisma.PaymentWhereInput[] = [];
        if (states.has('paid')) or.push({ status: 'paid' });
        if (states.has('failed')) or.push({ status: 'failed' });
        if (states.has('created')) or.push({ status: 'created', createdAt: { gte: before } });
        if (states.has('abandoned')) or.push({ status: 'abandoned' }, { status: 'created', createdAt: { lt: before } });
        const where: Prisma.PaymentWhereInput = states.size ? { OR: or } : {};
        return offsetConnection(
          args,
          () => ctx.prisma.payment.count({ where }),
          ({ offset, limit }) => ctx.prisma.payment.findMany({ where, orderBy: { id: 'desc' }, skip: offset, take: limit }),
          PAYMENTS_PAGE_SIZE,
        );
      },
    },
    { description: 'A page of online top-ups.' },
    { description: 'One top-up.' },
  ),
}));

builder.mutationFields((t) => ({
  startTopUp: t.field({
    type: TopUpCheckout,
    description:
      'Makes an order for a pack of the routine or a custom amount (at least ₹500) with the payment provider, for the ' +
      "signed-in user's own balance, at the price `topUpQuote` gives (the credit less the better discount). The credit is added only when the payment's signature is verified. Without a provider: " +
      `CONFLICT '${PAYMENT_MESSAGES.unavailable}'.`,
    authScopes: { loggedIn: true },
    // An argument, not an input field: the input is @oneOf (a pack or an amount).
    args: {
      input: t.arg({ type: StartTopUpInput, required: true }),
      couponCode: t.arg.string({ required: false, description: 'A coupon code; the better of it and the first-month offer applies. One that cannot be used: BAD_USER_INPUT with its reason.' }),
      idempotencyKey: t.arg.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    },
    resolve: async (_root, { input, couponCode }, ctx) => {
      const viewer = ctx.viewer!;
      const { pack, creditPaise } = await topUpOf(ctx, input);
      if (!ctx.payments) throw clientError('CONFLICT', PAYMENT_MESSAGES.unavailable);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { creditPaise: true } });
      if (user.creditPaise > MAX_BALANCE_PAISE - creditPaise) throw badInput(PAYMENT_MESSAGES.balanceLimit, 'amount');
      const now = ctx.now();
      const quote = await quoteTopUp(ctx.prisma, { userId: viewer.id, creditPaise, couponCode, now });
      const order = await ctx.payments.createOrder({
        amountPaise: quote.pricePaise,
        receipt: `user-${viewer.id}-${now.getTime().toString(36)}`,
        notes: { userId: String(viewer.id), pack, creditPaise: String(creditPaise), discountPaise: String(quote.discountPaise) },
      });
      // The insert locks the user's row (its foreign key) and can meet a money transaction's lock on it.
      const provider = ctx.payments.name;
      await moneyTransaction(ctx.prisma, async (tx) => {
        await confirmQuote(tx, quote, { userId: viewer.id, couponCode, now });
        await tx.payment.create({
          data: {
            userId: viewer.id,
            provider,
            orderId: order.orderId,
            amountPaise: quote.pricePaise,
            creditPaise,
            discountPaise: quote.discountPaise,
            offerId: quote.offer?.id ?? null,
            pack,
            createdAt: now,
          },
        });
      });
      return {
        orderId: order.orderId,
        amountPaise: quote.pricePaise,
        creditPaise,
        discountPaise: quote.discountPaise,
        provider,
        keyId: ctx.payments.keyId,
        checkoutUrl: checkoutPath(order.orderId),
      };
    },
  }),
}));

