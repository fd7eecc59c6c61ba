// The endpoints: URL and description, the events taken, On/Off (with why it was turned off), when
// it was added, and its actions: Deliveries (the log), Send test event, Edit, Turn off / Turn on,
// Delete (after a confirmation). 10 a page, 'Page X of N'.
import { Button, Flex, Grid, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { pageCount } from '@freshmeals/rules/pagination';
import { WEBHOOK_MESSAGES, WEBHOOKS_PAGE_SIZE } from '@freshmeals/rules/webhooks';
import { formatDateTime } from '../../shared/format';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import type { WebhooksTable_query$data, WebhooksTable_query$key } from './__generated__/WebhooksTable_query.graphql';
import type { WebhooksTableDeleteMutation } from './__generated__/WebhooksTableDeleteMutation.graphql';
import type { WebhooksTableTestMutation } from './__generated__/WebhooksTableTestMutation.graphql';
import type { WebhooksTableToggleMutation } from './__generated__/WebhooksTableToggleMutation.graphql';
import { DeliveriesDrawer } from './DeliveriesDrawer';
import { fromGraphQLEvent, WebhookEndpointDialog, type EditedEndpoint } from './WebhookEndpointDialog';

type Row = WebhooksTable_query$data['webhookEndpoints']['edges'][number]['node'];

export const DELETE_TITLE = 'Delete this endpoint?';
export const DELETE_TEXT = 'It stops receiving events, and its delivery log is deleted.';
export const ACTION_FAILED = 'Failed to update the webhook endpoint';

interface Props {
  query: WebhooksTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
  /** After a delete: the list is read again. */
  onChanged(): void;
}

export function WebhooksTable({ query, page, loading, onPageChange, onChanged }: Props) {
  const data = useFragment(
    graphql`
      fragment WebhooksTable_query on Query
      @refetchable(queryName: "WebhooksTableRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        webhookEndpoints(first: $first, after: $after) {
          totalCount
          edges {
            node {
              id
              endpointId
              url
              description
              events
              active
              disabledReason
              failingSince
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const phone = !Grid.useBreakpoint().sm;
  const [editing, setEditing] = useState<EditedEndpoint | null>(null);
  const [logOf, setLogOf] = useState<Row | null>(null);
  const [commitToggle] = useMutation<WebhooksTableToggleMutation>(graphql`
    mutation WebhooksTableToggleMutation($id: ID!, $input: WebhookEndpointInput!, $active: Boolean!) {
      updateWebhookEndpoint(id: $id, input: $input, active: $active) {
        id
        active
        disabledReason
        failingSince
      }
    }
  `);
  const [commitTest] = useMutation<WebhooksTableTestMutation>(graphql`
    mutation WebhooksTableTestMutation($id: ID!) {
      sendTestWebhookEvent(id: $id) {
        id
        eventType
      }
    }
  `);
  const [commitDelete] = useMutation<WebhooksTableDeleteMutation>(graphql`
    mutation WebhooksTableDeleteMutation($id: ID!) {
      deleteWebhookEndpoint(id: $id)
    }
  `);

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(failureText(error, ACTION_FAILED));
    }
  };
  const toggle = (row: Row) =>
    run(
      () =>
        commitAsync(commitToggle, {
          variables: { id: row.id, input: { url: row.url, events: [...row.events], description: row.description ?? null }, active: !row.active },
        }),
      row.active ? 'Endpoint turned off' : 'Endpoint turned on',
    );
  const remove = (row: Row) =>
    run(async () => {
      await commitAsync(commitDelete, { variables: { id: row.id } });
      onChanged();
    }, WEBHOOK_MESSAGES.deleted);

  const endpointCell = (row: Row) => (
    <div style={{ maxWidth: 320 }}>
      <Typography.Text strong style={{ wordBreak: 'break-all' }}>
        {row.url}
      </Typography.Text>
      {row.description ? (
        <>
          <br />
          <Typography.Text type="secondary">{row.description}</Typography.Text>
        </>
      ) : null}
    </div>
  );
  const eventsCell = (row: Row) => (
    <Flex wrap gap={4} style={{ maxWidth: 320 }}>
      {row.events.map((name) => (
        <Tag key={name}>{fromGraphQLEvent(name)}</Tag>
      ))}
    </Flex>
  );
  const statusCell = (row: Row) => (
    <>
      <Tag color={row.active ? (row.failingSince ? 'orange' : 'green') : 'red'}>{row.active ? (row.failingSince ? 'Failing' : 'On') : 'Off'}</Tag>
      {row.disabledReason ? (
        <>
          <br />
          <Typography.Text type="secondary">{row.disabledReason}</Typography.Text>
        </>
      ) : null}
    </>
  );
  const actionsCell = (row: Row) => (
    <Flex wrap gap={6} style={{ maxWidth: 340 }}>
      <Button size="small" onClick={() => setLogOf(row)} aria-label={`Deliveries of ${row.url}`}>
        Deliveries
      </Button>
      <Button size="small" onClick={() => void run(() => commitAsync(commitTest, { variables: { id: row.id } }), WEBHOOK_MESSAGES.testSent)} aria-label={`Send test event to ${row.url}`}>
        Send test event
      </Button>
      <Button
        size="small"
        onClick={() => setEditing({ id: row.id, url: row.url, events: row.events, description: row.description, active: row.active })}
        aria-label={`Edit ${row.url}`}
      >
        Edit
      </Button>
      <Button size="small" onClick={() => void toggle(row)} aria-label={`${row.active ? 'Turn off' : 'Turn on'} ${row.url}`}>
        {row.active ? 'Turn off' : 'Turn on'}
      </Button>
      <Popconfirm title={DELETE_TITLE} description={DELETE_TEXT} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(row)}>
        <Button danger size="small" aria-label={`Delete ${row.url}`}>
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );

  // A phone shows one column: the endpoint, its events, state and actions below each other, without scrolling sideways.
  const columns: ColumnsType<Row> = phone
    ? [
        {
          title: 'Endpoint',
          key: 'endpoint',
          render: (_, row) => (
            <Flex vertical gap={8} align="start">
              {endpointCell(row)}
              {eventsCell(row)}
              {statusCell(row)}
              {actionsCell(row)}
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Endpoint', key: 'url', render: (_, row) => endpointCell(row) },
        { title: 'Events', key: 'events', responsive: ['md'], render: (_, row) => eventsCell(row) },
        { title: 'Status', key: 'status', render: (_, row) => statusCell(row) },
        { title: 'Added', key: 'createdAt', responsive: ['xl'], render: (_, row) => formatDateTime(row.createdAt) },
        { title: 'Actions', key: 'actions', render: (_, row) => actionsCell(row) },
      ];

  const total = data.webhookEndpoints.totalCount;
  const scroller = useKeyboardScroll('Webhook endpoints table');
  return (
    <div ref={scroller}>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={data.webhookEndpoints.edges.map((edge) => edge.node)}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">No webhook endpoints yet.</Typography.Text> }}
        pagination={{
          current: page,
          pageSize: WEBHOOKS_PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: false,
          onChange: onPageChange,
          showTotal: () => `Page ${page} of ${Math.max(1, pageCount(total, WEBHOOKS_PAGE_SIZE))}`,
        }}
      />
      <WebhookEndpointDialog open={editing !== null} endpoint={editing} onClose={() => setEditing(null)} onSaved={() => undefined} />
      <DeliveriesDrawer endpoint={logOf} onClose={() => setLogOf(null)} />
    </div>
  );
}
