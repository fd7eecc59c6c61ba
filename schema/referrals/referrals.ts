// Referrals. Every customer has a referral link (`/r/<code>`, which leads to the sign-up page with
// the code). A sign-up through it carries the code like its PIN (schema/auth): verifying the address
// makes the link's owner the new account's referrer. When the referred customer's first top-up is
// paid, both get the credit the admin sets (default ₹200), once: `rewardReferral` runs inside the
// payment's transaction, and the ReferralReward row, unique per referred customer, is what makes a
// second payment (or the same one settled twice at once) give nothing.
//
// GraphQL: `referralProgramme` (anyone: the sign-up page promises the credit), `referralInvite(code)`
// (anyone: whether a link is good), `myReferrals` (the signed-in user's code and who joined), a user's
// `referrals` (themselves and admins), `updateReferralProgramme` (admin).
import { randomInt } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../prisma/generated/client/client.ts';
import {
  newReferralCode,
  referralCodeField,
  referralCreditSchema,
  referralNotes,
  REFERRAL_CREDIT_DEFAULT_PAISE,
  REFERRAL_MESSAGES,
} from '@freshmeals/rules/referrals';
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { MailMessage, WebhookEvents } from '../context.ts';
import { creditReceiptEmail } from '../credits/receipt-email.ts';
import { badInput, isUniqueViolation } from '../errors.ts';
import { parseInput } from '../validate.ts';
import { recordTransactionEvent } from '../webhooks/objects.ts';
import { UserNode } from '../users/user.ts';

const REFERRAL_CREDIT_KEY = 'referralCreditPaise';
/** How many of a customer's referrals the account page lists (newest first). */
export const REFERRALS_LISTED = 50;

type SettingDb = Pick<Prisma.TransactionClient, 'setting'>;

/** The credit each side of a referral gets, paise (0: referrals are off). */
export async function referralCreditPaise(db: SettingDb): Promise<number> {
  const row = await db.setting.findUnique({ where: { key: REFERRAL_CREDIT_KEY }, select: { value: true } });
  return typeof row?.value === 'number' ? row.value : REFERRAL_CREDIT_DEFAULT_PAISE;
}

/**
 * The customer's referral code, made the first time it is asked for. A new code that happens to be
 * taken is drawn again; two requests making one at once keep whichever was written first.
 */
export async function referralCodeOf(prisma: PrismaClient, userId: number): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { referralCode: true } });
    if (user.referralCode) return user.referralCode;
    try {
      await prisma.user.updateMany({ where: { id: userId, referralCode: null }, data: { referralCode: newReferralCode(randomInt) } });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The customer a sign-up's referral code names; a code that names no customer is refused. */
export async function referrerOf(prisma: PrismaClient, code: string): Promise<number> {
  const parsed = referralCodeField.safeParse(code);
  const referrer = parsed.success
    ? await prisma.user.findUnique({ where: { referralCode: parsed.data }, select: { id: true, role: true, isDisabled: true } })
    : null;
  if (!referrer || referrer.role !== 'customer' || referrer.isDisabled) throw badInput(REFERRAL_MESSAGES.invalid, 'referralCode');
  return referrer.id;
}

/**
 * Inside the transaction that credits a paid top-up: when it is the customer's first paid top-up and
 * they were referred, credits both customers (referrals on) and answers the two receipts to send once
 * the transaction has committed. Nothing otherwise.
 */
export async function rewardReferral(
  tx: Prisma.TransactionClient,
  deps: { now: Date; webhooks?: WebhookEvents },
  payment: { id: number; userId: number },
): Promise<MailMessage[]> {
  const referred = await tx.user.findUniqueOrThrow({ where: { id: payment.userId }, select: { referredById: true, name: true } });
  if (referred.referredById === null) return [];
  const earlier = await tx.payment.count({ where: { userId: payment.userId, status: 'paid', id: { not: payment.id } } });
  if (earlier > 0) return [];
  const amountPaise = await referralCreditPaise(tx);
  if (amountPaise === 0) return [];
  // ON CONFLICT DO NOTHING: a second claim for the same referred customer gives nothing and leaves
  // the transaction usable.
  const { count } = await tx.referralReward.createMany({
    data: [{ referredId: payment.userId, referrerId: referred.referredById, paymentId: payment.id, amountPaise, createdAt: deps.now }],
    skipDuplicates: true,
  });
  if (count === 0) return [];
  const referrer = await tx.user.findUniqueOrThrow({ where: { id: referred.referredById }, select: { name: true } });
  const notes = referralNotes(referrer.name, referred.name);
  const receipts: MailMessage[] = [];
  for (const [userId, note] of [
    [referred.referredById, notes.referrer],
    [payment.userId, notes.referred],
  ] as const) {
    const user = await tx.user.update({
      where: { id: userId },
      data: { creditPaise: { increment: amountPaise } },
      select: { name: true, email: true, creditPaise: true },
    });
    const credit = await tx.creditTransaction.create({
      data: { userId, type: 'credit', amountPaise, paymentMethod: 'exempted', note, createdById: payment.userId, createdAt: deps.now },
    });
    await recordTransactionEvent(deps.webhooks, tx, credit);
    receipts.push(
      creditReceiptEmail({ to: user.email, name: user.name, amountPaise, balancePaise: user.creditPaise, paymentMethod: 'exempted', note }),
    );
  }
  return receipts;
}

interface ProgrammeShape {
  creditPaise: number;
}

const ReferralProgramme = builder.objectRef<ProgrammeShape>('ReferralProgramme').implement({
  description: 'What a referral gives: the credit each of the two customers gets when the referred customer\'s first top-up is paid.',
  authScopes: { public: true },
  fields: (t) => ({
    credit: t.float({ description: 'INR each side gets (0: referrals are off).', resolve: (p) => p.creditPaise / 100 }),
    active: t.boolean({ description: 'Whether referrals give a credit now.', resolve: (p) => p.creditPaise > 0 }),
  }),
});

interface InviteShape {
  code: string;
  creditPaise: number;
}

const ReferralInvite = builder.objectRef<InviteShape>('ReferralInvite').implement({
  description: "A referral link's code that a sign-up may use. It names nobody: the link's owner stays private until the friend joins.",
  authScopes: { public: true },
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The code, upper-case.' }),
    credit: t.float({ description: 'INR each side gets once the first top-up is paid (0: referrals are off).', resolve: (i) => i.creditPaise / 100 }),
  }),
});

