import { announcementsOperations } from '@academy/contracts';
import type { TAnnouncementAudience } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';

/**
 * GET /announcements/audience-count: how many members the group holds now, asked once when
 * staff press send (docs/decisions/0051), never cached: the confirmation must say today's number.
 */
export async function countAudience(audience: TAnnouncementAudience): Promise<number> {
  const { count } = await callOperation(announcementsOperations.countAnnouncementAudience, {
    query: audience,
  });
  return count;
}
