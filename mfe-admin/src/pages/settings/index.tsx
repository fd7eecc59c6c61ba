// /dashboard/settings: settings that change how the kitchen runs, for admins. The routine change
// cut-off (how many hours before a meal its routine slot closes, for admins and customers), and each
// meal's cut-off (when it locks into the ledger: a time of day, on its day or the day before), and
// the seller's GST details that every receipt voucher and tax invoice carries.
import { Card, Flex } from 'antd';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { Heading } from '../shared/Heading';
import type { settingsPageQuery } from './__generated__/settingsPageQuery.graphql';
import { CutoffForm } from './components/CutoffForm';
import { MealCutoffsForm } from './components/MealCutoffsForm';
import { TaxSettingsForm } from './components/TaxSettingsForm';

export const SETTINGS_FAILED = 'Failed to load the settings.';

const CARD_STYLE = { maxWidth: 560 };

function LoadedSettings() {
  // Started by the route (routes.ts) with the screen's code.
  const data = usePreloadedQuery<settingsPageQuery>(
    graphql`
      query settingsPageQuery @preloadable {
        settings {
          ...CutoffForm_settings
          ...MealCutoffsForm_settings
        }
        taxSettings {
          ...TaxSettingsForm_taxSettings
        }
      }
    `,
    useRouteQuery<settingsPageQuery>('settings')!,
  );
  return (
    <Flex vertical gap={16}>
      <Card style={CARD_STYLE}>
        <Heading level={2} look={4} id="cutoff-title" style={{ marginTop: 0 }}>
          Pauses
        </Heading>
        <CutoffForm settings={data.settings} />
      </Card>
      <Card style={CARD_STYLE}>
        <Heading level={2} look={4} id="meal-cutoffs-title" style={{ marginTop: 0 }}>
          Meal cut-offs
        </Heading>
        <MealCutoffsForm settings={data.settings} />
      </Card>
      <Card style={CARD_STYLE}>
        <Heading level={2} look={4} id="tax-settings-title" style={{ marginTop: 0 }}>
          GST details
        </Heading>
        <TaxSettingsForm taxSettings={data.taxSettings} />
      </Card>
    </Flex>
  );
}

export default function SettingsPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Settings" />
      <ScreenBoundary failure={SETTINGS_FAILED} onRetry={reload}>
        {() => <LoadedSettings />}
      </ScreenBoundary>
    </section>
  );
}
