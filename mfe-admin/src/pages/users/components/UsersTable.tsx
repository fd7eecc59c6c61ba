// The users table: Name, Email, Phone, Status (Active/Disabled), Credit Available (INR; admins only:
// kitchen staff read no money), Actions. Customers only: staff accounts live on the Staff screen,
// and Add Credit or Routine mean nothing for them. Skeleton rows while loading, 'No users found' when
// empty, pagination below. On a phone the Actions column stays fixed at the right edge.
import { Flex, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useIsMobile } from '@freshmeals/ui';
import { formatINR } from '../../shared/format';
import { pageCount } from '@freshmeals/rules/pagination';
import type { UsersTable_query$data, UsersTable_query$key } from './__generated__/UsersTable_query.graphql';
import { UserActions } from './UserActions';
import { useSeesMoney } from '../../../lib/use-can-manage';
import { USERS_PAGE_SIZE } from '../route';

// The page size is the route's (route.ts): its preload reads it too.
export { USERS_PAGE_SIZE } from '../route';
export const NO_USERS = 'No users found';

type Row = UsersTable_query$data['users']['edges'][number]['node'];

const COLUMN_TITLES = ['Name', 'Email', 'Phone', 'Status', 'Credit Available', 'Actions'] as const;

const statusBadge = (row: Row) => (row.isDisabled ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>);
/** The balance, when it was asked for (admins). */
const credit = (row: Row) => (row.credit === undefined ? null : <span data-testid="credit">{formatINR(row.credit)}</span>);

/** On a phone the Email, Phone, Status and Credit columns fold into the Name cell. Without money, no Credit column. */
function columns(onChanged: () => void, isMobile: boolean, withMoney: boolean): ColumnsType<Row> {
  const all: ColumnsType<Row> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, row) =>
        isMobile ? (
          <Flex vertical gap={2} style={{ width: 130, overflowWrap: 'anywhere' }}>
            <Typography.Text strong>{row.name}</Typography.Text>
            <Typography.Text type="secondary">{row.email}</Typography.Text>
            <Typography.Text type="secondary">{row.phone}</Typography.Text>
            <span>
              {statusBadge(row)} {credit(row)}
            </span>
          </Flex>
        ) : (
          row.name
        ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Phone', dataIndex: 'phone', key: 'phone' },
    { title: 'Status', key: 'status', render: (_, row) => statusBadge(row) },
    ...(withMoney ? [{ title: 'Credit Available', key: 'credit', align: 'right' as const, render: (_: unknown, row: Row) => credit(row) }] : []),
    {
      title: 'Actions',
      key: 'actions',
      // On a phone the row scrolls sideways under a fixed Actions column: every action stays in reach.
      ...(isMobile ? { fixed: 'right' as const, width: 148 } : {}),
      render: (_, row) => <UserActions user={row} onChanged={onChanged} stacked={isMobile} />,
    },
  ];
  return isMobile ? all.filter((column) => column.key === 'name' || column.key === 'actions') : all;
}

/** Skeleton rows in the table's shape, while the users load. */
export function UsersTableSkeleton() {
  const withMoney = useSeesMoney();
  const titles = COLUMN_TITLES.filter((title) => withMoney || title !== 'Credit Available');
  const skeletonColumns: ColumnsType<{ key: number }> = titles.map((title) => ({
    title,
    key: title,
    render: () => <Skeleton.Input active size="small" block />,
  }));
  return (
    <Table
      aria-busy
      columns={skeletonColumns}
      dataSource={Array.from({ length: 5 }, (_, key) => ({ key }))}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="users-skeleton"
    />
  );
}

interface Props {
  query: UsersTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
}

export function UsersTable({ query, page, loading, onPageChange }: Props) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UsersTable_query on Query
      @refetchable(queryName: "UsersTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        search: { type: "String" }
        withMoney: { type: "Boolean", defaultValue: false }
      ) {
        users(first: $first, after: $after, search: $search, role: customer) {
          totalCount
          edges {
            node {
              id
              name
              email
              phone
              isDisabled
              credit @include(if: $withMoney)
              ...UserActions_user @arguments(withMoney: $withMoney)
            }
          }
        }
      }
    `,
    query,
  );
  const isMobile = useIsMobile();
  const withMoney = useSeesMoney();
  if (loading) return <UsersTableSkeleton />;
  const total = data.users.totalCount;
  // The list reloads after a status change.
  const reload = () => refetch({}, { fetchPolicy: 'network-only' });
  return (
    <Table<Row>
      rowKey="id"
      columns={columns(reload, isMobile, withMoney)}
      dataSource={data.users.edges.map((edge) => edge.node)}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: NO_USERS }}
      pagination={{
        current: page,
        pageSize: USERS_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: false,
        onChange: onPageChange,
        showTotal: () => `Page ${page} of ${pageCount(total, USERS_PAGE_SIZE)}`,
      }}
    />
  );
}
