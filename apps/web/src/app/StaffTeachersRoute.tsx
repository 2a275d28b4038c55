import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { StaffTeachersPage } from '@/features/teachers/routes/StaffTeachersPage';

/**
 * /admin/teachers, inside the staff area: staff accounts are the admins' to manage, so a
 * teacher who opens it is sent to the staff dashboard, as members are from staff pages.
 */
export function StaffTeachersRoute() {
  const auth = useAuth();
  if (auth.userType !== 'teacher' || auth.user.role !== 'admin') {
    return <Navigate to={paths.staff.dashboard} replace />;
  }
  return <StaffTeachersPage selfId={auth.user.teacherId} />;
}
