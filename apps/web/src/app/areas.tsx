import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getAccountRole } from '@/features/auth/account';
import { RequireMember, RequireStaff } from '@/features/auth/components/guards';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useStaffBadges } from '@/features/staff/hooks/use-staff-badges';
import { MemberLayout } from '@/layouts/MemberLayout';
import { StaffLayout } from '@/layouts/StaffLayout';
import type { TLayoutAccount } from '@/layouts/types';

/** Connects the auth feature to the shared layouts, which know nothing about auth. */
function useAreaLayoutProps() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout, refreshUser } = auth;

  // SPEC §4: moving around the signed-in area re-reads the user, throttled to once per 5 minutes.
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

export function MemberArea() {
  const layoutProps = useAreaLayoutProps();
  return (
    <RequireMember>
      <MemberLayout {...layoutProps} />
    </RequireMember>
  );
}

type TAreaLayoutProps = ReturnType<typeof useAreaLayoutProps>;

/**
 * Rendered only inside RequireStaff, so the staff-only pending counts are never requested for a
 * guest or a member (SPEC §6: only teachers fetch them).
 */
function StaffAreaLayout(props: TAreaLayoutProps) {
  return <StaffLayout {...props} badges={useStaffBadges()} />;
}

export function StaffArea() {
  const layoutProps = useAreaLayoutProps();
  return (
    <RequireStaff>
      <StaffAreaLayout {...layoutProps} />
    </RequireStaff>
  );
}
