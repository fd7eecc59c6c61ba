// The audit log table: when, who, what (in words), the subject and the change, 20 a page with
// 'Page X of N'.
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment } from 'react-relay/hooks';
import { pageCount } from '@freshmeals/rules/pagination';
import { formatDateTime } from '../../shared/format';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import { changeLines } from '../audit-changes';
import type { AuditTable_query$data, AuditTable_query$key } from './__generated__/AuditTable_query.graphql';

export const AUDIT_PAGE_SIZE = 20;

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

const columns: ColumnsType<Row> = [
  { title: 'When', key: 'at', render: (_, row) => formatDateTime(row.at) },
  { title: 'Who', dataIndex: 'actorName', key: 'actorName' },
  {
    title: 'Action',
    key: 'label',
    render: (_, row) => <Tag color={CATEGORY_COLORS[row.category]}>{row.label}</Tag>,
  },
  { title: 'Subject', dataIndex: 'subject', key: 'subject' },
  {
    title: 'Change',
    key: 'change',
    render: (_, row) => {
      const lines = changeLines(row.before, row.after);
      return lines.length === 0 ? (
        <Typography.Text type="secondary">—</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 16, maxWidth: 420, overflowWrap: 'anywhere' }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    },
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
  return (
    <div ref={scroller}>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={data.auditLog.edges.map((edge) => edge.node)}
        loading={loading}
        scroll={{ x: 'max-content' }}
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
