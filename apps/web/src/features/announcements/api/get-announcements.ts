import { announcementsOperations } from '@academy/contracts';
import type { TAnnouncementList } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** Every page of the history lives under this key; a send makes it stale. */
export const announcementsQueryKey = ['staff', 'announcements'] as const;

/** The history's page size: few enough that each announcement's text can be opened in place. */
export const ANNOUNCEMENTS_PER_PAGE = 10;

/** GET /announcements: one page of the announcements sent, newest first. */
export function getAnnouncements(page: number): Promise<TAnnouncementList> {
  return callOperation(announcementsOperations.listAnnouncements, {
    query: { page, limit: ANNOUNCEMENTS_PER_PAGE },
  });
}

/** A page of the history; the previous page stays on screen while the next one loads. */
export function useAnnouncements(page: number) {
  return useQuery({
    queryKey: [...announcementsQueryKey, page],
    queryFn: () => getAnnouncements(page),
    placeholderData: keepPreviousData,
  });
}
