import { useAuth } from '@/features/auth/hooks/use-auth';
import { StaffPaymentsPage } from '@/features/payments/routes/StaffPaymentsPage';

/** /admin/payments, inside the staff area: every staff member reads it, the admin also refunds. */
export function StaffPaymentsRoute() {
  const auth = useAuth();
  return <StaffPaymentsPage isAdmin={auth.userType === 'teacher' && auth.user.role === 'admin'} />;
}
