// /dashboard/staff (admins): who runs the kitchen. Admins open everything; kitchen staff the dishes,
// the menu, the summary and dispatch lists, and users and routines to read. 'Invite staff' e-mails a
// new member a link to set their password; a role changes at once; the last active admin stays one.
import { startTransition, useState } from 'react';
import { Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { staffPageQuery } from './__generated__/staffPageQuery.graphql';
import { InviteStaffDialog } from './components/InviteStaffDialog';
import { StaffTable } from './components/StaffTable';

export const LOAD_FAILED = 'Failed to load the staff';

function StaffList({ onChanged }: { onChanged(): void }) {
  // Started by the route (routes.ts) with the screen's code.
  const data = usePreloadedQuery<staffPageQuery>(
    graphql`
      query staffPageQuery @preloadable {
        ...StaffTable_query
      }
    `,
    useRouteQuery<staffPageQuery>('list')!,
  );
  return <StaffTable query={data} onChanged={onChanged} />;
}

export default function StaffPage() {
  const [inviting, setInviting] = useState(false);
  const reloadRoute = useRouteReload();
  // The list on screen stays until the new one has loaded.
  const reload = () => startTransition(reloadRoute);
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader
        title="Staff"
        extra={
          <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
            Invite staff
          </Button>
        }
      />
      <ScreenBoundary failure={LOAD_FAILED} onRetry={reloadRoute}>
        {() => <StaffList onChanged={reload} />}
      </ScreenBoundary>
      <InviteStaffDialog open={inviting} onClose={() => setInviting(false)} onInvited={reload} />
    </section>
  );
}
