import { StaffJobsPage } from '@/features/jobs/routes/StaffJobsPage';
import { AdminOnly } from './AdminOnly';

/** /admin/jobs, inside the staff area: the background jobs are the admins'. */
export function StaffJobsRoute() {
  return (
    <AdminOnly>
      <StaffJobsPage />
    </AdminOnly>
  );
}
