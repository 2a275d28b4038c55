import type { TPendingCounts } from '@academy/contracts';
import type { TStaffBadges } from '@/layouts/area-nav-items';
import { usePendingCounts } from '@/lib/staff-queries/pending-counts';

/** The header menu's names for the pending counts of GET /teachers/pending-counts. */
export function toStaffBadges(counts: TPendingCounts | undefined): TStaffBadges {
  if (!counts) return {};
  return {
    lessonRequests: counts.lessonRequests,
    onedayRequests: counts.oneDayRequests,
    lessonScheduleChanges: counts.modifications,
    contacts: counts.contacts,
  };
}

/**
 * The staff header badges (docs/product/screens-and-routes.md). Calls the staff-only counts, so it must be used only where a
 * teacher is signed in: the app mounts it inside the staff guard.
 */
export function useStaffBadges(): TStaffBadges {
  const { data } = usePendingCounts();
  return toStaffBadges(data);
}
