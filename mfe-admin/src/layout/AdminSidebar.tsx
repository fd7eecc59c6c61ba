// The sidebar's content: the brand, the menu built from routes.ts (current entry
// highlighted by path prefix) and the user block at the bottom. A link's screen starts loading
// (its code and its data) when the link is hovered, focused or pressed, before it is followed.
import { useMemo, useState, type ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CarOutlined,
  CalendarOutlined,
  ProfileOutlined,
  MailOutlined,
  CreditCardOutlined,
  CoffeeOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  SettingOutlined,
  MessageOutlined,
  ReadOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useHost } from '@freshmeals/host-api';
import { canAccess } from '../access';
import { buildMenu, openKeysFor, selectedKeyFor, type AdminMenuIcon, type MenuEntry } from '../routes';
import styles from './AdminLayout.module.css';
import { intentHandlers } from '../lib/preload-link';

const ICONS: Record<AdminMenuIcon, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  deliveries: <CarOutlined aria-hidden />,
  production: <ProfileOutlined aria-hidden />,
  closures: <CalendarOutlined aria-hidden />,
  users: <TeamOutlined aria-hidden />,
  'menu-dishes': <AppstoreOutlined aria-hidden />,
  dishes: <CoffeeOutlined aria-hidden />,
  menu: <ReadOutlined aria-hidden />,
  'order-enquiry': <ShoppingCartOutlined aria-hidden />,
  'contact-enquiry': <MessageOutlined aria-hidden />,
  'api-keys': <KeyOutlined aria-hidden />,
  webhooks: <ApiOutlined aria-hidden />,
  'service-area': <EnvironmentOutlined aria-hidden />,
  staff: <IdcardOutlined aria-hidden />,
  audit: <AuditOutlined aria-hidden />,
  outbox: <MailOutlined aria-hidden />,
  payments: <CreditCardOutlined aria-hidden />,
  offers: <GiftOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
};

type MenuItems = NonNullable<MenuProps['items']>;

type Preload = (path: string) => void;

function toMenuItems(entries: MenuEntry[], preload?: Preload): MenuItems {
  return entries.map((entry) =>
    'children' in entry
      ? { key: entry.key, label: entry.label, icon: ICONS[entry.icon], children: toMenuItems(entry.children, preload) }
      : // The menu passes the link's intent handlers on to the item's element.
        { key: entry.key, label: entry.label, icon: ICONS[entry.icon], ...(preload ? intentHandlers(() => preload(entry.key)) : {}) },
  );
}

function visibleEntries(entries: MenuEntry[], role: Parameters<typeof canAccess>[0]): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (!('children' in entry)) return canAccess(role, entry.key) ? [entry] : [];
    const children = entry.children.filter((child) => canAccess(role, child.key));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

interface AdminSidebarProps {
  collapsed: boolean;
  userBlock: ReactNode;
  /** Called after a menu entry was chosen (closes the mobile drawer). */
  onNavigate?: () => void;
  /** Starts a link's screen before it is followed (absent while Relay itself loads). */
  preload?: Preload;
}

export function AdminSidebar({ collapsed, userBlock, onNavigate, preload }: AdminSidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = useHost().useAuth().user?.role;
  const entries = useMemo(() => visibleEntries(buildMenu(), role), [role]);
  const items = useMemo(() => toMenuItems(entries, preload), [entries, preload]);
  const selected = selectedKeyFor(pathname, entries);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(pathname, entries));

  return (
    <div className={styles.sidebar}>
      <div className={collapsed ? `${styles.brand} ${styles.brandCollapsed}` : styles.brand}>
        <span className={styles.brandMark} aria-hidden>
          F
        </span>
        {!collapsed && (
          <span className={styles.brandText}>
            <strong>FreshMeals</strong>
            <span>Admin</span>
          </span>
        )}
      </div>
      <nav className={styles.nav} aria-label="Admin">
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={selected ? [selected] : []}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={({ key }) => {
            navigate(key);
            onNavigate?.();
          }}
          className={styles.menu}
        />
      </nav>
      <div className={styles.userArea}>{userBlock}</div>
    </div>
  );
}
