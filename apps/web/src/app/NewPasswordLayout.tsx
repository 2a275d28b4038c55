import { getDashboardPath } from '@/features/auth/account';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AccountLayout } from '@/layouts/AccountLayout';
import { useAreaLayoutProps } from './area-layout-props';

/**
 * The /new-password frame: the signed-in header with the greeting and logout, and no menu, since
 * nothing else opens until the account has set its own password.
 */
export function NewPasswordLayout() {
  const auth = useAuth();
  const dashboardPath = getDashboardPath(auth.userType ?? 'user');
  return (
    <AccountLayout
      {...useAreaLayoutProps()}
      dashboardPath={dashboardPath}
      headerNav={[]}
      sidebarNav={[]}
    />
  );
}
