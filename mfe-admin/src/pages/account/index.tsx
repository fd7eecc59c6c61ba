// /dashboard/account: the signed-in admin's own profile (name, e-mail, phone, role) and the
// change-password form. Opened from Account in the user menu at the bottom of the sidebar.
import { Card, Descriptions } from 'antd';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { capitalise } from '../shared/format';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { Heading } from '../shared/Heading';
import type { accountPageQuery } from './__generated__/accountPageQuery.graphql';
import { ChangePasswordForm } from './components/ChangePasswordForm';

export const PROFILE_FAILED = 'Failed to load your profile.';

function Profile() {
  // Started by the route (routes.ts) with the screen's code.
  const data = usePreloadedQuery<accountPageQuery>(
    graphql`
      query accountPageQuery @preloadable {
        viewer {
          name
          email
          phone
          role
        }
      }
    `,
    useRouteQuery<accountPageQuery>('profile')!,
  );
  const viewer = data.viewer;
  if (!viewer) return null;
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        { key: 'name', label: 'Name', children: viewer.name },
        { key: 'email', label: 'Email', children: viewer.email },
        { key: 'phone', label: 'Phone', children: viewer.phone || '—' },
        { key: 'role', label: 'Role', children: capitalise(viewer.role) },
      ]}
    />
  );
}

export default function AccountPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Account" />
      <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
        <Card>
          <Heading level={2} look={4} style={{ marginTop: 0 }}>
            Profile
          </Heading>
          <ScreenBoundary failure={PROFILE_FAILED} onRetry={reload}>
            {() => <Profile />}
          </ScreenBoundary>
        </Card>
        <Card>
          <Heading level={2} look={4} id="change-password-title" style={{ marginTop: 0 }}>
            Change password
          </Heading>
          <ChangePasswordForm />
        </Card>
      </div>
    </section>
  );
}
