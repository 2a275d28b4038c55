import { StaffTextMessagesPage } from '@/features/text-messages/routes/StaffTextMessagesPage';
import { AdminOnly } from './AdminOnly';

/** /admin/text-messages, inside the staff area: the 알림톡 templates are the admins'. */
export function StaffTextMessagesRoute() {
  return (
    <AdminOnly>
      <StaffTextMessagesPage />
    </AdminOnly>
  );
}
