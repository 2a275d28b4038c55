import { StaffMakeupsPanel } from '@/features/makeups/components/StaffMakeupsPanel';
import { StaffUsersPage } from '@/features/members/routes/StaffUsersPage';

/** /admin/users: the members and, below them, a member's make-up credits and requests. */
export function StaffUsersRoute() {
  return (
    <StaffUsersPage>
      <StaffMakeupsPanel />
    </StaffUsersPage>
  );
}
