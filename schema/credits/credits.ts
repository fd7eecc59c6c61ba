// Credit balances and their transactions. Admin-only, except that a customer may read their own
// transactions through `User.transactions` (the account page: `viewer { transactions }`) and their
// own rows by `node(id:)`.
//
// GraphQL: `addCredit(input)` (balance increment and its transaction row in one database
// transaction), `debitCredit(input)` (an admin's debit with a reason; never below zero),
// `reverseTransaction(id)` (an opposite entry that references the original; once per entry, held
// by a unique key), `transactions(userId, type, paymentMethod, first, after)` (offset connection,
// 10 a page, newest first) and `User.transactions(...)`. Every entry shows who made it and the
// balance right after it. Amounts are INR in the API, integer paise in the database.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Prisma } from '../../prisma/generated/client/client.ts';
import type { Context } from '../context.ts';
import { builder } from '../builder.ts';
import { recordAudit, userSubject } from '../audit/audit.ts';
import { creditReceiptEmail } from './receipt-email.ts';
import { recordId } from '../enquiries/record-id.ts';
import { badInput, conflict, isUniqueViolation, notFound } from '../errors.ts';
import { offsetConnection } from '../pagination.ts';
import { UserNode } from '../users/user.ts';
import { moneyTransaction } from '../transactions.ts';
import { balanceAfterPaise } from './running-balance.ts';
import { parseInput } from '../validate.ts';
import {
  addCreditSchema,
  debitCreditSchema,
  DEBIT_REASONS,
  inrToPaise,
  MESSAGES,
  reversalNote,
  CREDIT_PAYMENT_METHODS,
  PAYMENT_METHODS,
  paymentMethodsMatching,
  TRANSACTION_TYPES,
  TRANSACTIONS_PAGE_SIZE,
} from '@freshmeals/rules/credits';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../idempotency.ts';
import { recordTransactionEvent } from '../webhooks/objects.ts';

/** creditPaise is a 32-bit integer column. */
export const MAX_BALANCE_PAISE = 2_147_483_647;

export const TransactionTypeEnum = builder.enumType('TransactionType', {
  description: 'credit (money added) or debit (a meal charged).',
  values: TRANSACTION_TYPES,
});

export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  description: "online, offline or exempted for credits; debit for meal charges; adjustment for an admin's debit or a reversal.",
  values: PAYMENT_METHODS,
});

export const DebitReasonEnum = builder.enumType('DebitReason', {
  description: 'Why an admin took credit away: refund (paid out to the customer), correction, or other (the note says).',
  values: DEBIT_REASONS,
});

export const CreditTransactionNode = builder.prismaNode('CreditTransaction', {
  description: 'A change to a user\'s credit: a top-up (credit) or a meal charge (debit). Admins see all; a customer their own.',
  id: { field: 'id' },
  authScopes: (tx) => ({ $any: { admin: true, self: tx.userId } }),
  fields: (t) => ({
    transactionId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    userId: t.exposeInt('userId', { description: 'Whose credit changed.' }),
    user: t.relation('user', { description: 'Whose credit changed.' }),
    type: t.expose('type', { description: 'credit or debit.', type: TransactionTypeEnum }),
    amount: t.float({
      description: 'INR (exact to the paisa).',
      select: { amountPaise: true },
      resolve: (tx) => tx.amountPaise / 100,
    }),
    note: t.exposeString('note', { description: 'A note, e.g. the payment reference or the meal charged.', nullable: true }),
    paymentMethod: t.expose('paymentMethod', {
      description: "online, offline, exempted; debit for meal charges; adjustment for an admin's debit or a reversal.",
      type: PaymentMethodEnum,
    }),
    debitReason: t.expose('debitReason', { description: "Why an admin's debit was made (null otherwise).", type: DebitReasonEnum, nullable: true }),
    reversesTransactionId: t.exposeInt('reversesId', { description: 'On a reversal: the entry it cancels.', nullable: true }),
    reversedByTransactionId: t.int({
      description: 'The reversal that cancelled this entry (null while it stands).',
      nullable: true,
      select: { reversedBy: { select: { id: true } } },
      resolve: (tx) => tx.reversedBy?.id ?? null,
    }),
    createdByName: t.string({
      description: 'Who made the entry: the staff member, or null when they are gone or it was made by the system. Admin-only.',
      nullable: true,
      authScopes: { admin: true },
      select: { createdBy: { select: { name: true } } },
      resolve: (tx) => tx.createdBy?.name ?? null,
    }),
    balanceAfter: t.float({
      description: "The user's balance right after this entry (INR): the current balance less every later entry.",
      nullable: true,
      select: { id: true },
      resolve: async (tx, _args, ctx) => {
        const paise = await balanceAfterPaise(ctx, tx.id);
        return paise === null ? null : paise / 100;
      },
    }),
    createdAt: t.expose('createdAt', { description: 'When it happened.', type: 'DateTime' }),
  }),
});

