// /dashboard/closures, 'Kitchen closures': the dates (or single meals of them) the kitchen does not
// cook, from today on, with the reason customers read. Admins close a date, the whole day or one
// meal, and reopen one (after a question); kitchen staff read the list (the API lets staff read it
// and only admins change it).
import { startTransition } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { useCanManage } from '../../lib/use-can-manage';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { closuresPageQuery } from './__generated__/closuresPageQuery.graphql';
import { CloseKitchenForm } from './components/CloseKitchenForm';
import { ClosuresTable } from './components/ClosuresTable';
import styles from './components/closures.module.css';

export const LOAD_FAILED = 'Failed to load the kitchen closures';

function ClosuresList({ onChanged }: { onChanged(): void }) {
  // Started by the route (routes.ts) with the screen's code.
  const data = usePreloadedQuery<closuresPageQuery>(
    graphql`
      query closuresPageQuery @preloadable {
        ...ClosuresTable_query
      }
    `,
    useRouteQuery<closuresPageQuery>('list')!,
  );
  return <ClosuresTable query={data} onChanged={onChanged} />;
}

export default function ClosuresPage() {
  const manage = useCanManage();
  const reloadRoute = useRouteReload();
  // After a change the list is read again from the server; the one on screen stays until it has.
  const reload = () => startTransition(() => reloadRoute('network-only'));
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Kitchen closures" />
      {manage && <CloseKitchenForm onClosed={reload} />}
      <h2 className={styles.listTitle}>Coming closures</h2>
      <ScreenBoundary failure={LOAD_FAILED} onRetry={reloadRoute}>
        {() => <ClosuresList onChanged={reload} />}
      </ScreenBoundary>
    </section>
  );
}
