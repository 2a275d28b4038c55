import { DialogsProvider } from '@/components/dialogs/DialogsProvider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useStaffBadges } from '@/features/staff/hooks/use-staff-badges';
import { useUnpaidTuitionCount } from '@/features/tuition/api/get-unpaid-count';
import { StaffLayout } from '@/layouts/StaffLayout';
import { useAreaLayoutProps } from './area-layout-props';

/**
 * The /admin frame; loaded with the staff pages and rendered only inside the staff guard, so the
 * staff-only pending counts are never requested for a guest or a member (docs/product/roles.md: only teachers
 * fetch them).
 */
export function StaffAreaLayout() {
  const auth = useAuth();
  const isAdmin = auth.userType === 'teacher' && auth.user.role === 'admin';
  const badges = { ...useStaffBadges(), tuition: useUnpaidTuitionCount() };
  // Its pages ask and tell in the app's dialogs (decision 0052), which guest pages never need.
  return (
    <DialogsProvider>
      <StaffLayout {...useAreaLayoutProps()} badges={badges} isAdmin={isAdmin} />
    </DialogsProvider>
  );
}