const CreditTransactionConnection = builder.connectionObject({
  type: CreditTransactionNode,
  name: 'CreditTransactionConnection',
});

const CreditPaymentMethodEnum = builder.enumType('CreditPaymentMethod', {
  description: 'How a credit was paid: online, offline, or exempted (no payment).',
  values: CREDIT_PAYMENT_METHODS,
});

const AddCreditInput = builder.inputType('AddCreditInput', {
  description: 'Amount is INR (at least 1, at most 2 decimals); paymentMethod is online, offline or exempted; the note is optional.',
  // Required fields are non-null so that typed clients cannot send `addCredit(input: {})`.
  fields: (t) => ({
    userId: t.int({ required: true, description: 'Whose credit.' }),
    amount: t.float({ required: true, description: 'INR, at least 1, at most 2 decimals.' }),
    paymentMethod: t.field({ type: CreditPaymentMethodEnum, required: true, description: 'How it was paid.' }),
    note: t.string({ description: 'Optional, at most 255 characters.' }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
  }),
});

const DebitCreditInput = builder.inputType('DebitCreditInput', {
  description: "An admin's debit: amount is INR (at least 1, at most 2 decimals); reason other needs a note.",
  fields: (t) => ({
    userId: t.int({ required: true, description: 'Whose credit.' }),
    amount: t.float({ required: true, description: 'INR, at least 1, at most 2 decimals; at most the balance.' }),
    reason: t.field({ type: DebitReasonEnum, required: true, description: 'Why.' }),
    note: t.string({ description: 'At most 255 characters; required for reason other.' }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
  }),
});

const ReverseTransactionPayload = builder
  .objectRef<{ reversalId: number; userId: number }>('ReverseTransactionPayload')
  .implement({
    description: 'The answer of reverseTransaction: the new opposite entry and the user with the new balance.',
    authScopes: { admin: true },
    fields: (t) => ({
      reversal: t.prismaField({
        type: 'CreditTransaction',
        description: 'The entry that cancels the original.',
        resolve: (query, payload, _args, ctx) => ctx.prisma.creditTransaction.findUniqueOrThrow({ ...query, where: { id: payload.reversalId } }),
      }),
      user: t.prismaField({
        type: 'User',
        description: 'Whose credit changed, with the new balance.',
        resolve: (query, payload, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });


interface TransactionFilter {
  userId?: number | null;
  type?: (typeof TRANSACTION_TYPES)[number] | null;
  paymentMethod?: (typeof PAYMENT_METHODS)[number] | null;
}

const transactionWhere = (filter: TransactionFilter) => ({
  ...(filter.userId != null ? { userId: filter.userId } : {}),
  ...(filter.type ? { type: filter.type } : {}),
  // 'online' is every online method: an admin's online credit and a customer's gateway top-up.
  ...(filter.paymentMethod ? { paymentMethod: { in: [...paymentMethodsMatching(filter.paymentMethod)] } } : {}),
});

builder.queryFields((t) => ({
  transactions: t.connection(
    {
      type: CreditTransactionNode,
      description:
        "Credit transactions, newest first, 10 a page (offset cursors). userId keeps one user's; type and paymentMethod " +
        'filter (paymentMethod online keeps every online payment: online and razorpay).',
      authScopes: { admin: true },
      args: {
        userId: t.arg.int(),
        type: t.arg({ type: TransactionTypeEnum }),
        paymentMethod: t.arg({ type: PaymentMethodEnum }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = transactionWhere(args);
        return offsetConnection(
          args,
          () => ctx.prisma.creditTransaction.count({ where }),
          ({ offset, limit }) =>
            ctx.prisma.creditTransaction.findMany({
              // The nodes' selections (amount, user) load with the page instead of one fallback per row.
              ...queryFromInfo({ context: ctx, info, typeName: 'CreditTransaction', path: ['edges', 'node'] }),
              where,
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              skip: offset,
              take: limit,
            }),
          TRANSACTIONS_PAGE_SIZE,
        );
      },
    },
    CreditTransactionConnection,
  ),
}));

builder.objectField(UserNode, 'transactions', (t) =>
  t.connection(
    {
      type: CreditTransactionNode,
      description:
        "The user's credit transactions, newest first, 10 a page (offset cursors). An admin's, or the user's own. " +
        'paymentMethod online keeps every online payment (online and razorpay).',
      authScopes: (user) => ({ $any: { admin: true, self: user.id } }),
      args: {
        type: t.arg({ type: TransactionTypeEnum }),
        paymentMethod: t.arg({ type: PaymentMethodEnum }),
      },
      resolve: (user, args, ctx, info) => {
        const where = transactionWhere({ ...args, userId: user.id });
        return offsetConnection(
          args,
          () => ctx.prisma.creditTransaction.count({ where }),
          ({ offset, limit }) =>
            ctx.prisma.creditTransaction.findMany({
              // The nodes' selections (amount, user) load with the page instead of one fallback per row.
              ...queryFromInfo({ context: ctx, info, typeName: 'CreditTransaction', path: ['edges', 'node'] }),
              where,
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              skip: offset,
              take: limit,
            }),
          TRANSACTIONS_PAGE_SIZE,
        );
      },
    },
    CreditTransactionConnection,
  ),
);

/** The audit entry of a balance change: the balance before and after, and what the entry said. */
async function auditBalance(
  tx: Parameters<typeof recordAudit>[0],
  ctx: Parameters<typeof recordAudit>[1],
  action: 'credit.add' | 'credit.debit' | 'credit.reverse',
  userId: number,
  changePaise: number,
  details: Record<string, string | number | null>,
) {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true, creditPaise: true } });
  await recordAudit(tx, ctx, {
    action,
    subject: userSubject(user),
    before: { balance: (user.creditPaise - changePaise) / 100 },
    after: { balance: user.creditPaise / 100, ...details },
  });
}

builder.mutationFields((t) => ({
  addCredit: t.prismaField({
    type: 'User',
    description:
      'Adds credit to a user: the balance and a credit transaction change together, ' +
      'in one database transaction. Returns the user with the new balance.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: AddCreditInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = parseInput(addCreditSchema, input);
      const amountPaise = inrToPaise(data.amount);
      const now = ctx.now();
      const receipt = await moneyTransaction(ctx.prisma, async (tx) => {
        // One atomic UPDATE: concurrent credits to one user queue on the row lock and all count.
        const { count } = await tx.user.updateMany({
          where: { id: data.userId, creditPaise: { lte: MAX_BALANCE_PAISE - amountPaise } },
          data: { creditPaise: { increment: amountPaise } },
        });
        if (count === 0) {
          const exists = await tx.user.count({ where: { id: data.userId } });
          throw exists ? badInput(MESSAGES.balanceLimit, 'amount') : notFound(MESSAGES.userNotFound);
        }
        const credit = await tx.creditTransaction.create({
          data: {
            userId: data.userId,
            type: 'credit',
            amountPaise,
            paymentMethod: data.paymentMethod,
            note: data.note ?? null,
            createdById: ctx.viewer?.id ?? null,
            createdAt: now,
          },
        });
        await recordTransactionEvent(ctx.webhooks, tx, credit);
        await auditBalance(tx, ctx, 'credit.add', data.userId, amountPaise, {
          amount: amountPaise / 100,
          paymentMethod: data.paymentMethod,
          note: data.note ?? null,
        });
        // The balance right after this credit (the row is still locked by the update).
        const user = await tx.user.findUniqueOrThrow({ where: { id: data.userId }, select: { name: true, email: true, creditPaise: true } });
        return creditReceiptEmail({
          to: user.email,
          name: user.name,
          amountPaise,
          balancePaise: user.creditPaise,
          paymentMethod: data.paymentMethod,
          note: data.note ?? null,
        });
      });
      // Only once the credit is committed: a receipt never goes out for a credit that was rolled back.
      await ctx.mailer.send(receipt);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: data.userId } });
    },
  }),

  debitCredit: t.prismaField({
    type: 'User',
    description:
      "Takes credit away from a user (a refund paid out, a correction, ...): the balance and a debit entry change together, in " +
      "one database transaction, and the balance never goes below zero ('Insufficient credit'). Returns the user with the new balance.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: DebitCreditInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = parseInput(debitCreditSchema, input);
      const amountPaise = inrToPaise(data.amount);
      await moneyTransaction(ctx.prisma, async (tx) => {
        // Conditional: concurrent debits queue on the row lock, and none takes the balance below zero.
        const { count } = await tx.user.updateMany({
          where: { id: data.userId, creditPaise: { gte: amountPaise } },
          data: { creditPaise: { decrement: amountPaise } },
        });
        if (count === 0) {
          const exists = await tx.user.count({ where: { id: data.userId } });
          throw exists ? badInput(MESSAGES.insufficient, 'amount') : notFound(MESSAGES.userNotFound);
        }
        const debit = await tx.creditTransaction.create({
          data: {
            userId: data.userId,
            type: 'debit',
            amountPaise,
            paymentMethod: 'adjustment',
            debitReason: data.reason,
            note: data.note ?? null,
            createdById: ctx.viewer?.id ?? null,
            createdAt: ctx.now(),
          },
        });
        await recordTransactionEvent(ctx.webhooks, tx, debit);
        await auditBalance(tx, ctx, 'credit.debit', data.userId, -amountPaise, {
          amount: amountPaise / 100,
          reason: data.reason,
          note: data.note ?? null,
        });
      });
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: data.userId } });
    },
  }),

  reverseTransaction: t.field({
    type: ReverseTransactionPayload,
    description:
      'Cancels an entry with an opposite one that references it (a credit is taken back, a debit given back). An entry ' +
      "is reversed at most once (CONFLICT 'This transaction has already been reversed'), a reversal is not reversed, and " +
      "the balance never goes below zero ('Insufficient credit'). id: the global ID or the numeric transactionId.",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), idempotencyKey: t.arg.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }) },
    resolve: async (_root, { id }, ctx) => {
      const transactionId = recordId('CreditTransaction', id);
      if (transactionId === null) throw notFound(MESSAGES.transactionNotFound);
      try {
        return await moneyTransaction(ctx.prisma, async (tx) => {
          const reversal = await reverseEntry(tx, ctx, transactionId);
          return { reversalId: reversal.id, userId: reversal.userId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyReversed);
        throw error;
      }
    },
  }),
}));

