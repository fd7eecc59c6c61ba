// An endpoint's delivery log: each event sent to it, newest first (20 a page), with where it
// stands, its tries and the receiver's last answer; a row opens to the JSON sent and the answer's
// start. Redeliver queues one again under the same event id; Refresh reads the log again.
import { Button, Drawer, Flex, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { pageArgs, pageCount } from '@freshmeals/rules/pagination';
import { WEBHOOK_DELIVERIES_PAGE_SIZE, WEBHOOK_MESSAGES } from '@freshmeals/rules/webhooks';
import { formatDateTime } from '../../shared/format';
import { ScreenBoundary } from '../../shared/ScreenBoundary';
import type { DeliveriesDrawerQuery, DeliveriesDrawerQuery$data } from './__generated__/DeliveriesDrawerQuery.graphql';
import type { DeliveriesDrawerRedeliverMutation } from './__generated__/DeliveriesDrawerRedeliverMutation.graphql';

type Delivery = NonNullable<DeliveriesDrawerQuery$data['webhookEndpoint']>['deliveries']['edges'][number]['node'];

export const LOG_FAILED = 'Failed to load the deliveries';
export const REDELIVER_FAILED = 'Failed to redeliver';

const STATUS: Record<string, { label: string; colour: string }> = {
  pending: { label: 'Pending', colour: 'blue' },
  succeeded: { label: 'Succeeded', colour: 'green' },
  failed: { label: 'Failed', colour: 'orange' },
  dead: { label: 'Dead', colour: 'red' },
};

function pretty(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

function DeliveriesLog({ endpointId, fetchKey }: { endpointId: string; fetchKey: string }) {
  const [page, setPage] = useState(1);
  const phone = !Grid.useBreakpoint().sm;
  const data = useLazyLoadQuery<DeliveriesDrawerQuery>(
    graphql`
      query DeliveriesDrawerQuery($id: ID!, $first: Int!, $after: String) {
        webhookEndpoint(id: $id) {
          id
          deliveries(first: $first, after: $after) {
            totalCount
            edges {
              node {
                id
                eventId
                eventType
                status
                attempts
                responseStatus
                responseBody
                durationMs
                error
                requestBody
                createdAt
                lastAttemptAt
              }
            }
          }
        }
      }
    `,
    { id: endpointId, ...pageArgs(page, WEBHOOK_DELIVERIES_PAGE_SIZE) },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const [commitRedeliver, redelivering] = useMutation<DeliveriesDrawerRedeliverMutation>(graphql`
    mutation DeliveriesDrawerRedeliverMutation($id: ID!) {
      redeliverWebhook(id: $id) {
        id
        status
        attempts
      }
    }
  `);
  const redeliver = async (row: Delivery) => {
    try {
      await commitAsync(commitRedeliver, { variables: { id: row.id } });
      toast.success(WEBHOOK_MESSAGES.redelivered);
    } catch (error) {
      toast.error(failureText(error, REDELIVER_FAILED));
    }
  };
  const log = data.webhookEndpoint?.deliveries;
  const eventCell = (row: Delivery) => (
    <>
      <Typography.Text code>{row.eventType}</Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {row.eventId}
      </Typography.Text>
    </>
  );
  const statusCell = (row: Delivery) => <Tag color={STATUS[row.status]?.colour}>{STATUS[row.status]?.label ?? row.status}</Tag>;
  const answerCell = (row: Delivery) => (
    <>
      {row.responseStatus ?? '—'}
      {row.durationMs !== null && row.durationMs !== undefined ? <Typography.Text type="secondary">{` · ${row.durationMs} ms`}</Typography.Text> : null}
      {row.error ? (
        <>
          <br />
          <Typography.Text type="danger">{row.error}</Typography.Text>
        </>
      ) : null}
    </>
  );
  const redeliverButton = (row: Delivery) =>
    row.status === 'pending' ? null : (
      <Button size="small" loading={redelivering} onClick={() => void redeliver(row)} aria-label={`Redeliver ${row.eventId}`}>
        Redeliver
      </Button>
    );
  // A phone shows one column: the event, its state, the answer and Redeliver below each other.
  const columns: ColumnsType<Delivery> = phone
    ? [
        {
          title: 'Event',
          key: 'event',
          render: (_, row) => (
            <Flex vertical gap={6} align="start">
              <div>{eventCell(row)}</div>
              <Flex gap={8} align="center">
                {statusCell(row)}
                <Typography.Text type="secondary">{`${row.attempts} ${row.attempts === 1 ? 'try' : 'tries'}`}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary">{formatDateTime(row.createdAt)}</Typography.Text>
              <div>{answerCell(row)}</div>
              {redeliverButton(row)}
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Event', key: 'event', render: (_, row) => eventCell(row) },
        { title: 'Status', key: 'status', render: (_, row) => statusCell(row) },
        { title: 'Answer', key: 'answer', render: (_, row) => answerCell(row) },
        { title: 'Tries', key: 'attempts', render: (_, row) => row.attempts },
        { title: 'Time', key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
        { title: 'Action', key: 'action', render: (_, row) => redeliverButton(row) },
      ];
  return (
    <Table<Delivery>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={log?.edges.map((edge) => edge.node) ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text type="secondary">No deliveries yet.</Typography.Text> }}
      expandable={{
        expandedRowRender: (row) => (
          <Flex vertical gap={8}>
            <Typography.Text strong>Sent</Typography.Text>
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}>{pretty(row.requestBody)}</pre>
            <Typography.Text strong>Answer</Typography.Text>
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}>{row.responseBody ?? '(none)'}</pre>
          </Flex>
        ),
      }}
      pagination={{
        current: page,
        pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE,
        total: log?.totalCount ?? 0,
        showSizeChanger: false,
        onChange: setPage,
        showTotal: (total) => `Page ${page} of ${Math.max(1, pageCount(total, WEBHOOK_DELIVERIES_PAGE_SIZE))}`,
      }}
    />
  );
}

export function DeliveriesDrawer({ endpoint, onClose }: { endpoint: { id: string; url: string } | null; onClose(): void }) {
  const [refresh, setRefresh] = useState(0);
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={endpoint !== null}
      onClose={onClose}
      title={<span style={{ wordBreak: 'break-all' }}>{endpoint ? `Deliveries to ${endpoint.url}` : 'Deliveries'}</span>}
      width={screens.md ? 860 : '100%'}
      destroyOnHidden
      extra={
        <Button onClick={() => setRefresh((n) => n + 1)} aria-label="Refresh the deliveries">
          Refresh
        </Button>
      }
    >
      {endpoint ? (
        <ScreenBoundary failure={LOG_FAILED}>{(fetchKey) => <DeliveriesLog endpointId={endpoint.id} fetchKey={`${fetchKey}:${refresh}`} />}</ScreenBoundary>
      ) : null}
    </Drawer>
  );
}
