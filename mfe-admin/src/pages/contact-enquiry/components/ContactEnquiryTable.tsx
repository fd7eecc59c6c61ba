// The contact enquiry table: name, contact, message, submitted, attended Yes/No badge,
// 'Page X of N'; rows are clickable.
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format';
import { pageCount } from '@freshmeals/rules/pagination';
import { CONTACTS_PAGE_SIZE } from '../route';
import type {
  ContactEnquiryTable_query$data,
  ContactEnquiryTable_query$key,
} from './__generated__/ContactEnquiryTable_query.graphql';

/** Contact requests, 10 a page. */
// The page size is the route's (route.ts): its preload reads it too.
export { CONTACTS_PAGE_SIZE } from '../route';

type Row = ContactEnquiryTable_query$data['contactEnquiries']['edges'][number]['node'];

const columns: ColumnsType<Row> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, row) => (
      <>
        <Typography.Text strong>{row.name}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{row.email}</Typography.Text>
      </>
    ),
  },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', responsive: ['md'] },
  {
    title: 'Message',
    key: 'message',
    responsive: ['md'],
    render: (_, row) => (
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 420 }}>
        {row.message}
      </Typography.Paragraph>
    ),
  },
  { title: 'Submitted', key: 'submittedAt', responsive: ['lg'], render: (_, row) => formatDateTime(row.submittedAt) },
  {
    title: 'Attended',
    key: 'attended',
    render: (_, row) => (row.attended ? <Tag color="green">Yes</Tag> : <Tag color="orange">No</Tag>),
  },
];

interface Props {
  query: ContactEnquiryTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
}

export function ContactEnquiryTable({ query, page, loading, onPageChange }: Props) {
  const data = useFragment(
    graphql`
      fragment ContactEnquiryTable_query on Query
      @refetchable(queryName: "ContactEnquiryTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        search: { type: "String" }
        unattendedOnly: { type: "Boolean" }
        from: { type: "Date" }
        to: { type: "Date" }
      ) {
        contactEnquiries(first: $first, after: $after, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to) {
          totalCount
          edges {
            node {
              id
              contactId
              name
              email
              phone
              message
              submittedAt
              attended
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const total = data.contactEnquiries.totalCount;
  const open = (row: Row) => navigate(String(row.contactId));
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={data.contactEnquiries.edges.map((edge) => edge.node)}
      loading={loading}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({
        onClick: () => open(row),
        onKeyDown: (event) => {
          if (event.key === 'Enter') open(row);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
        'aria-label': `Open the message of ${row.name}`,
      })}
      pagination={{
        current: page,
        pageSize: CONTACTS_PAGE_SIZE,
        total,
        showSizeChanger: false,
        onChange: onPageChange,
        showTotal: () => `Page ${page} of ${pageCount(total, CONTACTS_PAGE_SIZE)}`,
      }}
    />
  );
}
