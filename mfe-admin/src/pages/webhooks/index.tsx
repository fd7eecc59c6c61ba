// /dashboard/webhooks: where integrations hear of what happens. 'Add endpoint' (its signing secret
// is shown once), the endpoints with their events and state, and for each its delivery log with
// Redeliver, 'Send test event', turning it off and on, and Delete.
import { useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { pageArgs } from '@freshmeals/rules/pagination';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOKS_PAGE_SIZE } from '@freshmeals/rules/webhooks';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { webhooksPageQuery } from './__generated__/webhooksPageQuery.graphql';
import { WebhookEndpointDialog } from './components/WebhookEndpointDialog';
import { WebhooksTable } from './components/WebhooksTable';

export const LOAD_FAILED = 'Failed to load the webhook endpoints';

function WebhooksList({ fetchKey, refresh, onChanged }: { fetchKey: number; refresh: number; onChanged(): void }) {
  const { page, update, isPending } = useSearchState();
  const data = useLazyLoadQuery<webhooksPageQuery>(
    graphql`
      query webhooksPageQuery($first: Int!, $after: String) {
        ...WebhooksTable_query @arguments(first: $first, after: $after)
      }
    `,
    pageArgs(page, WEBHOOKS_PAGE_SIZE),
    { fetchKey: `${fetchKey}:${refresh}`, fetchPolicy: 'store-and-network' },
  );
  return <WebhooksTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} onChanged={onChanged} />;
}

export default function WebhooksPage() {
  const [open, setOpen] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const changed = () => setRefresh((n) => n + 1);
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader
        title="Webhooks"
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
            Add endpoint
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        An endpoint receives the events it subscribes to as signed JSON POSTs, each with an event id that stays the same on every retry:
        check the <Typography.Text code>{WEBHOOK_SIGNATURE_HEADER}</Typography.Text> header with the endpoint&apos;s secret and ignore an
        event id you have already handled. A failed delivery is retried with backoff for 24 hours; an endpoint that fails for 24 hours
        is turned off and the staff address is told.
      </Typography.Paragraph>
      <ScreenBoundary failure={LOAD_FAILED}>{(fetchKey) => <WebhooksList fetchKey={fetchKey} refresh={refresh} onChanged={changed} />}</ScreenBoundary>
      <WebhookEndpointDialog open={open} onClose={() => setOpen(false)} onSaved={changed} />
    </section>
  );
}
