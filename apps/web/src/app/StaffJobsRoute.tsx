import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { StaffJobsPage } from '@/features/jobs/routes/StaffJobsPage';

/**
 * /admin/jobs, inside the staff area: the background jobs are the admins' (the API answers
 * only them), so a teacher who opens it is sent to the staff dashboard.
 */
export function StaffJobsRoute() {
  const auth = useAuth();
  if (auth.userType !== 'teacher' || auth.user.role !== 'admin') {
    return <Navigate to={paths.staff.dashboard} replace />;
  }
  return <StaffJobsPage />;
}
