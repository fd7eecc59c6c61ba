// /dashboard/staff (admins): who runs the kitchen. Admins open everything; kitchen staff the dishes,
// the menu, the summary and dispatch lists, and users and routines to read. 'Invite staff' e-mails a
// new member a link to set their password; a role changes at once; the last active admin stays one.
import { useState } from 'react';
import { Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { staffPageQuery } from './__generated__/staffPageQuery.graphql';
import { InviteStaffDialog } from './components/InviteStaffDialog';
import { StaffTable } from './components/StaffTable';

export const LOAD_FAILED = 'Failed to load the staff';

function StaffList({ fetchKey, onChanged }: { fetchKey: number; onChanged(): void }) {
  const data = useLazyLoadQuery<staffPageQuery>(
    graphql`
      query staffPageQuery {
        ...StaffTable_query
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return <StaffTable query={data} onChanged={onChanged} />;
}

export default function StaffPage() {
  const [inviting, setInviting] = useState(false);
  const [listKey, setListKey] = useState(0);
  const reload = () => setListKey((key) => key + 1);
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
      <ScreenBoundary failure={LOAD_FAILED}>{(fetchKey) => <StaffList fetchKey={fetchKey + listKey} onChanged={reload} />}</ScreenBoundary>
      <InviteStaffDialog open={inviting} onClose={() => setInviting(false)} onInvited={reload} />
    </section>
  );
}
