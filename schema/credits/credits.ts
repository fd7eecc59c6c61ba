// Credit balances and their transactions. Admin-only, except that a customer may read their own
// transactions through `User.transactions` (the account page: `viewer { transactions }`) and their
// own rows by `node(id:)`.
//
// GraphQL: `addCredit(input)` (balance increment and its transaction row in one database
// transaction), `transactions(userId, type, paymentMethod, first, after)` (offset connection, 10 a
// page, newest first) and `User.transactions(...)`. Amounts are INR in the API, integer paise in
// the database.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import { badInput, notFound } from '../errors.ts';
import { offsetConnection } from '../pagination.ts';
import { UserNode } from '../users/user.ts';
import { TX_OPTIONS } from '../transactions.ts';
import { parseInput } from '../validate.ts';
import {
  addCreditSchema,
  inrToPaise,
  MESSAGES,
  CREDIT_PAYMENT_METHODS,
  PAYMENT_METHODS,
  TRANSACTION_TYPES,
  TRANSACTIONS_PAGE_SIZE,
} from '@freshmeals/rules/credits';

/** creditPaise is a 32-bit integer column. */
const MAX_BALANCE_PAISE = 2_147_483_647;

export const TransactionTypeEnum = builder.enumType('TransactionType', {
  description: 'credit (money added) or debit (a meal charged).',
  values: TRANSACTION_TYPES,
});

export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  description: 'online, offline or exempted for credits; debit for meal charges.',
  values: PAYMENT_METHODS,
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
    paymentMethod: t.expose('paymentMethod', { description: 'online, offline, exempted, or debit for meal charges.', type: PaymentMethodEnum }),
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
  description:
    "Amount is INR (at least 1, at most 2 decimals); paymentMethod is online, offline or exempted. Fields are nullable so that a missing value gets the product’s message.",
  fields: (t) => ({
    userId: t.int({ description: 'Whose credit.' }),
    amount: t.float({ description: 'INR, at least 1, at most 2 decimals.' }),
    paymentMethod: t.field({ type: CreditPaymentMethodEnum, description: 'How it was paid.' }),
    note: t.string({ description: 'Optional, at most 255 characters.' }),
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
  ...(filter.paymentMethod ? { paymentMethod: filter.paymentMethod } : {}),
});

builder.queryFields((t) => ({
  transactions: t.connection(
    {
      type: CreditTransactionNode,
      description:
        "Credit transactions, newest first, 10 a page (offset cursors). userId keeps one user's; type and paymentMethod filter.",
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
        "The user's credit transactions, newest first, 10 a page (offset cursors). An admin's, or the user's own.",
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
      await ctx.prisma.$transaction(async (tx) => {
        // One atomic UPDATE: concurrent credits to one user queue on the row lock and all count.
        const { count } = await tx.user.updateMany({
          where: { id: data.userId, creditPaise: { lte: MAX_BALANCE_PAISE - amountPaise } },
          data: { creditPaise: { increment: amountPaise } },
        });
        if (count === 0) {
          const exists = await tx.user.count({ where: { id: data.userId } });
          throw exists ? badInput(MESSAGES.balanceLimit, 'amount') : notFound(MESSAGES.userNotFound);
        }
        await tx.creditTransaction.create({
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
      }, TX_OPTIONS);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: data.userId } });
    },
  }),
}));
