// The outbox table: when an e-mail was written, its subject, to whom and what kind, where its
// delivery stands (tries, the last error), and Retry for a failed or dead one. 20 a page,
// 'Page X of N'.
import { Button, Flex, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { pageCount } from '@freshmeals/rules/pagination';
import { OUTBOX_PAGE_SIZE } from '../route';
import { formatDateTime } from '../../shared/format';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import type { OutboxTable_query$data, OutboxTable_query$key } from './__generated__/OutboxTable_query.graphql';
import type { OutboxTableRetryMutation } from './__generated__/OutboxTableRetryMutation.graphql';

// The page size is the route's (route.ts): its preload reads it too.
export { OUTBOX_PAGE_SIZE } from '../route';
export const RETRIED = 'E-mail queued to be sent again';
export const RETRY_FAILED = 'Failed to retry the e-mail';

type Row = OutboxTable_query$data['emailOutbox']['edges'][number]['node'];

export const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed, retrying', color: 'orange' },
  dead: { label: 'Dead', color: 'red' },
  local: { label: 'Local outbox', color: 'default' },
};

function EmailCell({ row }: { row: Row }) {
  return (
    <div style={{ maxWidth: 300, overflowWrap: 'anywhere' }}>
      {row.subject}
      <br />
      <Typography.Text type="secondary">
        to {row.to}
        {row.tag ? ` · ${row.tag}` : ''}
      </Typography.Text>
    </div>
  );
}

function StatusCell({ row }: { row: Row }) {
  const status = STATUS_LABELS[row.status] ?? { label: row.status, color: 'default' };
  const tries = row.attempts === 1 ? '1 try' : `${row.attempts} tries`;
  return (
    <div style={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
      <Tag color={status.color}>{status.label}</Tag>
      <br />
      <Typography.Text type="secondary">
        {row.sentAt ? `sent ${formatDateTime(row.sentAt)}` : row.lastAttemptAt ? `${tries}, last ${formatDateTime(row.lastAttemptAt)}` : tries}
      </Typography.Text>
      {row.error ? (
        <>
          <br />
          <Typography.Text type="danger">{row.error}</Typography.Text>
        </>
      ) : null}
    </div>
  );
}

interface Props {
  query: OutboxTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
}

export function OutboxTable({ query, page, loading, onPageChange }: Props) {
  const data = useFragment(
    graphql`
      fragment OutboxTable_query on Query
      @refetchable(queryName: "OutboxTableRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, statuses: { type: "[OutboxStatus!]" }) {
        emailOutbox(first: $first, after: $after, statuses: $statuses) {
          totalCount
          edges {
            node {
              id
              mailId
              to
              subject
              tag
              status
              attempts
              lastAttemptAt
              error
              createdAt
              sentAt
              canRetry
            }
          }
        }
      }
    `,
    query,
  );
  const phone = !Grid.useBreakpoint().sm;
  const [commitRetry, retrying] = useMutation<OutboxTableRetryMutation>(graphql`
    mutation OutboxTableRetryMutation($id: ID!) {
      retryEmail(id: $id) {
        id
        status
        attempts
        error
        canRetry
      }
    }
  `);

  const retry = async (row: Row) => {
    try {
      await commitAsync(commitRetry, { variables: { id: row.id } });
      toast.success(RETRIED);
    } catch (error) {
      toast.error(failureText(error, RETRY_FAILED));
    }
  };

  const retryButton = (row: Row) =>
    row.canRetry ? (
      <Button size="small" loading={retrying} aria-label={`Retry the e-mail to ${row.to}`} onClick={() => void retry(row)}>
        Retry
      </Button>
    ) : null;

  // A phone shows one column: the e-mail with its status and Retry below it, without scrolling sideways.
  const columns: ColumnsType<Row> = phone
    ? [
        {
          title: 'E-mail',
          key: 'email',
          render: (_, row) => (
            <Flex vertical gap={6} align="start">
              <EmailCell row={row} />
              <StatusCell row={row} />
              {retryButton(row)}
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Written', key: 'createdAt', responsive: ['md'], render: (_, row) => formatDateTime(row.createdAt) },
        { title: 'E-mail', key: 'email', render: (_, row) => <EmailCell row={row} /> },
        { title: 'Status', key: 'status', render: (_, row) => <StatusCell row={row} /> },
        { title: 'Actions', key: 'actions', render: (_, row) => retryButton(row) },
      ];

  const total = data.emailOutbox.totalCount;
  const scroller = useKeyboardScroll('Outbox table');
  return (
    <div ref={scroller}>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={data.emailOutbox.edges.map((edge) => edge.node)}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: OUTBOX_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: onPageChange,
          showTotal: () => `Page ${page} of ${pageCount(total, OUTBOX_PAGE_SIZE)}`,
        }}
      />
    </div>
  );
}
