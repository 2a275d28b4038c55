import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { fromState, getDashboardPath, getPostLoginPath, getSignedInTarget } from '../account';
import { useAuth } from '../hooks/use-auth';
import type { TUserType } from '../types';

type TGuardProps = { children: ReactNode };

function SessionCheck() {
  const t = useT();
  return <LoadingState label={t.auth.checkingSession} />;
}

/**
 * The member (`user`) or staff (`teacher`) pages: guests go to /login, an account that must
 * first set its own password to the new-password screen (and back here afterwards), the other
 * kind of account to its own dashboard.
 */
export function RequireAccount({ userType, children }: TGuardProps & { userType: TUserType }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionCheck />;
  if (auth.status === 'guest') {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  if (auth.mustChangePassword) {
    return <Navigate to={paths.newPassword} replace state={{ from: location.pathname }} />;
  }
  if (auth.userType !== userType) return <Navigate to={getDashboardPath(auth.userType)} replace />;
  return children;
}

/** /login and /forgot-password: signed-in visitors go to their dashboard (or back where they were). */
export function RedirectIfAuthenticated({ children }: TGuardProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionCheck />;
  if (auth.status === 'authenticated') {
    const { to, state } = getSignedInTarget(auth, fromState(location.state));
    return <Navigate to={to} replace state={state} />;
  }
  return children;
}

/**
 * The new-password screen: only for an account that still has the password it was issued.
 * Guests go to /login; anyone else goes on to where they were headed.
 */
export function RequirePasswordChange({ children }: TGuardProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionCheck />;
  if (auth.status === 'guest') return <Navigate to={paths.login} replace />;
  if (!auth.mustChangePassword) {
    return <Navigate to={getPostLoginPath(auth.userType, fromState(location.state))} replace />;
  }
  return children;
}
