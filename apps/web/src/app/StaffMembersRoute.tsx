import { StaffDeletionRequestsPanel } from '@/features/families/components/StaffDeletionRequestsPanel';
import { StaffMakeupsPanel } from '@/features/makeups/components/StaffMakeupsPanel';
import { StaffMembersPage } from '@/features/members/routes/StaffMembersPage';

/**
 * /admin/users: the members and, below them, a member's make-up credits and requests, and the
 * open requests to delete personal data.
 */
export function StaffMembersRoute() {
  return (
    <StaffMembersPage>
      <StaffMakeupsPanel />
      <StaffDeletionRequestsPanel />
    </StaffMembersPage>
  );
}
