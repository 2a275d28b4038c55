import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { AccountLayout } from './AccountLayout';
import type { TAccountLayoutProps } from './AccountLayout';
import { staffNav } from './area-nav-items';
import type { TStaffBadges } from './area-nav-items';
import styles from './StaffLayout.module.css';

type TStaffLayoutProps = TAccountLayoutProps & {
  badges?: TStaffBadges;
  /** Admins also get the admin-only pages in the menu. */
  isAdmin?: boolean;
};

export function StaffLayout({ badges, isAdmin = false, ...props }: TStaffLayoutProps) {
  const t = useT();
  const nav = staffNav(t.nav, badges, isAdmin);
  // Staff tables and calendars use the width of a wide screen (the guests' and members' pages
  // keep their reading width).
  return (
    <div className={styles.wide}>
      <AccountLayout
        {...props}
        dashboardPath={paths.staff.dashboard}
        headerNav={nav}
        sidebarNav={nav}
      />
    </div>
  );
}
