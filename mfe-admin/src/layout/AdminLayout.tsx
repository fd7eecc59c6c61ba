// The admin shell: a sidebar, a top header and a breadcrumb around the screens.
// The layout's query reads the signed-in admin; the user block reads its own fragment of it. It
// suspends in its own boundary, apart from the screen's: a screen's code and data (started by its
// route, or earlier by a sidebar link) load alongside it, not after it.
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Layout, Result, Skeleton, Spin } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { failureText, useHost } from '@freshmeals/host-api';
import { graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Outlet, useLocation } from 'react-router';
import { QueryBoundary } from '../lib/query-boundary';
import { useCloseDrawerOnNavigation, useSidebarState, type SidebarState } from '@freshmeals/ui';
import type { AdminLayoutQuery } from './__generated__/AdminLayoutQuery.graphql';
import { AdminBreadcrumb } from './AdminBreadcrumb';
import { AdminSidebar } from './AdminSidebar';
import { preloadRoute } from './preload-route';
import { PreloadLinkProvider } from '../lib/preload-link';
import { AdminUserBlock } from './AdminUserBlock';
import { IdleWork } from './idle-work';
import styles from './AdminLayout.module.css';

/** Sidebar widths: 16rem desktop, 18rem mobile (drawer), 3rem collapsed to icons. */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_WIDTH_MOBILE = 288;
export const SIDEBAR_WIDTH_COLLAPSED = 48;
/** The console remembers its own sidebar (apart from the site's) and starts expanded. */
export const SIDEBAR = { cookie: 'admin_sidebar_state', defaultOpen: true };

interface AdminFrameProps {
  /**
   * The sidebar's state, kept by AdminLayout above its loading and error frames: the frame shown
   * while the console loads is replaced by another when it has loaded, and a drawer opened on the
   * first must stay open on the second.
   */
  sidebar: SidebarState;
  userBlock: (collapsed: boolean) => ReactNode;
  /** Starts a sidebar link's screen (its code and data) before it is followed. */
  preload?: (path: string) => void;
  /**
   * The frame stands in while the console loads (`aria-busy`): it is replaced by the loaded frame,
   * and a press that starts on one and ends on the other is lost.
   */
  loading?: boolean;
  children: ReactNode;
}

export function AdminFrame({ sidebar, userBlock, preload, loading = false, children }: AdminFrameProps) {
  const { isMobile, open, openMobile: drawerOpen, setOpenMobile: setDrawerOpen, toggle } = sidebar;

  const collapsed = !isMobile && !open;
  const toggleIcon = isMobile ? (
    <MenuOutlined aria-hidden />
  ) : open ? (
    <MenuFoldOutlined aria-hidden />
  ) : (
    <MenuUnfoldOutlined aria-hidden />
  );

  return (
    <Layout className={styles.root} data-testid="admin-frame" aria-busy={loading || undefined}>
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDEBAR_WIDTH_MOBILE}
          closable={false}
          styles={{ body: { padding: 0 } }}
          aria-label="Admin navigation"
        >
          <AdminSidebar collapsed={false} userBlock={userBlock(false)} preload={preload} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          breakpoint="md"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_WIDTH_COLLAPSED}
          collapsed={collapsed}
          trigger={null}
          className={styles.sider}
        >
          <AdminSidebar collapsed={collapsed} userBlock={userBlock(collapsed)} preload={preload} />
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            icon={toggleIcon}
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-expanded={isMobile ? drawerOpen : open}
            title="Toggle sidebar (Ctrl+B)"
          />
          <span className={styles.headerDivider} aria-hidden />
          <AdminBreadcrumb />
        </Layout.Header>
        <Layout.Content className={styles.content}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}

const layoutQuery = graphql`
  query AdminLayoutQuery {
    viewer {
      id
      name
      email
      ...AdminUserBlock_viewer
    }
  }
`;

function LayoutUserBlock({ queryRef, collapsed }: { queryRef: PreloadedQuery<AdminLayoutQuery>; collapsed: boolean }) {
  const data = usePreloadedQuery<AdminLayoutQuery>(layoutQuery, queryRef);
  return data.viewer ? <AdminUserBlock viewer={data.viewer} collapsed={collapsed} /> : null;
}

function AdminLayoutWithData({ fetchKey, sidebar }: { fetchKey: number; sidebar: SidebarState }) {
  const environment = useRelayEnvironment();
  const role = useHost().useAuth().user?.role;
  const preload = useCallback((path: string) => preloadRoute(path, environment, role), [environment, role]);
  // Asked as soon as the frame shows (a phone's closed drawer included), alongside the screen's
  // code and data, which its route has started meanwhile; read where the user block shows.
  const [layoutRef, loadLayout] = useQueryLoader<AdminLayoutQuery>(layoutQuery);
  useEffect(() => loadLayout({}, { fetchPolicy: 'store-or-network' }), [loadLayout, fetchKey]);
  return (
    <AdminFrame
      sidebar={sidebar}
      preload={preload}
      userBlock={(collapsed) =>
        layoutRef ? (
          <Suspense fallback={<UserBlockSkeleton collapsed={collapsed} />}>
            <LayoutUserBlock queryRef={layoutRef} collapsed={collapsed} />
          </Suspense>
        ) : (
          <UserBlockSkeleton collapsed={collapsed} />
        )
      }
    >
      <PreloadLinkProvider value={preload}>
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
          <IdleWork />
        </Suspense>
      </PreloadLinkProvider>
    </AdminFrame>
  );
}

/** A loading placeholder (`role="status"`, `aria-busy`): the shell's handover waits while one shows. */
function ScreenLoader() {
  return (
    <div className={styles.screenLoader} role="status" aria-busy="true" aria-label="Loading">
      <Spin size="large" />
    </div>
  );
}

function UserBlockSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={styles.userBlock} aria-hidden>
      <Skeleton.Avatar active size={32} />
      {!collapsed && <Skeleton active title={false} paragraph={{ rows: 2, width: ['70%', '90%'] }} />}
    </div>
  );
}

/** What the console says when its frame cannot load and the server gave no reason. */
export const LAYOUT_FAILED = 'The console could not be loaded. Check your connection and try again.';

export function AdminLayout() {
  const [fetchKey, setFetchKey] = useState(0);
  const sidebar = useSidebarState(SIDEBAR);
  // Any navigation closes the phone drawer (the sidebar's links and the user menu's Account alike);
  // the console's frame replacing its loading frame does not.
  useCloseDrawerOnNavigation(sidebar, useLocation().pathname);
  const { RelayProvider } = useHost();
  return (
    <QueryBoundary
      logLabel="The admin layout failed"
      onRetry={() => setFetchKey((key) => key + 1)}
      fallback={(error, retry) => (
        <AdminFrame sidebar={sidebar} userBlock={() => null}>
          <Result
            status="error"
            title="Something went wrong"
            subTitle={failureText(error, LAYOUT_FAILED)}
            extra={
              <Button type="primary" onClick={retry}>
                Try again
              </Button>
            }
          />
        </AdminFrame>
      )}
    >
      {/* Only while Relay itself loads (the shell's first download has none): then the user block
          and the screen each wait in their own boundary. */}
      <Suspense
        fallback={
          <AdminFrame sidebar={sidebar} loading userBlock={(collapsed) => <UserBlockSkeleton collapsed={collapsed} />}>
            <ScreenLoader />
          </AdminFrame>
        }
      >
        <RelayProvider>
          <AdminLayoutWithData fetchKey={fetchKey} sidebar={sidebar} />
        </RelayProvider>
      </Suspense>
    </QueryBoundary>
  );
}
