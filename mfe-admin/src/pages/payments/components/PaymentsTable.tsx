// The payments table: when the order was made, whose it is, the amount and pack, and where it
// stands (paid with the provider's payment id, waiting, abandoned, or failed with the reason).
// 20 a page, 'Page X of N'. On a phone, one column.
import { Flex, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment } from 'react-relay/hooks';
import { pageCount } from '@freshmeals/rules/pagination';
import { PAYMENTS_PAGE_SIZE } from '../route';
import { formatINR } from '@freshmeals/ui/format';
import { formatDateTime } from '../../shared/format';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import type { PaymentsTable_query$data, PaymentsTable_query$key } from './__generated__/PaymentsTable_query.graphql';

// The page size is the route's (route.ts): its preload reads it too.
export { PAYMENTS_PAGE_SIZE } from '../route';

type Row = PaymentsTable_query$data['payments']['edges'][number]['node'];

export const STATE_LABELS: Record<string, { label: string; color: string }> = {
  created: { label: 'Waiting', color: 'blue' },
  abandoned: { label: 'Abandoned', color: 'default' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

const PACK_LABELS: Record<string, string> = { days_7: '7 days', days_14: '14 days', days_28: '28 days', custom: 'Custom amount' };

function Customer({ row }: { row: Row }) {
  return (
    <div style={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
      {row.user.name}
      <br />
      <Typography.Text type="secondary">{row.user.email}</Typography.Text>
    </div>
  );
}

function State({ row }: { row: Row }) {
  const state = STATE_LABELS[row.state] ?? { label: row.state, color: 'default' };
  return (
    <div style={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
      <Tag color={state.color}>{state.label}</Tag>
      {row.paidAt ? (
        <>
          <br />
          <Typography.Text type="secondary">
            {formatDateTime(row.paidAt)} · {row.providerPaymentId}
          </Typography.Text>
        </>
      ) : null}
      {row.error ? (
        <>
          <br />
          <Typography.Text type="danger">{row.error}</Typography.Text>
        </>
      ) : null}
    </div>
  );
}

const amountOf = (row: Row) => `${formatINR(row.amount)} · ${PACK_LABELS[row.pack] ?? row.pack}`;

interface Props {
  query: PaymentsTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
}

export function PaymentsTable({ query, page, loading, onPageChange }: Props) {
  const data = useFragment(
    graphql`
      fragment PaymentsTable_query on Query
      @refetchable(queryName: "PaymentsTableRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, states: { type: "[PaymentState!]" }) {
        payments(first: $first, after: $after, states: $states) {
          totalCount
          edges {
            node {
              id
              orderId
              providerPaymentId
              amount
              pack
              state
              error
              createdAt
              paidAt
              user {
                name
                email
              }
            }
          }
        }
      }
    `,
    query,
  );
  const phone = !Grid.useBreakpoint().sm;
  const columns: ColumnsType<Row> = phone
    ? [
        {
          title: 'Payment',
          key: 'payment',
          render: (_, row) => (
            <Flex vertical gap={6} align="start">
              <Customer row={row} />
              <span>{amountOf(row)}</span>
              <State row={row} />
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Ordered', key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
        { title: 'Customer', key: 'user', render: (_, row) => <Customer row={row} /> },
        { title: 'Amount', key: 'amount', render: (_, row) => amountOf(row) },
        { title: 'State', key: 'state', render: (_, row) => <State row={row} /> },
        { title: 'Order', key: 'orderId', responsive: ['xxl'], render: (_, row) => <Typography.Text code>{row.orderId}</Typography.Text> },
      ];
  const total = data.payments.totalCount;
  const scroller = useKeyboardScroll('Payments table');
  return (
    <div ref={scroller}>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={data.payments.edges.map((edge) => edge.node)}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAYMENTS_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: onPageChange,
          showTotal: () => `Page ${page} of ${pageCount(total, PAYMENTS_PAGE_SIZE)}`,
        }}
      />
    </div>
  );
}
