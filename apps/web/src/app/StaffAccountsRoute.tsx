import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { StaffAccountsPage } from '@/features/staff/routes/StaffAccountsPage';

/**
 * /admin/teachers, inside the staff area: staff accounts are the admins' to manage, so a
 * teacher who opens it is sent to the staff dashboard, as members are from staff pages.
 */
export function StaffAccountsRoute() {
  const auth = useAuth();
  if (auth.userType !== 'teacher' || auth.user.role !== 'admin') {
    return <Navigate to={paths.staff.dashboard} replace />;
  }
  return <StaffAccountsPage selfId={auth.user.teacherId} />;
}
