import { useAuth } from '@/features/auth/hooks/use-auth';
import { StaffTuitionPage } from '@/features/tuition/routes/StaffTuitionPage';

/** /admin/tuition, inside the staff area: every staff member, and admins also set the sibling discount. */
export function StaffTuitionRoute() {
  const auth = useAuth();
  return <StaffTuitionPage isAdmin={auth.userType === 'teacher' && auth.user.role === 'admin'} />;
}