interface ReferralShape {
  name: string;
  joinedAt: Date;
  reward: { amountPaise: number; createdAt: Date } | null;
}

const Referral = builder.objectRef<ReferralShape>('Referral').implement({
  description: 'A customer who signed up through a referral link.',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Their name.' }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', description: 'When their account was made.' }),
    creditedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When both were credited (their first top-up was paid); null while it is not.',
      resolve: (r) => r.reward?.createdAt ?? null,
    }),
    credit: t.float({ nullable: true, description: 'INR each side got; null while not credited.', resolve: (r) => (r.reward ? r.reward.amountPaise / 100 : null) }),
  }),
});

/** Who joined through the customer's link, newest first. */
async function referralsOf(prisma: PrismaClient, userId: number): Promise<ReferralShape[]> {
  const rows = await prisma.user.findMany({
    where: { referredById: userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: REFERRALS_LISTED,
    select: { name: true, createdAt: true, referralReward: { select: { amountPaise: true, createdAt: true } } },
  });
  return rows.map((row) => ({ name: row.name, joinedAt: row.createdAt, reward: row.referralReward }));
}

interface MyReferralsShape {
  userId: number;
  isCustomer: boolean;
}

const MyReferrals = builder.objectRef<MyReferralsShape>('MyReferrals').implement({
  description: "The signed-in user's referral link and who joined through it.",
  authScopes: { loggedIn: true },
  fields: (t) => ({
    code: t.string({
      nullable: true,
      description: 'The code of their link (`/r/<code>`); null for staff.',
      resolve: (me, _args, ctx) => (me.isCustomer ? referralCodeOf(ctx.prisma, me.userId) : null),
    }),
    joined: t.field({
      type: [Referral],
      description: `Who signed up through it, newest first (at most ${REFERRALS_LISTED}).`,
      resolve: (me, _args, ctx) => referralsOf(ctx.prisma, me.userId),
    }),
  }),
});

builder.objectFields(UserNode, (t) => ({
  referrals: t.field({
    type: [Referral],
    description: `The customers who signed up through this customer's link, newest first (at most ${REFERRALS_LISTED}). Themselves and admins.`,
    authScopes: (user) => ({ $any: { admin: true, self: user.id } }),
    resolve: (user, _args, ctx) => referralsOf(ctx.prisma, user.id),
  }),
}));

const ReferralProgrammeInput = builder.inputType('ReferralProgrammeInput', {
  description: 'The referral credit.',
  fields: (t) => ({
    credit: t.int({ required: true, description: 'Whole INR each side gets, 0 to 5000 (0 turns referrals off).' }),
  }),
});

builder.queryFields((t) => ({
  myReferrals: t.field({
    type: MyReferrals,
    description: "The signed-in user's referral link and who joined through it (signed-in users; the REST API's /me/referrals).",
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => ({ userId: ctx.viewer!.id, isCustomer: ctx.viewer!.role === 'customer' }),
  }),
  referralProgramme: t.field({
    type: ReferralProgramme,
    description: 'The credit a referral gives (anyone).',
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => ({ creditPaise: await referralCreditPaise(ctx.prisma) }),
  }),
  referralInvite: t.field({
    type: ReferralInvite,
    nullable: true,
    description: "The referral link's code if a sign-up may use it (it is a customer's), else null (anyone).",
    authScopes: { public: true },
    args: { code: t.arg.string({ required: true, description: 'The code from the link.' }) },
    resolve: async (_root, { code }, ctx) => {
      const parsed = referralCodeField.safeParse(code);
      if (!parsed.success) return null;
      const owner = await ctx.prisma.user.findUnique({ where: { referralCode: parsed.data }, select: { role: true, isDisabled: true } });
      if (!owner || owner.role !== 'customer' || owner.isDisabled) return null;
      return { code: parsed.data, creditPaise: await referralCreditPaise(ctx.prisma) };
    },
  }),
}));

builder.mutationFields((t) => ({
  updateReferralProgramme: t.field({
    type: ReferralProgramme,
    description: 'Sets the credit each side of a referral gets (admin). Referrals already credited keep theirs.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: ReferralProgrammeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { credit } = parseInput(referralCreditSchema, input);
      const creditPaise = credit * 100;
      await ctx.prisma.$transaction(async (tx) => {
        const before = await referralCreditPaise(tx);
        await tx.setting.upsert({
          where: { key: REFERRAL_CREDIT_KEY },
          create: { key: REFERRAL_CREDIT_KEY, value: creditPaise, updatedById: ctx.viewer!.id },
          update: { value: creditPaise, updatedById: ctx.viewer!.id },
        });
        await recordAudit(tx, ctx, {
          action: 'settings.update',
          subject: 'Referral credit',
          before: { credit: before / 100 },
          after: { credit },
        });
      });
      return { creditPaise };
    },
  }),
}));
