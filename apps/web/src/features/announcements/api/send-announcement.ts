import { announcementsOperations } from '@academy/contracts';
import type { TAnnouncementRequest } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffNotificationsQueryKey } from '@/lib/staff-queries/staff-notifications';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';
import { announcementsQueryKey } from './get-announcements';

/** POST /notifications/send-to-all; resolves with how many members received it. */
export async function sendAnnouncement(body: TAnnouncementRequest): Promise<number> {
  const { sentCount } = await callOperation(announcementsOperations.sendAnnouncement, { body });
  return sentCount;
}

export function useSendAnnouncement() {
  return useRefreshingMutation(
    sendAnnouncement,
    [staffNotificationsQueryKey, pendingCountsQueryKey, announcementsQueryKey],
    'success',
  );
}
