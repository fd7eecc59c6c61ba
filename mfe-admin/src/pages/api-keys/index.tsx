// /dashboard/api-keys: keys for integrations (an accounting tool, a delivery partner, a bot):
// 'Create API key' (the key is shown once), the list with each key's last use, and Revoke.
import { startTransition, useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { apiKeysPageQuery } from './__generated__/apiKeysPageQuery.graphql';
import { ApiKeysTable } from './components/ApiKeysTable';
import { CreateApiKeyDialog } from './components/CreateApiKeyDialog';

export const LOAD_FAILED = 'Failed to load the API keys';

function ApiKeysList() {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, for the URL's page (route.ts).
  const data = usePreloadedQuery<apiKeysPageQuery>(
    graphql`
      query apiKeysPageQuery($first: Int!, $after: String) @preloadable {
        ...ApiKeysTable_query @arguments(first: $first, after: $after)
      }
    `,
    useRouteQuery<apiKeysPageQuery>('list')!,
  );
  return <ApiKeysTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

export default function ApiKeysPage() {
  const [open, setOpen] = useState(false);
  const reload = useRouteReload();
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
      <ScreenBoundary failure={LOAD_FAILED} onRetry={reload}>
        {() => <ApiKeysList />}
      </ScreenBoundary>
      <CreateApiKeyDialog open={open} onClose={() => setOpen(false)} onCreated={() => startTransition(reload)} />
    </section>
  );
}
