// The audit log table: when, who, what (in words), the subject and the change, 20 a page with
// 'Page X of N'. On a phone each entry is one stacked cell, so the change is read without
// scrolling sideways.
import { Table, Tag, Typography } from 'antd';
import { useIsMobile } from '@freshmeals/ui';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment } from 'react-relay/hooks';
import { pageCount } from '@freshmeals/rules/pagination';
import { AUDIT_PAGE_SIZE } from '../route';
import { formatDateTime } from '../../shared/format';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import { changeLines } from '../audit-changes';
import type { AuditTable_query$data, AuditTable_query$key } from './__generated__/AuditTable_query.graphql';

// The page size is the route's (route.ts): its preload reads it too.
export { AUDIT_PAGE_SIZE } from '../route';

type Row = AuditTable_query$data['auditLog']['edges'][number]['node'];

const CATEGORY_COLORS: Record<string, string> = {
  money: 'green',
  prices: 'gold',
  routines: 'blue',
  users: 'purple',
  service_area: 'lime',
  settings: 'cyan',
  api_keys: 'magenta',
};

function Change({ row }: { row: Row }) {
  const lines = changeLines(row.before, row.after);
  return lines.length === 0 ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <ul style={{ margin: 0, paddingLeft: 16, overflowWrap: 'anywhere' }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const actionTag = (row: Row) => <Tag color={CATEGORY_COLORS[row.category]}>{row.label}</Tag>;

// Widths that let the subject and the change wrap instead of pushing the change out of view.
const columns: ColumnsType<Row> = [
  { title: 'When', key: 'at', width: 200, render: (_, row) => formatDateTime(row.at) },
  { title: 'Who', dataIndex: 'actorName', key: 'actorName', width: 120 },
  { title: 'Action', key: 'label', width: 160, render: (_, row) => actionTag(row) },
  { title: 'Subject', dataIndex: 'subject', key: 'subject', width: 190 },
  { title: 'Change', key: 'change', render: (_, row) => <Change row={row} /> },
];

const phoneColumns: ColumnsType<Row> = [
  {
    title: 'Entry',
    key: 'entry',
    render: (_, row) => (
      <div style={{ display: 'grid', gap: 4, overflowWrap: 'anywhere' }}>
        <div>{actionTag(row)}</div>
        <Typography.Text strong>{row.subject}</Typography.Text>
        <Typography.Text type="secondary">
          {formatDateTime(row.at)} · {row.actorName}
        </Typography.Text>
        <Change row={row} />
      </div>
    ),
  },
];

interface Props {
  query: AuditTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
}

export function AuditTable({ query, page, loading, onPageChange }: Props) {
  const data = useFragment(
    graphql`
      fragment AuditTable_query on Query
      @refetchable(queryName: "AuditTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        category: { type: "AuditCategory" }
        search: { type: "String" }
        from: { type: "Date" }
        to: { type: "Date" }
      ) {
        auditLog(first: $first, after: $after, category: $category, search: $search, from: $from, to: $to) {
          totalCount
          edges {
            node {
              id
              at
              actorName
              label
              category
              subject
              before
              after
            }
          }
        }
      }
    `,
    query,
  );
  const total = data.auditLog.totalCount;
  const scroller = useKeyboardScroll('Audit log table');
  const isMobile = useIsMobile();
  return (
    <div ref={scroller}>
      <Table<Row>
        rowKey="id"
        columns={isMobile ? phoneColumns : columns}
        dataSource={data.auditLog.edges.map((edge) => edge.node)}
        loading={loading}
        scroll={isMobile ? undefined : { x: 960 }}
        pagination={{
          current: page,
          pageSize: AUDIT_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: onPageChange,
          showTotal: () => `Page ${page} of ${pageCount(total, AUDIT_PAGE_SIZE)}`,
        }}
      />
    </div>
  );
}
