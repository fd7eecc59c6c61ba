// What the reconciliation job (schema/payments/reconcile.ts) found the payment provider's records
// and ours disagree on, for admins: `paymentDifferences` and the PaymentDifference node. Admin only,
// on the type too, so node(id:) cannot show one to anybody else.
import { builder } from '../builder.ts';
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
