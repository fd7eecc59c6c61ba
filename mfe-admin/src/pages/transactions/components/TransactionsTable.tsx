// A user's transactions: ID, Type badge, Amount (INR), Note (with a debit's reason), Payment Method,
// Balance (right after the entry), By (who made it), Date (India time, dd MMM yyyy, HH:mm IST) and Reverse,
// 10 a page; and the Type / Payment Method filters, each with a Clear option.
import type { ReactNode } from 'react';
import { Flex, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment } from 'react-relay/hooks';
import { capitalise, formatDateTime, formatINR } from '../../shared/format';
import { pageCount } from '@freshmeals/rules/pagination';
import type {
  TransactionsTable_query$data,
  TransactionsTable_query$key,
} from './__generated__/TransactionsTable_query.graphql';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import {
  DEBIT_REASON_LABELS,
  PAYMENT_METHOD_LABELS,
  transactionNoteText,
  type DebitReason,
  type PaymentMethod,
} from '@freshmeals/rules/credits';
import { ReverseButton } from './ReverseButton';
import { PAYMENT_METHOD_FILTERS, TRANSACTIONS_PAGE_SIZE, TYPE_FILTERS } from '../route';

// The page size and the filters' choices are the route's (route.ts): its preload reads them too.
export { PAYMENT_METHOD_FILTERS, TRANSACTIONS_PAGE_SIZE, TYPE_FILTERS } from '../route';
const CLEAR = '__clear__';

type Row = TransactionsTable_query$data['transactions']['edges'][number]['node'];

/** A debit's reason, then its note: 'Refund paid out: paid back by UPI'. */
function noteOf(row: Row): ReactNode {
  const reason = row.debitReason ? DEBIT_REASON_LABELS[row.debitReason as DebitReason] : null;
  // A gateway top-up reads 'Online payment · Ref …' with the full payment id on hover.
  const note = transactionNoteText(row.note, row.paymentMethod);
  if (reason && note) return `${reason}: ${note.text}`;
  if (note?.paymentId) return <span title={note.paymentId}>{note.text}</span>;
  return reason ?? note?.text ?? '—';
}

const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? capitalise(method);

const columnsFor = (onChanged: () => void): ColumnsType<Row> => [
  { title: 'ID', dataIndex: 'transactionId', key: 'id' },
  {
    title: 'Type',
    key: 'type',
    render: (_, row) => <Tag color={row.type === 'credit' ? 'green' : 'volcano'}>{capitalise(row.type)}</Tag>,
  },
  { title: 'Amount', key: 'amount', align: 'right', render: (_, row) => formatINR(row.amount) },
  { title: 'Note', key: 'note', render: (_, row) => noteOf(row) },
  { title: 'Payment Method', key: 'paymentMethod', render: (_, row) => paymentMethodLabel(row.paymentMethod) },
  { title: 'Balance', key: 'balanceAfter', align: 'right', render: (_, row) => (row.balanceAfter == null ? '—' : formatINR(row.balanceAfter)) },
  { title: 'By', key: 'createdBy', render: (_, row) => row.createdByName ?? 'System' },
  { title: 'Date', key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
  { title: 'Actions', key: 'actions', render: (_, row) => <ReverseButton transaction={row} onReversed={onChanged} /> },
];

interface FiltersProps {
  type: string | null;
  paymentMethod: string | null;
  onChange(changes: { type?: string | null; paymentMethod?: string | null }): void;
}

/** Type (Clear, Credit, Debit) and Payment Method (Clear, Online, Offline, Exempted, Debit). */
export function TransactionFilters({ type, paymentMethod, onChange }: FiltersProps) {
  const options = (values: readonly string[]) => [
    { value: CLEAR, label: 'Clear' },
    ...values.map((value) => ({ value, label: paymentMethodLabel(value) })),
  ];
  const pick = (value: string) => (value === CLEAR ? null : value);
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label="Type"
        placeholder="Type"
        style={{ flex: '1 1 140px', maxWidth: 180 }}
        options={options(TYPE_FILTERS)}
        value={type ?? undefined}
        onChange={(value: string) => onChange({ type: pick(value) })}
      />
      <Select
        aria-label="Payment Method"
        placeholder="Payment Method"
        style={{ flex: '1 1 160px', maxWidth: 220 }}
        options={options(PAYMENT_METHOD_FILTERS)}
        value={paymentMethod ?? undefined}
        onChange={(value: string) => onChange({ paymentMethod: pick(value) })}
      />
    </Flex>
  );
}

interface Props {
  query: TransactionsTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
  /** After a reversal: the list (balances and the Reversed marks) is read again. */
  onChanged(): void;
}

export function TransactionsTable({ query, page, loading, onPageChange, onChanged }: Props) {
  const data = useFragment(
    graphql`
      fragment TransactionsTable_query on Query
      @refetchable(queryName: "TransactionsTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        userId: { type: "Int" }
        type: { type: "TransactionType" }
        paymentMethod: { type: "PaymentMethod" }
      ) {
        transactions(first: $first, after: $after, userId: $userId, type: $type, paymentMethod: $paymentMethod) {
          totalCount
          edges {
            node {
              id
              transactionId
              type
              amount
              note
              paymentMethod
              debitReason
              reversesTransactionId
              reversedByTransactionId
              createdByName
              balanceAfter
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const total = data.transactions.totalCount;
  const scroller = useKeyboardScroll('Transactions table');
  return (
    <div ref={scroller}>
      <Table<Row>
        rowKey="id"
        columns={columnsFor(onChanged)}
        dataSource={data.transactions.edges.map((edge) => edge.node)}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No transactions found' }}
        pagination={{
          current: page,
          pageSize: TRANSACTIONS_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: onPageChange,
          showTotal: () => `Page ${page} of ${pageCount(total, TRANSACTIONS_PAGE_SIZE)}`,
        }}
      />
    </div>
  );
}
