// The order enquiry table: name, contact, plan, meals, duration, received, attended.
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { capitalise, formatDateTime, mealTypeLabel } from '../../shared/format';
import { pageCount } from '@freshmeals/rules/pagination';
import shared from '../../shared/shared.module.css';
import { ENQUIRIES_PAGE_SIZE } from '../route';
import type { OrderEnquiryTable_query$data, OrderEnquiryTable_query$key } from './__generated__/OrderEnquiryTable_query.graphql';

/** The enquiry table shows 10 a page. */
// The page size is the route's (route.ts): its preload reads it too.
export { ENQUIRIES_PAGE_SIZE } from '../route';

type Row = OrderEnquiryTable_query$data['enquiries']['edges'][number]['node'];

const columns: ColumnsType<Row> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, row) => (
      <>
        <Typography.Text strong>{row.name}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{row.email}</Typography.Text>
        <Typography.Text className={shared.xsOnly} type="secondary">
          <br />
          {mealTypeLabel(row.mealType)} · {row.duration} days
        </Typography.Text>
      </>
    ),
  },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', responsive: ['md'] },
  { title: 'Meal Type', key: 'mealType', responsive: ['sm'], render: (_, row) => mealTypeLabel(row.mealType) },
  {
    title: 'Meals',
    key: 'mealDetails',
    responsive: ['lg'],
    render: (_, row) => row.mealDetails.map(capitalise).join(', '),
  },
  { title: 'Duration', key: 'duration', responsive: ['md'], render: (_, row) => `${row.duration} days` },
  { title: 'Received', key: 'createdAt', responsive: ['lg'], render: (_, row) => formatDateTime(row.createdAt) },
  {
    title: 'Attended',
    key: 'attended',
    render: (_, row) => (row.attended ? <Tag color="green">Yes</Tag> : <Tag color="orange">No</Tag>),
  },
];

interface Props {
  query: OrderEnquiryTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
}

export function OrderEnquiryTable({ query, page, loading, onPageChange }: Props) {
  const data = useFragment(
    graphql`
      fragment OrderEnquiryTable_query on Query
      @refetchable(queryName: "OrderEnquiryTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        search: { type: "String" }
        unattendedOnly: { type: "Boolean" }
        from: { type: "Date" }
        to: { type: "Date" }
        mealType: { type: "PlanType" }
      ) {
        enquiries(first: $first, after: $after, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to, mealType: $mealType) {
          totalCount
          edges {
            node {
              id
              enquiryId
              name
              email
              phone
              mealType
              mealDetails
              duration
              createdAt
              attended
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const total = data.enquiries.totalCount;
  return (
    <>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={data.enquiries.edges.map((edge) => edge.node)}
        loading={loading}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({
          onClick: () => navigate(String(row.enquiryId)),
          onKeyDown: (event) => {
            if (event.key === 'Enter') navigate(String(row.enquiryId));
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
          'aria-label': `Open the enquiry of ${row.name}`,
        })}
        pagination={{
          current: page,
          pageSize: ENQUIRIES_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: onPageChange,
          showTotal: () => `Page ${page} of ${pageCount(total, ENQUIRIES_PAGE_SIZE)}`,
        }}
      />
    </>
  );
}
