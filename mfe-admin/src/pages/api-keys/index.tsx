// /dashboard/api-keys: keys for integrations (an accounting tool, a delivery partner, a bot):
// 'Create API key' (the key is shown once), the list with each key's last use, and Revoke.
import { useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { pageArgs } from '@freshmeals/rules/pagination';
import { API_KEYS_PAGE_SIZE } from '@freshmeals/rules/api-keys';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { apiKeysPageQuery } from './__generated__/apiKeysPageQuery.graphql';
import { ApiKeysTable } from './components/ApiKeysTable';
import { CreateApiKeyDialog } from './components/CreateApiKeyDialog';

export const LOAD_FAILED = 'Failed to load the API keys';

function ApiKeysList({ fetchKey, refresh }: { fetchKey: number; refresh: number }) {
  const { page, update, isPending } = useSearchState();
  const data = useLazyLoadQuery<apiKeysPageQuery>(
    graphql`
      query apiKeysPageQuery($first: Int!, $after: String) {
        ...ApiKeysTable_query @arguments(first: $first, after: $after)
      }
    `,
    pageArgs(page, API_KEYS_PAGE_SIZE),
    { fetchKey: `${fetchKey}:${refresh}`, fetchPolicy: 'store-and-network' },
  );
  return <ApiKeysTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

export default function ApiKeysPage() {
  const [open, setOpen] = useState(false);
  const [refresh, setRefresh] = useState(0);
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader
        title="API keys"
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
            Create API key
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        Keys let other systems (an accounting tool, a delivery partner, a chat bot) use the GraphQL and REST APIs. A read-only key reads
        what an admin reads; a full-admin key can also make changes. Each key acts as the admin who made it.
      </Typography.Paragraph>
      <ScreenBoundary failure={LOAD_FAILED}>{(fetchKey) => <ApiKeysList fetchKey={fetchKey} refresh={refresh} />}</ScreenBoundary>
      <CreateApiKeyDialog open={open} onClose={() => setOpen(false)} onCreated={() => setRefresh((n) => n + 1)} />
    </section>
  );
}
