import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { AccountLayout } from './AccountLayout';
import type { TAccountLayoutProps } from './AccountLayout';
import { staffNav } from './area-nav-items';
import type { TStaffBadges } from './area-nav-items';

type TStaffLayoutProps = TAccountLayoutProps & {
  badges?: TStaffBadges;
  /** Admins also get the admin-only pages in the menu. */
  isAdmin?: boolean;
};

export function StaffLayout({ badges, isAdmin = false, ...props }: TStaffLayoutProps) {
  const t = useT();
  const nav = staffNav(t.nav, badges, isAdmin);
  return (
    <AccountLayout
      {...props}
      dashboardPath={paths.staff.dashboard}
      headerNav={nav}
      sidebarNav={nav}
    />
  );
}
