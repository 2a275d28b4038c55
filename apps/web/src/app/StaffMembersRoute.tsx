import { StaffDeletionRequestsPanel } from '@/features/families/components/StaffDeletionRequestsPanel';
import { StaffMembersPage } from '@/features/members/routes/StaffMembersPage';

/**
 * /admin/users: the members and, below them, the open requests to delete personal data (a
 * member's make-ups have their own page, /admin/makeups).
 */
export function StaffMembersRoute() {
  return (
    <StaffMembersPage>
      <StaffDeletionRequestsPanel />
    </StaffMembersPage>
  );
}
