// Auto top-up: "When my credit covers fewer than N days, add ₹X". Turning it on makes an order of
// ₹1 whose payment in the checkout authorises a mandate with the payment provider (Razorpay's
// recurring payments; the test checkout simulates one) and is added to the credit like any top-up.
// Once that payment is credited, `activateMandate` keeps the mandate and the auto top-up is on.
//
// The daily low-credit job calls `chargeAutoTopUps` first: each customer whose credit covers fewer
// than their N days of coming meals is charged once that day, through the same once-only credit path
// as any payment (settlePayment; a Razorpay charge is credited by its webhook). A failed charge is
// e-mailed to the customer; after 3 in a row auto top-up turns itself off and says so.
//
// GraphQL: `myAutoTopUp` and `startAutoTopUp` / `turnOffAutoTopUp` (the signed-in customer).
import type { AutoTopUp, PrismaClient } from '../../prisma/generated/client/client.ts';
import {
  AUTO_TOP_UP_MAX_FAILURES,
  AUTO_TOP_UP_MESSAGES,
  autoTopUpOffAfterFailures,
  autoTopUpRule,
  autoTopUpSchema,
  MANDATE_AUTH_PAISE,
} from '@freshmeals/rules/auto-top-up';
import { builder } from '../builder.ts';
import type { MailMessage, Mailer, WebhookEvents } from '../context.ts';
import { comingMealCosts, daysCovered } from '../credits/low-credit.ts';
import { clientError } from '../errors.ts';
import { inr, textAndHtml } from '../mail-template.ts';
import { quoteTopUp } from '../offers/discount.ts';
import { checkoutPath, TopUpCheckout } from '../payments/payments.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { failPayment, settlePayment } from '../payments/settle.ts';
import { addDays, businessDate } from '../time.ts';
import { parseInput } from '../validate.ts';

const AutoTopUpStatusEnum = builder.enumType('AutoTopUpStatus', {
  description: 'Whether auto top-up charges the mandate.',
  values: {
    pending: { value: 'pending', description: 'Waiting for the ₹1 payment that authorises the mandate.' },
    active: { value: 'active', description: 'On: the daily low-credit check charges it when the credit runs low.' },
    off: { value: 'off', description: 'Off: turned off by the customer, or after 3 failed charges in a row (offReason).' },
  } as const,
});

const AutoTopUpRef = builder.objectRef<AutoTopUp>('AutoTopUp').implement({
  description: "A customer's auto top-up: when their credit covers fewer than `days` days of their meals, `amount` is charged from their mandate.",
  authScopes: { loggedIn: true },
  fields: (t) => ({
    status: t.field({ type: AutoTopUpStatusEnum, description: 'pending, active or off.', resolve: (a) => a.status }),
    days: t.exposeInt('days', { description: 'The days of meals the credit should cover (1–14).' }),
    amount: t.float({ description: 'What each charge adds, INR.', resolve: (a) => a.amountPaise / 100 }),
    rule: t.string({ description: "The rule in the customer's words.", resolve: (a) => autoTopUpRule(a.days, a.amountPaise) }),
    failures: t.exposeInt('failures', { description: 'Failed charges in a row (3 turn it off).' }),
    offReason: t.exposeString('offReason', { nullable: true, description: 'Why it turned itself off; null otherwise.' }),
  }),
});

const AutoTopUpInput = builder.inputType('AutoTopUpInput', {
  description: 'When my credit covers fewer than `days` days, add `amount`.',
  fields: (t) => ({
    days: t.int({ required: true, description: 'Days of meals, 1 to 14.' }),
    amount: t.int({ required: true, description: 'Whole INR, 500 to 50,000.' }),
  }),
});

/**
 * After a paid order: if it authorised an auto top-up's mandate (and is still that auto top-up's
 * newest), keeps the mandate the payment saved and turns the auto top-up on. Safe to call twice.
 */
export async function activateMandate(deps: { prisma: PrismaClient; provider: PaymentProvider; now: Date }, paid: { orderId: string; paymentId: string }) {
  const order = await deps.prisma.payment.findUnique({ where: { orderId: paid.orderId }, select: { id: true, autoTopUpId: true, autoTopUpKind: true } });
  if (!order?.autoTopUpId || order.autoTopUpKind !== 'mandate') return;
  const newest = await deps.prisma.payment.findFirst({ where: { autoTopUpId: order.autoTopUpId, autoTopUpKind: 'mandate' }, orderBy: { id: 'desc' }, select: { id: true } });
  if (newest?.id !== order.id) return;
  const mandateRef = await deps.provider.mandates.mandateOf(paid.paymentId);
  await deps.prisma.autoTopUp.updateMany({
    where: { id: order.autoTopUpId, status: 'pending' },
    data: mandateRef
      ? { status: 'active', mandateRef, failures: 0, offReason: null }
      : { status: 'off', offReason: 'The payment did not set up a mandate. Turn auto top-up on again to try once more.' },
  });
}

