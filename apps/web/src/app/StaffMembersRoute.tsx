import { StaffMakeupsPanel } from '@/features/makeups/components/StaffMakeupsPanel';
import { StaffMembersPage } from '@/features/members/routes/StaffMembersPage';

/** /admin/users: the members and, below them, a member's make-up credits and requests. */
export function StaffMembersRoute() {
  return (
    <StaffMembersPage>
      <StaffMakeupsPanel />
    </StaffMembersPage>
  );
}
