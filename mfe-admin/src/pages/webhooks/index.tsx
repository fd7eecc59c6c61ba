// /dashboard/webhooks: where integrations hear of what happens. 'Add endpoint' (its signing secret
// is shown once), the endpoints with their events and state, and for each its delivery log with
// Redeliver, 'Send test event', turning it off and on, and Delete.
import { startTransition, useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { WEBHOOK_SIGNATURE_HEADER } from '@freshmeals/rules/webhooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { webhooksPageQuery } from './__generated__/webhooksPageQuery.graphql';
import { WebhookEndpointDialog } from './components/WebhookEndpointDialog';
import { WebhooksTable } from './components/WebhooksTable';

export const LOAD_FAILED = 'Failed to load the webhook endpoints';

function WebhooksList({ onChanged }: { onChanged(): void }) {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, for the URL's page (route.ts).
  const data = usePreloadedQuery<webhooksPageQuery>(
    graphql`
      query webhooksPageQuery($first: Int!, $after: String) @preloadable {
        ...WebhooksTable_query @arguments(first: $first, after: $after)
      }
    `,
    useRouteQuery<webhooksPageQuery>('list')!,
  );
  return <WebhooksTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} onChanged={onChanged} />;
}

export default function WebhooksPage() {
  const [open, setOpen] = useState(false);
  const reload = useRouteReload();
  // After a change: the list as the server has it now, the old one shown until it answers.
  const changed = () => startTransition(() => reload('network-only'));
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
      <ScreenBoundary failure={LOAD_FAILED} onRetry={reload}>
        {() => <WebhooksList onChanged={changed} />}
      </ScreenBoundary>
      <WebhookEndpointDialog open={open} onClose={() => setOpen(false)} onSaved={changed} />
    </section>
  );
}