function chargeFailedEmail(to: string, name: string, amountPaise: number, reason: string, failures: number, accountUrl: string): MailMessage {
  const off = failures >= AUTO_TOP_UP_MAX_FAILURES;
  const lines = [
    `Hi ${name},`,
    '',
    `We could not add ${inr(amountPaise)} to your FreshMeals credit with your auto top-up: ${reason}.`,
    off
      ? `That is ${AUTO_TOP_UP_MAX_FAILURES} failed charges in a row, so auto top-up is now off. Turn it on again on your account page to authorise a new mandate: ${accountUrl}`
      : `We will try again the next time your credit runs low (auto top-up turns itself off after ${AUTO_TOP_UP_MAX_FAILURES} failed charges in a row). You can also add credit yourself on your account page: ${accountUrl}`,
  ];
  return {
    to,
    tag: off ? 'auto-top-up-off' : 'auto-top-up-failed',
    subject: off ? 'FreshMeals: auto top-up is off' : 'FreshMeals: your auto top-up could not be charged',
    ...textAndHtml(lines),
  };
}

/**
 * A charge's order failed: counts one failure in a row, turns auto top-up off at the third, and
 * e-mails the customer. Nothing for an order that is not a charge.
 */
export async function chargeFailed(deps: { prisma: PrismaClient; mailer: Mailer; publicUrl: string }, orderId: string, reason: string) {
  const order = await deps.prisma.payment.findUnique({ where: { orderId }, select: { autoTopUpId: true, autoTopUpKind: true, creditPaise: true } });
  if (!order?.autoTopUpId || order.autoTopUpKind !== 'charge') return;
  const counted = await deps.prisma.$transaction(async (tx) => {
    const row = await tx.autoTopUp.update({ where: { id: order.autoTopUpId! }, data: { failures: { increment: 1 } }, include: { user: { select: { name: true, email: true } } } });
    if (row.failures >= AUTO_TOP_UP_MAX_FAILURES && row.status === 'active') {
      await tx.autoTopUp.update({ where: { id: row.id }, data: { status: 'off', offReason: autoTopUpOffAfterFailures } });
    }
    return row;
  });
  await deps.mailer.send(chargeFailedEmail(counted.user.email, counted.user.name, order.creditPaise, reason, counted.failures, `${deps.publicUrl.replace(/\/$/, '')}/account`));
}

/**
 * Charges the auto top-up of every customer whose credit covers fewer than their days of coming
 * meals, at most once a business day each (a conditional update claims the day first, so two runs
 * never charge twice). Returns the customers charged (paid, or accepted by the provider): the
 * low-credit warning is not for them.
 */
export async function chargeAutoTopUps(deps: {
  prisma: PrismaClient;
  mailer: Mailer;
  now: Date;
  timeZone: string;
  publicUrl: string;
  provider: PaymentProvider | null;
  webhooks?: WebhookEvents;
}): Promise<Set<number>> {
  const charged = new Set<number>();
  const { prisma, provider, now } = deps;
  if (!provider) return charged;
  const due = await prisma.autoTopUp.findMany({
    where: { status: 'active', provider: provider.name, mandateRef: { not: null }, user: { role: 'customer', isDisabled: false, emailVerified: true } },
    include: { user: { select: { id: true, name: true, email: true, phone: true, creditPaise: true } } },
  });
  if (due.length === 0) return charged;
  const today = businessDate(now, deps.timeZone);
  const longest = Math.max(...due.map((a) => a.days));
  const costs = await comingMealCosts(prisma, Array.from({ length: longest }, (_, i) => addDays(today, i)));
  for (const auto of due) {
    const dayCosts = (costs.get(auto.userId) ?? []).slice(0, auto.days);
    if (dayCosts.length === 0 || daysCovered(auto.user.creditPaise, dayCosts) >= auto.days) continue;
    const { count } = await prisma.autoTopUp.updateMany({
      where: { id: auto.id, status: 'active', OR: [{ lastChargeDay: null }, { lastChargeDay: { lt: new Date(`${today}T00:00:00Z`) } }] },
      data: { lastChargeDay: new Date(`${today}T00:00:00Z`) },
    });
    if (count === 0) continue;
    // The price any top-up of this amount has now (the first-month offer applies to it too).
    const quote = await quoteTopUp(prisma, { userId: auto.userId, creditPaise: auto.amountPaise, now });
    const { orderId, outcome } = await provider.mandates.chargeMandate({
      customerRef: auto.customerRef ?? '',
      mandateRef: auto.mandateRef!,
      amountPaise: quote.pricePaise,
      receipt: `auto-${auto.userId}-${now.getTime().toString(36)}`,
      customer: { name: auto.user.name, email: auto.user.email, phone: auto.user.phone },
    });
    await prisma.payment.create({
      data: {
        userId: auto.userId,
        provider: provider.name,
        orderId,
        amountPaise: quote.pricePaise,
        creditPaise: auto.amountPaise,
        discountPaise: quote.discountPaise,
        offerId: quote.offer?.id ?? null,
        pack: 'custom',
        createdAt: now,
        autoTopUpId: auto.id,
        autoTopUpKind: 'charge',
      },
    });
    if (outcome.status === 'failed') {
      await failPayment(prisma, orderId, outcome.error, now, deps.webhooks);
      await chargeFailed(deps, orderId, outcome.error);
      continue;
    }
    if (outcome.status === 'paid') await settlePayment({ prisma, mailer: deps.mailer, now, webhooks: deps.webhooks }, { orderId, paymentId: outcome.paymentId });
    charged.add(auto.userId);
  }
  return charged;
}

