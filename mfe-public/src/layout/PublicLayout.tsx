// The public layout: a top bar (logo, Home, Plans, About Us, Contact Us, for a signed-in user My
// account and Log out, Order Now) and
// a sidebar that collapses to icons on desktop; below 768 px a slim header (menu toggle, logo,
// Order Now) and a slide-out drawer. Ctrl+B / Cmd+B toggles the sidebar (cookie, 7 days). The
// footer shows unless the page hides it. Pages load lazily inside, so the bars stay put meanwhile.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { pageNameFor } from '../analytics/page-names';
import { usePageAnalytics } from '../analytics/use-page-analytics';
import { MAIN_NAV, isNavActive } from '../site/nav';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from '../ui/icons';
import { AccountLinks } from './AccountLinks';
import { Footer } from './Footer';
import { LayoutContext, type LayoutControls } from './layout-context';
import { Logo } from './Logo';
import { OrderNowLink } from './OrderNowLink';
import {
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  useSidebarState,
  type SidebarState,
} from './sidebar-state';
import { useCloseDrawerOnNavigation } from '@freshmeals/ui';
import styles from './PublicLayout.module.css';
import { formatFromPrice, SiteFactsProvider, useStartingPrice } from '../lib/site-facts';

function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

function PageFallback() {
  return (
    <div className={styles.pageFallback} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>Loading…</span>
    </div>
  );
}

function TopBar({ sidebar }: { sidebar: SidebarState }) {
  const location = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <button
          type="button"
          className={cx(styles.iconButton, styles.menuToggle)}
          onClick={() => sidebar.setOpenMobile(!sidebar.openMobile)}
          aria-label="Open menu"
          aria-expanded={sidebar.openMobile}
          aria-controls="fm-drawer"
        >
          <MenuIcon size={22} />
        </button>
        <Logo />
        <nav className={styles.topNav} aria-label="Main">
          <ul>
            {MAIN_NAV.map((item) => {
              const active = isNavActive(item.href, location);
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    className={cx(styles.topLink, active && styles.active)}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <AccountLinks className={styles.headerAccount} />
        <OrderNowLink location="navbar" className={styles.orderNow} />
      </div>
    </header>
  );
}

function SidebarNav({ onNavigate, collapsed }: { onNavigate?: () => void; collapsed?: boolean }) {
  const location = useLocation();
  return (
    <ul className={styles.sideList}>
      {MAIN_NAV.map((item) => {
        const active = isNavActive(item.href, location);
        const Icon = item.icon;
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              className={cx(styles.sideLink, active && styles.active)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              title={collapsed ? item.label : undefined}
            >
              <Icon size={20} className={styles.sideIcon} />
              <span className={styles.sideLabel}>{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Desktop: a rail under the top bar, 3rem with icons or 16rem with labels. */
function DesktopSidebar({ sidebar }: { sidebar: SidebarState }) {
  const expanded = sidebar.open;
  return (
    <aside
      className={styles.sidebar}
      data-state={expanded ? 'expanded' : 'collapsed'}
      data-testid="public-sidebar"
      aria-label="Sidebar"
    >
      <nav aria-label="Sidebar">
        <SidebarNav collapsed={!expanded} />
      </nav>
      <div className={styles.sideBottom}>
        {expanded ? <OrderNowLink location="side-navbar" className={cx(styles.orderNow, styles.sideOrderNow)} /> : null}
        <button
          type="button"
          className={cx(styles.iconButton, styles.sideToggle)}
          onClick={sidebar.toggle}
          aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-expanded={expanded}
          title={`${expanded ? 'Collapse' : 'Expand'} sidebar (Ctrl+B)`}
        >
          {expanded ? <ChevronLeftIcon size={18} /> : <ChevronRightIcon size={18} />}
          <span className={styles.sideLabel}>Collapse</span>
        </button>
      </div>
    </aside>
  );
}

/** Below 768 px: the slide-out drawer, a modal <dialog> (focus kept inside, Esc closes). */
function MobileDrawer({ sidebar }: { sidebar: SidebarState }) {
  const startingPrice = useStartingPrice();
  const ref = useRef<HTMLDialogElement>(null);
  const { openMobile, setOpenMobile } = sidebar;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (openMobile && !dialog.open) dialog.showModal();
    if (!openMobile && dialog.open) dialog.close();
  }, [openMobile]);

  const close = useCallback(() => setOpenMobile(false), [setOpenMobile]);

  return (
    <dialog
      ref={ref}
      id="fm-drawer"
      className={styles.drawer}
      aria-label="Menu"
      onClose={close}
      onCancel={close}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the panel) closes it.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.drawerPanel}>
        <div className={styles.drawerHead}>
          <Logo onClick={close} />
          <button type="button" className={styles.iconButton} onClick={close} aria-label="Close menu">
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label="Menu" className={styles.drawerNav}>
          <SidebarNav onNavigate={close} />
        </nav>
        <div className={styles.drawerFoot}>
          <AccountLinks className={styles.drawerAccount} onNavigate={close} />
          <OrderNowLink location="side-navbar" className={cx(styles.orderNow, styles.drawerOrderNow)} onClick={close} />
          <p className={styles.drawerNote}>Fresh meals from {formatFromPrice(startingPrice)}* · Delivery within 4 km</p>
        </div>
      </div>
    </dialog>
  );
}

export default function PublicLayout() {
  const location = useLocation();
  const sidebar = useSidebarState();
  const [footerHidden, setFooterHidden] = useState(false);
  const controls = useMemo<LayoutControls>(() => ({ setFooterHidden }), []);

  usePageAnalytics(pageNameFor(location.pathname), location.pathname);

  useCloseDrawerOnNavigation(sidebar, location.pathname);

  const style = {
    '--sidebar-width': SIDEBAR_WIDTH,
    '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
    '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
  } as CSSProperties;

  return (
    <LayoutContext.Provider value={controls}>
      <SiteFactsProvider>
      <div className={styles.root} style={style} data-sidebar={sidebar.open ? 'expanded' : 'collapsed'}>
        <a href="#main" className={styles.skipLink}>
          Skip to content
        </a>
        <TopBar sidebar={sidebar} />
        <DesktopSidebar sidebar={sidebar} />
        <MobileDrawer sidebar={sidebar} />
        <div className={styles.content}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            {footerHidden ? null : <Footer />}
          </Suspense>
        </div>
      </div>
      </SiteFactsProvider>
    </LayoutContext.Provider>
  );
}
