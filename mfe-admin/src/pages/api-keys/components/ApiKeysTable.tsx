// The API keys table: name and key prefix, role, made (when, by whom), last day, last use, status,
// and Revoke (after a confirmation) while a key is active. 10 a page, 'Page X of N'.
import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { API_KEY_MESSAGES, API_KEY_ROLE_LABELS, API_KEYS_PAGE_SIZE, type ApiKeyRole } from '@freshmeals/rules/api-keys';
import { pageCount } from '@freshmeals/rules/pagination';
import { formatDateTime } from '../../shared/format';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import type { ApiKeysTable_query$data, ApiKeysTable_query$key } from './__generated__/ApiKeysTable_query.graphql';
import type { ApiKeysTableRevokeMutation } from './__generated__/ApiKeysTableRevokeMutation.graphql';

type Row = ApiKeysTable_query$data['apiKeys']['edges'][number]['node'];

export const REVOKE_TITLE = 'Revoke this API key?';
export const REVOKE_TEXT = 'Requests with it are refused at once. This cannot be undone.';
export const REVOKE_FAILED = 'Failed to revoke the API key';

const STATUS_COLOURS: Record<string, string> = { active: 'green', revoked: 'red', expired: 'default' };

interface Props {
  query: ApiKeysTable_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
}

export function ApiKeysTable({ query, page, loading, onPageChange }: Props) {
  const data = useFragment(
    graphql`
      fragment ApiKeysTable_query on Query
      @refetchable(queryName: "ApiKeysTableRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        apiKeys(first: $first, after: $after) {
          totalCount
          edges {
            node {
              id
              apiKeyId
              name
              role
              prefix
              createdAt
              createdByName
              expiresAt
              lastUsedAt
              status
            }
          }
        }
      }
    `,
    query,
  );
  const [commitRevoke, revoking] = useMutation<ApiKeysTableRevokeMutation>(graphql`
    mutation ApiKeysTableRevokeMutation($apiKeyId: Int!) {
      revokeApiKey(apiKeyId: $apiKeyId) {
        id
        status
        revokedAt
      }
    }
  `);

  const revoke = async (row: Row) => {
    try {
      await commitAsync(commitRevoke, { variables: { apiKeyId: row.apiKeyId } });
      // The answer updates the row (its status) in the store.
      toast.success(API_KEY_MESSAGES.revoked);
    } catch (error) {
      toast.error(failureText(error, REVOKE_FAILED));
    }
  };

  const columns: ColumnsType<Row> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" code>
            {`${row.prefix}_…`}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Role', key: 'role', render: (_, row) => API_KEY_ROLE_LABELS[row.role as ApiKeyRole] ?? row.role },
    {
      title: 'Created',
      key: 'createdAt',
      responsive: ['md'],
      render: (_, row) => (
        <>
          {formatDateTime(row.createdAt)}
          <br />
          <Typography.Text type="secondary">by {row.createdByName}</Typography.Text>
        </>
      ),
    },
    { title: 'Expires', key: 'expiresAt', responsive: ['lg'], render: (_, row) => (row.expiresAt ? formatDateTime(row.expiresAt) : 'Never') },
    { title: 'Last used', key: 'lastUsedAt', responsive: ['md'], render: (_, row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : 'Never') },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => <Tag color={STATUS_COLOURS[row.status] ?? 'default'}>{row.status[0]!.toUpperCase() + row.status.slice(1)}</Tag>,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) =>
        row.status === 'active' ? (
          <Popconfirm title={REVOKE_TITLE} description={REVOKE_TEXT} okText="Revoke" okButtonProps={{ danger: true, loading: revoking }} onConfirm={() => revoke(row)}>
            <Button danger size="small" aria-label={`Revoke ${row.name}`}>
              Revoke
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  const total = data.apiKeys.totalCount;
  const scroller = useKeyboardScroll('API keys table');
  return (
    <div ref={scroller}>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={data.apiKeys.edges.map((edge) => edge.node)}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">No API keys yet.</Typography.Text> }}
        pagination={{
          current: page,
          pageSize: API_KEYS_PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: false,
          onChange: onPageChange,
          showTotal: () => `Page ${page} of ${Math.max(1, pageCount(total, API_KEYS_PAGE_SIZE))}`,
        }}
      />
    </div>
  );
}
