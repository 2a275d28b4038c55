import { Suspense, useId } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { useT } from '@/i18n/use-language';
import styles from './AppShell.module.css';
import { BrandLink } from './components/BrandLink';
import { MenuButton } from './components/MenuButton';
import { NavList } from './components/NavList';
import { Sidebar } from './components/Sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './components/SkipLink';
import type { TNavItem } from './types';
import { useSidebar } from './use-sidebar';

type TAppShellProps = {
  brand: { to: string; label: string };
  /** Guests get one header row; signed-in areas put the (longer) menu on a second row. */
  navPlacement: 'inline' | 'below';
  headerNav: TNavItem[];
  headerActions: ReactNode;
  /** On phones and tablets, beside the menu button (the menu holds the actions there). */
  headerCompact?: ReactNode;
  sidebarNav: TNavItem[];
  sidebarTop?: ReactNode;
  sidebarBottom: ReactNode;
  footer?: ReactNode;
  /** Above every page of the area, inside the main region (e.g. whose screens these are). */
  banner?: ReactNode;
};

/** The frame every layout shares: skip link, header, mobile sidebar, main region, optional footer. */
export function AppShell(props: TAppShellProps) {
  const t = useT();
  const sidebar = useSidebar();
  const sidebarId = useId();
  // A frame without a menu (the new-password screen) has no navigation landmark at all.
  const headerNav = props.headerNav.length > 0 && (
    <nav aria-label={t.common.mainNavigation} className={styles.headerNav}>
      <NavList items={props.headerNav} orientation="horizontal" />
    </nav>
  );

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <BrandLink to={props.brand.to} name={t.brand.name} label={props.brand.label} />
          {props.navPlacement === 'inline' && headerNav}
          <div className={styles.actions}>{props.headerActions}</div>
          {props.headerCompact && <div className={styles.compact}>{props.headerCompact}</div>}
          <MenuButton
            expanded={sidebar.open}
            controls={sidebarId}
            onClick={sidebar.toggle}
            buttonRef={sidebar.buttonRef}
          />
        </div>
        {props.navPlacement === 'below' && <div className={styles.secondRow}>{headerNav}</div>}
      </header>
      <Sidebar
        id={sidebarId}
        open={sidebar.open}
        onClose={sidebar.close}
        panelRef={sidebar.panelRef}
      >
        {props.sidebarTop}
        {props.sidebarNav.length > 0 && (
          <nav aria-label={t.common.sidebarNavigation}>
            <NavList items={props.sidebarNav} orientation="vertical" />
          </nav>
        )}
        <div className={styles.sidebarBottom}>{props.sidebarBottom}</div>
      </Sidebar>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {props.banner}
        <Suspense fallback={<LoadingState label={t.common.pageLoading} fillScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {props.footer}
    </div>
  );
}