/**
 * Cancels an entry with an opposite one that references it, inside the caller's money transaction:
 * the unique key on reversesId lets an entry be reversed once (a second attempt fails on it, before
 * any balance changes twice), a reversal is not reversed, and the balance stays within its limits.
 */
export async function reverseEntry(tx: Prisma.TransactionClient, ctx: Context, transactionId: number) {
  const original = await tx.creditTransaction.findUnique({
    where: { id: transactionId },
    select: { userId: true, type: true, amountPaise: true, reversesId: true, reversedBy: { select: { id: true } } },
  });
  if (!original) throw notFound(MESSAGES.transactionNotFound);
  if (original.reversesId !== null) throw badInput(MESSAGES.reversalOfReversal);
  if (original.reversedBy) throw conflict(MESSAGES.alreadyReversed);
  // The unique key on reversesId decides between two reversals at once: the second insert
  // waits for the first and then fails, before any balance changes twice.
  const reversal = await tx.creditTransaction.create({
    data: {
      userId: original.userId,
      type: original.type === 'credit' ? 'debit' : 'credit',
      amountPaise: original.amountPaise,
      paymentMethod: 'adjustment',
      note: reversalNote(transactionId),
      reversesId: transactionId,
      createdById: ctx.viewer?.id ?? null,
      createdAt: ctx.now(),
    },
  });
  const { count } =
    original.type === 'credit'
      ? await tx.user.updateMany({
          where: { id: original.userId, creditPaise: { gte: original.amountPaise } },
          data: { creditPaise: { decrement: original.amountPaise } },
        })
      : await tx.user.updateMany({
          where: { id: original.userId, creditPaise: { lte: MAX_BALANCE_PAISE - original.amountPaise } },
          data: { creditPaise: { increment: original.amountPaise } },
        });
  if (count === 0) throw badInput(original.type === 'credit' ? MESSAGES.insufficient : MESSAGES.balanceLimit);
  const change = original.type === 'credit' ? -original.amountPaise : original.amountPaise;
  await auditBalance(tx, ctx, 'credit.reverse', original.userId, change, {
    transactionId,
    reversalId: reversal.id,
  });
  await recordTransactionEvent(ctx.webhooks, tx, reversal);
  return reversal;
}
