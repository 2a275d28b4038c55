import type { TTodayPendingKind } from '@academy/contracts';
import { paths } from '@/config/paths';

/** The staff page where each kind of waiting request is decided. */
export const PENDING_PAGES: Record<TTodayPendingKind, string> = {
  lessonApplications: paths.staff.lessonRequests,
  onedayApplications: paths.staff.onedayRequests,
  scheduleChanges: paths.staff.lessonScheduleChanges,
  pauses: paths.staff.pauses,
  makeupRequests: paths.staff.makeups,
  inquiries: paths.staff.contacts,
};