builder.queryFields((t) => ({
  myAutoTopUp: t.field({
    type: AutoTopUpRef,
    nullable: true,
    description: "The signed-in customer's auto top-up; null if they never turned it on.",
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => ctx.prisma.autoTopUp.findUnique({ where: { userId: ctx.viewer!.id } }),
  }),
}));

builder.mutationFields((t) => ({
  startAutoTopUp: t.field({
    type: TopUpCheckout,
    description:
      `Turns on auto top-up for the signed-in customer: makes the ₹${MANDATE_AUTH_PAISE / 100} order whose payment in the checkout authorises the mandate ` +
      '(and is added to the credit); once paid, auto top-up is on. Turning it on again replaces the rule and the mandate. ' +
      `Without a payment provider: CONFLICT '${AUTO_TOP_UP_MESSAGES.unavailable}'.`,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: AutoTopUpInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { days, amount } = parseInput(autoTopUpSchema, input);
      const viewer = ctx.viewer!;
      if (!ctx.payments || viewer.role !== 'customer') throw clientError('CONFLICT', AUTO_TOP_UP_MESSAGES.unavailable);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { name: true, email: true, phone: true } });
      const now = ctx.now();
      const amountPaise = amount * 100;
      const order = await ctx.payments.mandates.createMandateOrder({
        amountPaise: MANDATE_AUTH_PAISE,
        maxAmountPaise: amountPaise,
        receipt: `mandate-${viewer.id}-${now.getTime().toString(36)}`,
        customer: user,
      });
      const provider = ctx.payments.name;
      await ctx.prisma.$transaction(async (tx) => {
        const rule = { days, amountPaise, provider, customerRef: order.customerRef, status: 'pending' as const, mandateRef: null, failures: 0, offReason: null };
        const auto = await tx.autoTopUp.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...rule }, update: rule });
        await tx.payment.create({
          data: {
            userId: viewer.id,
            provider,
            orderId: order.orderId,
            amountPaise: MANDATE_AUTH_PAISE,
            creditPaise: MANDATE_AUTH_PAISE,
            pack: 'custom',
            createdAt: now,
            autoTopUpId: auto.id,
            autoTopUpKind: 'mandate',
          },
        });
      });
      return {
        orderId: order.orderId,
        amountPaise: MANDATE_AUTH_PAISE,
        creditPaise: MANDATE_AUTH_PAISE,
        discountPaise: 0,
        provider,
        keyId: ctx.payments.keyId,
        checkoutUrl: checkoutPath(order.orderId),
      };
    },
  }),

  turnOffAutoTopUp: t.field({
    type: AutoTopUpRef,
    description: `Turns off the signed-in customer's auto top-up: nothing more is charged. Never turned on: NOT_FOUND '${AUTO_TOP_UP_MESSAGES.notOn}'.`,
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => {
      const current = await ctx.prisma.autoTopUp.findUnique({ where: { userId: ctx.viewer!.id } });
      if (!current) throw clientError('NOT_FOUND', AUTO_TOP_UP_MESSAGES.notOn);
      return ctx.prisma.autoTopUp.update({ where: { id: current.id }, data: { status: 'off', offReason: null } });
    },
  }),
}));
