// Routine screen: the
// user's weekly meal slots. The route's query loads the routine and the meals of the next 7 days
// (skip / undo skip below the grid); a failed load is only logged and the grid starts
// empty, with saving off so an unseen routine cannot be overwritten.
import { Suspense, useState } from 'react';
import { Skeleton } from 'antd';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { QueryBoundary } from '../../lib/query-boundary';
import { useRouteQuery } from '../../lib/route-data';
import type { routineRoutineQuery } from './__generated__/routineRoutineQuery.graphql';
import { RoutineEditor } from './components/RoutineEditor';
import { RoutineUpcomingMeals } from './components/RoutineUpcomingMeals';
import { UserAddresses } from './components/UserAddresses';
import { routineHeading } from '@freshmeals/rules/routine-grid';
import styles from './components/routine.module.css';
import { Heading } from '../shared/Heading';
import { UserPicker } from '../shared/UserPicker';
import { parseUserId } from '../shared/user-screens';

function LoadedRoutine({ userId, queryRef }: { userId: number; queryRef: PreloadedQuery<routineRoutineQuery> }) {
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the user, and whether the staff member reads money.
  const data = usePreloadedQuery<routineRoutineQuery>(
    graphql`
      query routineRoutineQuery($userId: Int!, $withMoney: Boolean!) @preloadable {
        routine(userId: $userId) {
          ...RoutineEditor_routine
        }
        ...RoutineEditor_query @arguments(userId: $userId)
        ...RoutineUpcomingMeals_query @arguments(userId: $userId, withMoney: $withMoney)
        ...UserAddresses_query @arguments(userId: $userId)
      }
    `,
    queryRef,
  );
  // A saved routine changes the coming meals: the list below the grid is fetched again.
  const [saves, setSaves] = useState(0);
  return (
    <>
      <RoutineEditor userId={userId} routine={data.routine} query={data} onSaved={() => setSaves((n) => n + 1)} />
      <RoutineUpcomingMeals userId={userId} query={data} refreshKey={saves} />
      <UserAddresses userId={userId} query={data} />
    </>
  );
}

export default function RoutinePage() {
  const [params] = useSearchParams();
  const userId = parseUserId(params.get('userId'));
  const name = params.get('name') ?? '';
  const email = params.get('email') ?? '';
  const routineRef = useRouteQuery<routineRoutineQuery>('routine');

  return (
    <section aria-labelledby="screen-title">
      <Heading level={1} look={3} id="screen-title" className={styles.heading}>
        {userId === null ? 'Routine' : routineHeading(name, email)}
      </Heading>
      {userId === null || routineRef === null ? (
        <UserPicker screen="user-routine" />
      ) : (
        <QueryBoundary
          key={userId}
          logLabel="Failed to load the routine preference"
          fallback={() => <RoutineEditor userId={userId} routine={null} query={null} loadFailed />}
        >
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 8 }} />}>
            <LoadedRoutine userId={userId} queryRef={routineRef} />
          </Suspense>
        </QueryBoundary>
      )}
    </section>
  );
}
