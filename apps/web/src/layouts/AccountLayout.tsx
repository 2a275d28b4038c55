import type { ReactNode } from 'react';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { AppShell } from './AppShell';
import { AccountSummary } from './components/AccountSummary';
import { LogoutButton } from './components/LogoutButton';
import type { TLayoutAccount, TNavItem } from './types';

export type TAccountLayoutProps = {
  account: TLayoutAccount;
  onLogout: () => Promise<void>;
  /** Above every page of the area. */
  banner?: ReactNode;
};

type TProps = TAccountLayoutProps & {
  dashboardPath: string;
  headerNav: TNavItem[];
  sidebarNav: TNavItem[];
};

/** Shared frame of the member and staff areas: greeting, role label and logout in the header. */
export function AccountLayout({
  account,
  onLogout,
  banner,
  dashboardPath,
  headerNav,
  sidebarNav,
}: TProps) {
  const t = useT();
  return (
    <AppShell
      brand={{
        to: dashboardPath,
        label: format(t.common.goDashboardLabel, { name: t.brand.name }),
      }}
      navPlacement="below"
      headerNav={headerNav}
      headerActions={
        <>
          <AccountSummary account={account} />
          <LogoutButton onLogout={onLogout} />
        </>
      }
      sidebarTop={<AccountSummary account={account} />}
      sidebarNav={sidebarNav}
      sidebarBottom={<LogoutButton onLogout={onLogout} />}
      banner={banner}
    />
  );
}
