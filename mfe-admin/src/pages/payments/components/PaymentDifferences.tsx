// What the reconciliation job found the payment provider's records and ours disagree on (a changed
// amount, a payment id used twice, a payment on an order we had given up, an order the provider
// does not know), newest first: when it was found, the order, whose it is, and what differs. The
// open ones, 20 of them, with how many there are in all. 'Mark resolved' once an admin has dealt
// with one (a refund or a credit is made elsewhere); it then reads Resolved until the next load.
// On a phone, one column.
import { Button, Flex, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { formatDateTime } from '../../shared/format';
import { Heading } from '../../shared/Heading';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import type { PaymentDifferences_query$data, PaymentDifferences_query$key } from './__generated__/PaymentDifferences_query.graphql';
import type { PaymentDifferencesResolveMutation } from './__generated__/PaymentDifferencesResolveMutation.graphql';

type Row = PaymentDifferences_query$data['paymentDifferences']['edges'][number]['node'];

export const DIFFERENCES_TITLE = 'Differences with the payment provider';
export const NO_DIFFERENCES = 'No differences: the provider’s records and ours agree.';
export const RESOLVE_FAILED = 'Failed to mark the difference resolved';

export const KIND_LABELS: Record<string, { label: string; color: string }> = {
  amount_mismatch: { label: 'Amount differs', color: 'red' },
  payment_reused: { label: 'Payment id reused', color: 'red' },
  captured_twice: { label: 'Paid twice', color: 'orange' },
  paid_after_failed: { label: 'Paid after failing', color: 'gold' },
  paid_after_abandoned: { label: 'Paid after abandoned', color: 'gold' },
  unknown_order: { label: 'Unknown to provider', color: 'default' },
};

function Customer({ row }: { row: Row }) {
  return (
    <div style={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
      {row.payment.user.name}
      <br />
      <Typography.Text type="secondary">{row.payment.user.email}</Typography.Text>
    </div>
  );
}

function WhatDiffers({ row }: { row: Row }) {
  const kind = KIND_LABELS[row.kind] ?? { label: row.kind, color: 'default' };
  return (
    <div style={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
      <Tag color={kind.color}>{kind.label}</Tag>
      <br />
      {row.detail}
    </div>
  );
}

const orderOf = (row: Row) => <Typography.Text code>{row.payment.orderId}</Typography.Text>;

export function PaymentDifferences({ query }: { query: PaymentDifferences_query$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentDifferences_query on Query {
        paymentDifferences(first: 20, resolved: false) {
          totalCount
          edges {
            node {
              id
              differenceId
              resolvedAt
              kind
              detail
              foundAt
              payment {
                orderId
                user {
                  name
                  email
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [commitResolve, resolving] = useMutation<PaymentDifferencesResolveMutation>(graphql`
    mutation PaymentDifferencesResolveMutation($differenceId: Int!) {
      resolvePaymentDifference(differenceId: $differenceId) {
        id
        resolvedAt
      }
    }
  `);
  const resolve = async (row: Row) => {
    try {
      // The answer updates the row (its resolvedAt) in the store.
      await commitAsync(commitResolve, { variables: { differenceId: row.differenceId } });
    } catch (error) {
      toast.error(failureText(error, RESOLVE_FAILED));
    }
  };
  const resolvedOrButton = (row: Row) =>
    row.resolvedAt ? (
      <Tag color="green">Resolved</Tag>
    ) : (
      <Button size="small" loading={resolving} aria-label={`Mark resolved: ${row.payment.orderId}`} onClick={() => resolve(row)}>
        Mark resolved
      </Button>
    );
  const phone = !Grid.useBreakpoint().sm;
  const columns: ColumnsType<Row> = phone
    ? [
        {
          title: 'Difference',
          key: 'difference',
          render: (_, row) => (
            <Flex vertical gap={6} align="start">
              <Typography.Text type="secondary">{formatDateTime(row.foundAt)}</Typography.Text>
              {orderOf(row)}
              <Customer row={row} />
              <WhatDiffers row={row} />
              {resolvedOrButton(row)}
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Found', key: 'foundAt', render: (_, row) => formatDateTime(row.foundAt) },
        { title: 'Order', key: 'orderId', render: (_, row) => orderOf(row) },
        { title: 'Customer', key: 'user', render: (_, row) => <Customer row={row} /> },
        { title: 'What differs', key: 'kind', render: (_, row) => <WhatDiffers row={row} /> },
        { title: 'Resolved', key: 'resolvedAt', render: (_, row) => resolvedOrButton(row) },
      ];
  const scroller = useKeyboardScroll('Differences table');
  const rows = data.paymentDifferences.edges.map((edge) => edge.node);
  const total = data.paymentDifferences.totalCount;
  return (
    <section aria-labelledby="payment-differences-title" style={{ marginBottom: 24 }}>
      <Heading level={2} look={5} id="payment-differences-title" style={{ marginTop: 0 }}>
        {DIFFERENCES_TITLE}
      </Heading>
      <div ref={scroller}>
        <Table<Row>
          rowKey="id"
          aria-label={DIFFERENCES_TITLE}
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          // The table's own grey for an empty text is too faint to read; the secondary text colour is not.
          locale={{ emptyText: <Typography.Text type="secondary">{NO_DIFFERENCES}</Typography.Text> }}
        />
      </div>
      {total > rows.length ? (
        <Typography.Text type="secondary">
          The newest {rows.length} of {total}.
        </Typography.Text>
      ) : null}
    </section>
  );
}
