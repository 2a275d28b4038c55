import type { TNotificationCategory } from '@academy/contracts';
import { paths } from '@/config/paths';

/** docs/product/screens-and-routes.md: only these staff categories have a screen to go to; the others do not navigate. */
const TARGETS: Partial<Record<TNotificationCategory, string>> = {
  lesson_request: paths.staff.lessonRequests,
  oneday_request: paths.staff.onedayRequests,
  modification_request: paths.staff.lessonScheduleChanges,
  pause_request: paths.staff.pauses,
  inquiry_received: paths.staff.contacts,
  absence_notice: paths.staff.attendance,
  // The make-up panel, where requests are approved, is below the members list.
  makeup_request: paths.staff.users,
  // So are the open deletion requests.
  deletion_request: paths.staff.users,
};

export function notificationTarget(category: TNotificationCategory): string | null {
  return TARGETS[category] ?? null;
}
