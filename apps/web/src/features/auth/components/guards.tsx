import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { fromState, getPostLoginPath } from '../account';
import { useAuth } from '../hooks/use-auth';

type TGuardProps = { children: ReactNode };

function SessionCheck() {
  const t = useT();
  return <LoadingState label={t.auth.checkingSession} />;
}

/** Staff pages: guests go to /login, students to their own dashboard. */
export function RequireStaff({ children }: TGuardProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionCheck />;
  if (auth.status === 'guest') {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  if (auth.userType !== 'teacher') return <Navigate to={paths.member.dashboard} replace />;
  return children;
}

/** Member pages: guests go to /login, teachers to the staff dashboard. */
export function RequireMember({ children }: TGuardProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionCheck />;
  if (auth.status === 'guest') {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  if (auth.userType !== 'user') return <Navigate to={paths.staff.dashboard} replace />;
  return children;
}

/** /login and /forgot-password: signed-in visitors go to their dashboard (or back where they were). */
export function RedirectIfAuthenticated({ children }: TGuardProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionCheck />;
  if (auth.status === 'authenticated') {
    return <Navigate to={getPostLoginPath(auth.userType, fromState(location.state))} replace />;
  }
  return children;
}
