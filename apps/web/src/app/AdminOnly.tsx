import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * A staff page that is the admins' alone (the API answers only them): a teacher who opens it is
 * sent to the staff dashboard, as members are from staff pages.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.userType !== 'teacher' || auth.user.role !== 'admin') {
    return <Navigate to={paths.staff.dashboard} replace />;
  }
  return children;
}
