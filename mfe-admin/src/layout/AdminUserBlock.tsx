// The user block at the bottom of the sidebar: name, e-mail and a menu with Account (the admin's
// own profile and password) and Log out. Log out clears the auth state and goes to /login after 100 ms.
import { Avatar, Dropdown, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, MoreOutlined, UserOutlined } from '@ant-design/icons';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { useHost } from '@freshmeals/host-api';
import type { AdminUserBlock_viewer$key } from './__generated__/AdminUserBlock_viewer.graphql';
import styles from './AdminLayout.module.css';

export const LOGOUT_REDIRECT_DELAY_MS = 100;

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

const MENU_ITEMS: MenuProps['items'] = [
  { key: 'account', label: 'Account', icon: <UserOutlined aria-hidden /> },
  { type: 'divider' },
  { key: 'logout', label: 'Log out', icon: <LogoutOutlined aria-hidden />, danger: true },
];

interface AdminUserBlockProps {
  viewer: AdminUserBlock_viewer$key;
  collapsed?: boolean;
}

export function AdminUserBlock({ viewer, collapsed = false }: AdminUserBlockProps) {
  const data = useFragment(
    graphql`
      fragment AdminUserBlock_viewer on User {
        name
        email
      }
    `,
    viewer,
  );
  const host = useHost();
  const navigate = useNavigate();

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate('/dashboard/account');
    if (key !== 'logout') return;
    void host.logout().then(() => {
      window.setTimeout(() => navigate('/login', { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    });
  };

  return (
    <Dropdown
      menu={{ items: MENU_ITEMS, onClick: onMenuClick }}
      trigger={['click']}
      // Inside the sidebar's landmark rather than at the end of the body, so the menu belongs to the navigation.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      placement={collapsed ? 'topLeft' : 'top'}
    >
      <button
        type="button"
        className={collapsed ? `${styles.userBlock} ${styles.userBlockCollapsed}` : styles.userBlock}
        data-testid="admin-user-block"
      >
        {/* The name comes from the text itself, so what a speech user reads aloud is the name. */}
        <span className={styles.visuallyHidden}>User menu: </span>
        <Avatar size={32} className={styles.avatar} aria-hidden>
          {initials(data.name)}
        </Avatar>
        {collapsed ? (
          <span className={styles.visuallyHidden}>
            {data.name} ({data.email})
          </span>
        ) : (
          <>
            <span className={styles.userText}>
              <Typography.Text strong ellipsis className={styles.userName}>
                {data.name}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis className={styles.userEmail}>
                {data.email}
              </Typography.Text>
            </span>
            <MoreOutlined className={styles.userMore} aria-hidden />
          </>
        )}
      </button>
    </Dropdown>
  );
}
