import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getAccountRole } from '@/features/auth/account';
import { useAuth } from '@/features/auth/hooks/use-auth';
import type { TLayoutAccount } from '@/layouts/types';

/** Connects the auth feature to the shared layouts, which know nothing about auth. */
export function useAreaLayoutProps() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout, refreshUser } = auth;

  // docs/product/states.md: moving around the signed-in area re-reads the user, throttled to once per 5 minutes.
  useEffect(() => {
    refreshUser();
  }, [pathname, refreshUser]);

  const onLogout = useCallback(async () => {
    await logout();
    navigate(paths.login, { replace: true });
  }, [logout, navigate]);

  const account: TLayoutAccount =
    auth.status === 'authenticated'
      ? { name: auth.user.name, role: getAccountRole(auth) }
      : { name: null, role: 'member' };

  return { account, onLogout };
}
