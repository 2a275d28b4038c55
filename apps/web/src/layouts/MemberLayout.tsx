import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { AccountLayout } from './AccountLayout';
import type { TAccountLayoutProps } from './AccountLayout';
import { memberNav } from './area-nav-items';

export function MemberLayout(props: TAccountLayoutProps) {
  const t = useT();
  const nav = memberNav(t.nav);
  return (
    <AccountLayout
      {...props}
      dashboardPath={paths.member.dashboard}
      headerNav={nav}
      sidebarNav={[{ to: paths.member.dashboard, label: t.nav.myPage }, ...nav]}
    />
  );
}
