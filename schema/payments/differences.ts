// What the reconciliation job (schema/payments/reconcile.ts) found the payment provider's records
// and ours disagree on, for admins: `paymentDifferences`, the PaymentDifference node, and
// `resolvePaymentDifference` once an admin has dealt with one (a refund, a credit: done elsewhere).
// Admin only, on the type too, so node(id:) cannot show one to anybody else.
import { PAYMENT_DIFFERENCE_MESSAGES } from '@freshmeals/rules/payments';
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import { conflict, notFound } from '../errors.ts';
import { offsetConnection } from '../pagination.ts';

export const PAYMENT_DIFFERENCES_PAGE_SIZE = 20;

const PaymentDifferenceKindEnum = builder.enumType('PaymentDifferenceKind', {
  description: 'What the payment provider and our records disagree on.',
  values: {
    amount_mismatch: { value: 'amount_mismatch', description: 'A captured payment of another amount than the order’s: nothing credited.' },
    payment_reused: { value: 'payment_reused', description: 'A captured payment whose id another order was already paid with: nothing credited.' },
    paid_after_failed: { value: 'paid_after_failed', description: 'A captured payment on an order we had marked failed: credited when found.' },
    paid_after_abandoned: { value: 'paid_after_abandoned', description: 'A captured payment on an order we had marked abandoned: credited when found.' },
    captured_twice: { value: 'captured_twice', description: 'A second captured payment on an order already paid: the customer paid twice.' },
    unknown_order: { value: 'unknown_order', description: 'The provider has no such order.' },
  } as const,
});

export const PaymentDifferenceNode = builder.prismaNode('PaymentDifference', {
  description: 'A difference between the payment provider’s records of an order and ours, found by the reconciliation job. Admin only.',
  id: { field: 'id' },
  authScopes: { admin: true },
  fields: (t) => ({
    differenceId: t.exposeInt('id', { description: 'The numeric id.' }),
    kind: t.expose('kind', { type: PaymentDifferenceKindEnum, description: 'What differs.' }),
    detail: t.exposeString('detail', { description: 'What differs, in words.' }),
    providerPaymentId: t.string({
      nullable: true,
      description: "The provider's payment id it is about; null when it is about the order itself.",
      resolve: (d) => d.providerPaymentId || null,
    }),
    providerAmount: t.float({
      nullable: true,
      description: 'What the provider says was paid, INR; null when it is about the order itself.',
      resolve: (d) => (d.providerAmountPaise === null ? null : d.providerAmountPaise / 100),
    }),
    foundAt: t.expose('createdAt', { type: 'DateTime', description: 'When the reconciliation job found it.' }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true, description: 'When an admin marked it resolved; null while it is open.' }),
    payment: t.relation('payment', { description: 'The order it is about (its customer, amount and state).' }),
  }),
});

builder.queryFields((t) => ({
  paymentDifferences: t.connection(
    {
      type: PaymentDifferenceNode,
      description: `Differences between the payment provider's records and ours, newest first (${PAYMENT_DIFFERENCES_PAGE_SIZE} a page). Admin only.`,
      authScopes: { admin: true },
      args: { resolved: t.arg.boolean({ description: 'Only open ones (false), only resolved ones (true), or all (absent).' }) },
      resolve: (_root, args, ctx) => {
        const where = args.resolved === true ? { resolvedAt: { not: null } } : args.resolved === false ? { resolvedAt: null } : {};
        return offsetConnection(
          args,
          () => ctx.prisma.paymentDifference.count({ where }),
          ({ offset, limit }) => ctx.prisma.paymentDifference.findMany({ where, orderBy: { id: 'desc' }, skip: offset, take: limit }),
          PAYMENT_DIFFERENCES_PAGE_SIZE,
        );
      },
    },
    { description: 'A page of payment differences.' },
    { description: 'One difference.' },
  ),
}));

builder.mutationFields((t) => ({
  resolvePaymentDifference: t.prismaField({
    type: 'PaymentDifference',
    description:
      'Marks a payment difference resolved, once an admin has dealt with it (a refund or a credit is made elsewhere). Admin only. ' +
      `An unknown id: NOT_FOUND '${PAYMENT_DIFFERENCE_MESSAGES.notFound}'; one already resolved: CONFLICT '${PAYMENT_DIFFERENCE_MESSAGES.alreadyResolved}'.`,
    authScopes: { admin: true },
    args: { differenceId: t.arg.int({ required: true, description: 'The numeric id (differenceId).' }) },
    resolve: async (query, _root, { differenceId }, ctx) => {
      const found = await ctx.prisma.paymentDifference.findUnique({
        where: { id: differenceId },
        select: { kind: true, payment: { select: { orderId: true } } },
      });
      if (!found) throw notFound(PAYMENT_DIFFERENCE_MESSAGES.notFound);
      await ctx.prisma.$transaction(async (tx) => {
        // Two admins at once: only the first marks it.
        const { count } = await tx.paymentDifference.updateMany({ where: { id: differenceId, resolvedAt: null }, data: { resolvedAt: ctx.now() } });
        if (count === 0) throw conflict(PAYMENT_DIFFERENCE_MESSAGES.alreadyResolved);
        await recordAudit(tx, ctx, { action: 'payment-difference.resolve', subject: `${found.kind} on order ${found.payment.orderId}` });
      });
      return ctx.prisma.paymentDifference.findUniqueOrThrow({ ...query, where: { id: differenceId } });
    },
  }),
}));
