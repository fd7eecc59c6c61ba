// /dashboard/settings: settings that change how the kitchen runs, for admins. Today the routine
// change cut-off: how many hours before a meal its routine slot closes (for admins and customers).
import { Card } from 'antd';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { Heading } from '../shared/Heading';
import type { settingsPageQuery } from './__generated__/settingsPageQuery.graphql';
import { CutoffForm } from './components/CutoffForm';

export const SETTINGS_FAILED = 'Failed to load the settings.';

function LoadedSettings() {
  // Started by the route (routes.ts) with the screen's code.
  const data = usePreloadedQuery<settingsPageQuery>(
    graphql`
      query settingsPageQuery {
        settings {
          ...CutoffForm_settings
        }
      }
    `,
    useRouteQuery<settingsPageQuery>('settings')!,
  );
  return <CutoffForm settings={data.settings} />;
}

export default function SettingsPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Settings" />
      <Card style={{ maxWidth: 560 }}>
        <Heading level={2} look={4} id="cutoff-title" style={{ marginTop: 0 }}>
          Routine changes
        </Heading>
        <ScreenBoundary failure={SETTINGS_FAILED} onRetry={reload}>
          {() => <LoadedSettings />}
        </ScreenBoundary>
      </Card>
    </section>
  );
}
